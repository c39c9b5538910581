import { routes, type Order, type OrderRequest } from '@storefront/contracts';
import type { ApiClient } from '@storefront/runtime';
import { isOnlinePayment } from '@storefront/contracts/rules';

export type SubmitOutcome = { status: 'placed'; order: Order } | { status: 'refused'; code: string };

/**
 * Sends the draft once: a scheduled order to its own call, with the draft's Idempotency-Key (a
 * retry of the same draft gives the same order) and the Telegram channel header inside the Mini
 * App. A refusal's notice is the API client's; the caller only learns its code.
 */
export async function submitOrder(
  api: ApiClient,
  { body, idempotencyKey, later, fromTelegram }: { body: OrderRequest; idempotencyKey: string; later: boolean; fromTelegram: boolean },
): Promise<SubmitOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKey };
  if (fromTelegram) headers['x-order-channel'] = 'TG';
  const { data: order, error } = await api.call(later ? routes.orderCreateAtTime : routes.orderCreate, { body, headers });
  return error ? { status: 'refused', code: error.code } : { status: 'placed', order };
}

/** Where to pay an order placed with Click, Payme or Uzum, or null when nothing is to be paid there. */
export async function paymentPageOf(api: ApiClient, order: Order): Promise<string | null> {
  if (!isOnlinePayment(order.paymentType) || order.totals.totalPrice <= 0) return null;
  const { data: checkout } = await api.call(routes.paymentCheckout, { params: { id: order.id } });
  return checkout?.url ?? null;
}
