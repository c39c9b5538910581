import { useEffect } from 'react';
import type { Branch, Language } from '@storefront/contracts';
import { checkServiceNow, formatBranchOpening } from '@storefront/contracts/rules';
import type { useSpecMessage } from '@storefront/ui';
import type { TFunction } from 'i18next';
import type { CheckoutState } from './checkout-state';
import type { ClosedBranch } from './TimeSection';

/**
 * A branch closed now, or for a delivery outside its delivery window, takes no order for now (the
 * contracts' rule, as the API's): what the time section tells, or null while the order can be now.
 */
export function closedBranchOf(orderBranch: Branch | null, serviceType: CheckoutState['serviceType'], now: Date, { t, message, language }: {
  t: TFunction; message: ReturnType<typeof useSpecMessage>; language: Language;
}): ClosedBranch | null {
  const openCheck = orderBranch ? checkServiceNow(orderBranch, serviceType, now) : null;
  if (!openCheck || openCheck.ok) return null;
  const noDelivery = openCheck.state === 'no-delivery';
  const when = openCheck.opensAt ? formatBranchOpening(openCheck.opensAt, now, language) : null;
  return {
    title: openCheck.state === 'day-off' ? message('dayOff') : t(noDelivery ? 'deliveryClosed' : 'branchClosed'),
    opens: when ? capitalise(t(noDelivery ? 'deliveryStartsAt' : 'opensAt', { when })) : null,
    opensAt: openCheck.opensAt,
  };
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
