import type { z } from 'zod/mini';
import type { PaymentType as PaymentTypeSchema, ServiceType as ServiceTypeSchema } from '../enums';
import type { BranchSettings } from '../entities/geo';
import type { MerchantWebSettings } from '../entities/merchant';
import { featureOn } from './features';

/**
 * Which service types and payment types a customer may choose: one rule for the checkout page,
 * which offers them, and for the API, which refuses an order that picks anything else.
 */

type ServiceType = z.infer<typeof ServiceTypeSchema>;
type PaymentType = z.infer<typeof PaymentTypeSchema>;

/** The service types the storefront offers, in the order it lists them. */
export type OfferedServiceType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN';

/**
 * The merchant's switch of each service type. Yandex Eats and Express 24 orders come from those
 * services, never from the storefront, so they have no switch here.
 */
const SERVICE_SWITCHES = {
  DELIVERY: 'deliveryActive',
  PICK_UP: 'pickupActive',
  DINE_IN: 'dineInActive',
} as const satisfies Record<OfferedServiceType, keyof MerchantWebSettings>;

/** The branch's own switch of each service type. */
const BRANCH_SWITCHES = {
  DELIVERY: 'deliveryEnabled',
  PICK_UP: 'pickupEnabled',
  DINE_IN: 'dineinEnabled',
} as const satisfies Record<OfferedServiceType, keyof BranchSettings>;

/** Paid when the order is received: nothing to pay online. */
export const ON_RECEIPT_PAYMENT_TYPES = ['CASH', 'TERMINAL'] as const satisfies readonly PaymentType[];

/**
 * Paid on the provider's page after the order is placed (a checkout link of Click, Payme or Uzum).
 * CLICK_MINI_APP is not one of them: spec §3–4 name it both a payment type and an order source, the
 * payment made inside Click's own mini app for an order placed there. The storefront is never that
 * channel (web orders are CLIENT_WEB, the Telegram Mini App's TELEGRAM_BOT), has no link that pays
 * it, and so neither offers nor accepts it. PAYNET and OTHER have no switch in the web settings.
 */
export const ONLINE_PAYMENT_TYPES = ['CLICK', 'PAYME', 'UZUM'] as const satisfies readonly PaymentType[];
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];
export type OfferedPaymentType = (typeof ON_RECEIPT_PAYMENT_TYPES)[number] | OnlinePaymentType;

/** The merchant's switch of each payment type the storefront offers, in the order it lists them. */
const PAYMENT_SWITCHES = {
  CASH: 'cashActive',
  TERMINAL: 'terminalActive',
  CLICK: 'clickActive',
  PAYME: 'paymeActive',
  UZUM: 'uzumActive',
} as const satisfies Record<OfferedPaymentType, keyof MerchantWebSettings>;

type ServiceSwitches = Partial<Pick<MerchantWebSettings, (typeof SERVICE_SWITCHES)[OfferedServiceType]>>;
type PaymentSwitches = Partial<Pick<MerchantWebSettings, (typeof PAYMENT_SWITCHES)[OfferedPaymentType]>>;
/** A branch as either side holds it: the API's row or the contracts' Branch (whose settings may be null). */
type BranchWithSettings = { settings?: Partial<Pick<BranchSettings, (typeof BRANCH_SWITCHES)[OfferedServiceType]>> | null };

/** Whether the branch takes orders of this service type (only an explicit `true` switches one on). */
export function branchServes(branch: BranchWithSettings, serviceType: ServiceType): boolean {
  const flag = BRANCH_SWITCHES[serviceType as OfferedServiceType];
  return flag !== undefined && branch.settings?.[flag] === true;
}

/**
 * The service types the merchant's settings switch on, in the storefront's order; with a branch,
 * only those that branch serves as well.
 */
export function allowedServiceTypes(settings: ServiceSwitches, branch?: BranchWithSettings): OfferedServiceType[] {
  return (Object.keys(SERVICE_SWITCHES) as OfferedServiceType[])
    .filter((type) => settings[SERVICE_SWITCHES[type]] === true)
    .filter((type) => branch === undefined || branchServes(branch, type));
}

/** The payment types the merchant's settings switch on, in the storefront's order. */
export function allowedPaymentTypes(settings: PaymentSwitches): OfferedPaymentType[] {
  return (Object.keys(PAYMENT_SWITCHES) as OfferedPaymentType[]).filter((type) => settings[PAYMENT_SWITCHES[type]] === true);
}

/** Whether the order is paid on a provider's page (and so has a checkout link), not on receipt. */
export function isOnlinePayment(paymentType: PaymentType | string): paymentType is OnlinePaymentType {
  return (ONLINE_PAYMENT_TYPES as readonly string[]).includes(paymentType);
}

/** Whether the order is paid on receipt, in cash or by the courier's or branch's terminal. */
export function isPaidOnReceipt(paymentType: PaymentType | string): boolean {
  return (ON_RECEIPT_PAYMENT_TYPES as readonly string[]).includes(paymentType);
}

/**
 * Paying with a saved card is a Payme receipt paid with the card's token (Payme's Subscribe API):
 * the order's payment type is PAYME, and the merchant's cardActive offers it (paymeActive is the
 * switch of Payme's own checkout page and does not matter here).
 */
export const SAVED_CARD_PAYMENT_TYPE = 'PAYME' as const satisfies OnlinePaymentType;

/** Whether an order may be paid this way: a payment type the settings switch on, or a saved card while cardActive. */
export function paymentAllowed(
  settings: PaymentSwitches & Partial<Pick<MerchantWebSettings, 'cardActive'>>, paymentType: PaymentType | string, withSavedCard: boolean,
): boolean {
  if (withSavedCard) return featureOn(settings, 'savedCards') && paymentType === SAVED_CARD_PAYMENT_TYPE;
  return allowedPaymentTypes(settings).some((type) => type === paymentType);
}
