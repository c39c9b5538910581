import { useRef, useState } from 'react';
import { appLink, type Branch, type EntranceInfo, type Language, type Order, type User } from '@storefront/contracts';
import type { ApiClient, BasketLine, DineInTable, DraftAddress, TelegramContext } from '@storefront/runtime';
import type { ComputedTotals } from '@storefront/contracts/rules';
import { goToLogin, useMountProps } from '@storefront/ui';
import { useNavigate } from '@storefront/ui/router';
import { afterOrder, newIdempotencyKey, type CheckoutState } from './checkout-state';
import { buildOrderRequest } from './order-request';
import { paymentPageOf, submitOrder } from './submit-order';
import type { ClosedBranch } from './TimeSection';
import type { DeliveryQuote } from './useDeliveryQuote';
import { validateCheckout, type Problems } from './validate';

export interface PlaceOrderInput {
  state: CheckoutState;
  update: (change: Partial<CheckoutState> | ((s: CheckoutState) => CheckoutState)) => void;
  token: string | null;
  user: User | null;
  lines: BasketLine[];
  address: DraftAddress | null;
  entrance: EntranceInfo;
  isDelivery: boolean;
  quote: DeliveryQuote;
  orderBranch: Branch | null;
  atTable: DineInTable | null;
  productPrice: number;
  totals: ComputedTotals;
  closed: ClosedBranch | null;
  language: Language;
}

/**
 * Placing the order: offline and login first, then the checkout's problems, then one request per
 * draft (its Idempotency-Key), then the provider's page for Click, Payme and Uzum, or the order.
 */
export function usePlaceOrder(input: PlaceOrderInput) {
  const navigate = useNavigate();
  const { api, bus, data, telegram } = useMountProps();
  const [problems, setProblems] = useState<Problems>({});
  // Offline (issue 34): the order needs the network; the basket stays as it is.
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<number | null>(null);
  const placingRef = useRef(false);

  const place = async () => {
    const { state, update, user, address, isDelivery, quote, orderBranch, atTable } = input;
    if (placingRef.current) return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    setNeedsNetwork(offline);
    if (offline) {
      bus.emit('order/failed', { reason: 'refused', code: 'OFFLINE' });
      return;
    }
    if (!input.token || !user) {
      goToLogin(navigate, '/checkout');
      return;
    }
    const found = validateCheckout({
      state, address, outOfArea: isDelivery && quote.status === 'out-of-area', branch: orderBranch,
      productPrice: input.productPrice, now: new Date(), orderableNow: !input.closed, language: input.language,
    });
    setProblems(found);
    if (Object.keys(found).length) {
      bus.emit('order/failed', { reason: 'invalid' });
      requestAnimationFrame(() => document.querySelector('.bc-checkout [role=alert]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    if (isDelivery && quote.status === 'loading') return;
    placingRef.current = true;
    setPlacing(true);
    const key = state.idempotencyKey ?? newIdempotencyKey();
    if (key !== state.idempotencyKey) update({ idempotencyKey: key });
    const body = buildOrderRequest({
      state, lines: input.lines, address, entrance: input.entrance, branchId: orderBranch?.id ?? null, cityId: orderBranch?.cityId ?? null,
      user, merchantId: data.merchant.id, totals: input.totals, tableId: atTable?.tableId ?? null,
    });
    const outcome = await submitOrder(api, { body, idempotencyKey: key, later: state.later, fromTelegram: telegram.active });
    if (outcome.status === 'refused') {
      bus.emit('order/failed', { reason: 'refused', code: outcome.code });
      if (outcome.code === 'NETWORK_ERROR' || outcome.code === 'TIMEOUT') setNeedsNetwork(true);
      if (outcome.code === 'IDEMPOTENCY_CONFLICT') update({ idempotencyKey: null });
      placingRef.current = false;
      setPlacing(false);
      return;
    }
    // Spec §4 after a successful order: the store resets the draft and keeps the id. The success
    // notice is the order page's, told once there and only while it is true: a card refused a
    // moment later, or a payment cancelled at the provider, must not sit beside a green "confirmed".
    setPlacedId(outcome.order.id);
    bus.emit('order/placed', { orderId: outcome.order.id });
    update(afterOrder);
    await leaveForPayment(outcome.order, { paidByCard: !!body.cardId, api, telegram, navigate });
  };

  return { problems, setProblems, needsNetwork, placing, placedId, place };
}

/** After the order: the provider's page to pay it, else the order's own page. */
async function leaveForPayment(order: Order, { paidByCard, api, telegram, navigate }: {
  paidByCard: boolean; api: ApiClient; telegram: TelegramContext; navigate: (to: string) => void;
}) {
  // A saved card was charged by the server already: the order page shows paid, or the refusal.
  const paymentUrl = paidByCard ? null : await paymentPageOf(api, order);
  // Inside Telegram the provider's page opens beside the Mini App (openLink), which stays on the
  // order's page where the payment's outcome arrives live; its "Pay" button is there if needed.
  if (paymentUrl && telegram.openLink) telegram.openLink(paymentUrl);
  else if (paymentUrl) {
    window.location.assign(paymentUrl);
    return;
  }
  navigate(appLink('/profile/orders/:id', { id: order.id }));
}
