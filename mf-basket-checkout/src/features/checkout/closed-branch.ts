import { useEffect } from 'react';
import type { Branch, Language } from '@storefront/contracts';
import { checkOrderNow, formatBranchOpening } from '@storefront/contracts/rules';
import type { useSpecMessage } from '@storefront/ui';
import type { TFunction } from 'i18next';
import type { CheckoutState } from './checkout-state';
import type { ClosedBranch } from './TimeSection';

/**
 * A branch closed now takes no order for now (the contracts' rule, as the API's): what the time
 * section tells, or null while the order's branch is open.
 */
export function closedBranchOf(orderBranch: Branch | null, now: Date, { t, message, language }: {
  t: TFunction; message: ReturnType<typeof useSpecMessage>; language: Language;
}): ClosedBranch | null {
  const openCheck = orderBranch ? checkOrderNow(orderBranch, now) : null;
  return openCheck && !openCheck.ok ? {
    title: openCheck.state === 'day-off' ? message('dayOff') : t('branchClosed'),
    opens: openCheck.opensAt ? capitalise(t('opensAt', { when: formatBranchOpening(openCheck.opensAt, now, language) })) : null,
    opensAt: openCheck.opensAt,
  } : null;
}

/** Only a later time is possible at a closed branch: its next opening is preselected. */
export function useLaterAtOpening(closed: ClosedBranch | null, state: CheckoutState, update: (change: Partial<CheckoutState>) => void) {
  const opensDay = closed?.opensAt?.day ?? null;
  const opensTime = closed?.opensAt?.time ?? null;
  useEffect(() => {
    if (!opensDay || !opensTime || (state.later && state.day && state.time)) return;
    update({ later: true, day: opensDay, time: opensTime });
  }, [opensDay, opensTime, state.later, state.day, state.time, update]);
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
