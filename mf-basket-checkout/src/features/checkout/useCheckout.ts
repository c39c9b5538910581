import { useMemo } from 'react';
import { computeTotals, formatSum } from '@storefront/contracts/rules';
import { useFreshUser, useMainAction, useMountProps, useLanguage, useSession, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { totalsLines } from '../../components/totals';
import { useCheckoutState } from './checkout-state';
import { closedBranchOf, useLaterAtOpening } from './closed-branch';
import { useBranchChoice } from './useBranchChoice';
import { useCheckoutOptions } from './useCheckoutOptions';
import { useDeliveryQuote } from './useDeliveryQuote';
import { useMinuteClock } from './useMinuteClock';
import { usePaymentChoice } from './usePaymentChoice';
import { usePlaceOrder } from './usePlaceOrder';
import { useServiceChoice } from './useServiceChoice';
import { addressProblem } from './validate';

export type Checkout = ReturnType<typeof useCheckout>;

/**
 * Everything the checkout shows and does: the session's draft, the merchant's choices and their
 * defaults, the delivery quote and the totals preview of the contracts' rules, and placing the order.
 */
export function useCheckout() {
  const { data, settings } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const language = useLanguage();
  const brand = useSession((s) => s.brand);
  const token = useSession((s) => s.token);
  // Fresh: the balance spent here may have grown since the session was filled.
  const user = useFreshUser();
  const lines = useSession((s) => s.draft.lines);
  const offeredPromo = useSession((s) => s.draft.promoCode);
  const address = useSession((s) => s.draft.address);
  const entrance = useSession((s) => s.draft.entrance);
  const nearestBranch = useSession((s) => s.nearestBranch);
  // The table of a QR code scanned for this visit (docs/booking.md): the checkout is dine-in there.
  const sessionTable = useSession((s) => s.table);
  const now = useMinuteClock();
  const [state, update] = useCheckoutState(brand);
  const options = useCheckoutOptions(data.merchant.id, settings, token);
  const { settingsSettled, deliverySettings, branches, services, payments, cardsOn, cardsStatus, cards } = options;
  const { table, newTable, serviceType } = useServiceChoice({ services, sessionTable, now, state, update, settingsSettled, deliverySettings });
  usePaymentChoice({ payments, cards, cardsOn, cardsStatus, state, update });

  const isDelivery = serviceType === 'DELIVERY';
  const { serviceBranches, atTable } = useBranchChoice({ isDelivery, branches, serviceType, table, newTable, nearestBranch, state, update });

  const basketTotals = useMemo(() => computeTotals({ lines: totalsLines(lines), serviceType: 'PICK_UP', deliveryPrice: 0 }), [lines]);
  const quote = useDeliveryQuote(isDelivery, address, basketTotals.productPrice);
  const totals = useMemo(() => computeTotals({
    lines: totalsLines(lines),
    promo: state.promo,
    serviceType: serviceType ?? 'DELIVERY',
    deliveryPrice: isDelivery ? quote.price : 0,
    cashback: state.useCashback ? user?.cashback ?? 0 : 0,
    userCashback: user?.cashback ?? 0,
    deliverySettings,
  }), [lines, state.promo, serviceType, state.useCashback, isDelivery, quote.price, user, deliverySettings]);
  const orderBranch = isDelivery ? quote.branch : branches?.find((b) => b.id === (atTable ? atTable.branchId : state.branchId)) ?? null;

  // At a closed branch only a later time: its next opening preselected.
  const closed = closedBranchOf(orderBranch, serviceType, now, { t, message, language });
  useLaterAtOpening(closed, state, update);

  const placement = usePlaceOrder({
    state, update, token, user, lines, address, entrance, isDelivery, quote, orderBranch, atTable,
    productPrice: basketTotals.productPrice, totals, closed, language,
  });
  // The address problem found on "place order" stays up only while it holds: once an address is
  // chosen (or the one chosen is inside an area), the message goes without another click.
  const shownAddressProblem = placement.problems.address
    ? addressProblem({ serviceType, address, outOfArea: isDelivery && quote.status === 'out-of-area', language })
    : undefined;

  // Inside Telegram its MainButton places the order (the same `place`), with the total and a
  // spinner while it is sent; the page's own button is then left out.
  const hostButton = useMainAction(placement.placedId === null && lines.length
    ? { text: `${t('placeOrder')} · ${formatSum(totals.totalPrice, language)}`, onClick: () => void placement.place(), progress: placement.placing }
    : null);

  return {
    ...placement, token, user, lines, offeredPromo, address, entrance, state, update, settingsSettled, deliverySettings, services, payments,
    cardsOn, cards, serviceType, isDelivery, serviceBranches, atTable, productPrice: basketTotals.productPrice, quote, totals, orderBranch,
    closed, shownAddressProblem, hostButton, now,
  };
}
