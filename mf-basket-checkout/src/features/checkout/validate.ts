import { specMessage, type Branch, type Language } from '@storefront/contracts';
import type { DraftAddress } from '@storefront/runtime';
import { checkPromo, checkSchedule, scheduleHours, type BranchWithHours } from '@storefront/contracts/rules';
import type { CheckoutState } from './checkout-state';
import type { ParseKeys } from 'i18next';

export type CheckoutField = 'serviceType' | 'address' | 'branch' | 'day' | 'time' | 'paymentType' | 'promo';
/** A spec message in the interface language (verbatim in uz), or a key of the remote's translations. */
export type Problem = { message: string } | { key: ParseKeys };
export type Problems = Partial<Record<CheckoutField, Problem>>;

const required = (language?: Language): Problem => ({ message: specMessage('requiredField', language) });
const SCHEDULE_KEYS: Record<string, ParseKeys> = {
  INVALID_DAY: 'invalidDay', INVALID_TIME: 'invalidTime', IN_PAST: 'timeInPast', OUTSIDE_HOURS: 'outsideHours',
};

/**
 * The address's problem for a delivery: none chosen (the spec's required-field message) or one
 * outside every delivery area. Pure, so the checkout can tell when a problem it showed is gone.
 */
export function addressProblem(input: {
  serviceType: CheckoutState['serviceType']; address: DraftAddress | null; outOfArea: boolean; language?: Language;
}): Problem | undefined {
  if (input.serviceType !== 'DELIVERY') return undefined;
  if (!input.address) return required(input.language);
  if (input.outOfArea) {
    return { message: `${specMessage('addressNotServed', input.language)}. ${specMessage('chooseAnotherAddress', input.language)}` };
  }
  return undefined;
}

/**
 * What stops the order from being placed, by field: the spec's required-field message for an empty
 * service type, address (delivery), branch (pick-up, dine-in), day or time (later) or payment type;
 * the schedule and promo rules of the contracts for the rest; an address outside every delivery
 * area. The API checks all of it again.
 */
export function validateCheckout(input: {
  state: CheckoutState;
  address: DraftAddress | null;
  outOfArea: boolean;
  branch: BranchWithHours | null;
  productPrice: number;
  now: Date;
  /** False while the order's branch is closed (the contracts' checkOrderNow): only a later time is possible. */
  orderableNow?: boolean;
  /** The language of the spec messages; uz (verbatim) by default. */
  language?: Language;
}): Problems {
  const { state, language } = input;
  const problems: Problems = {};
  if (!state.serviceType) problems.serviceType = required(language);
  if (state.serviceType === 'DELIVERY') {
    const problem = addressProblem({ serviceType: state.serviceType, address: input.address, outOfArea: input.outOfArea, language });
    if (problem) problems.address = problem;
  } else if (state.serviceType && !state.branchId) {
    problems.branch = required(language);
  }
  if (!state.later && input.orderableNow === false) problems.time = { key: 'branchClosed' };
  if (state.later) {
    const workHours = input.branch ? scheduleHours(input.branch, state.serviceType) : null;
    const check = checkSchedule({ day: state.day, time: state.time, now: input.now, workHours, language });
    if (!check.ok) {
      problems[check.field] = check.message ? { message: check.message } : { key: SCHEDULE_KEYS[check.code] ?? 'invalidTime' };
      if (check.code === 'REQUIRED' && check.field === 'day' && !state.time?.trim()) problems.time = required(language);
    }
  }
  if (!state.paymentType) problems.paymentType = required(language);
  if (state.promo) {
    const check = checkPromo(state.promo, { now: input.now, productPrice: input.productPrice, language });
    if (!check.ok) problems.promo = { message: check.message };
  }
  return problems;
}
