import type { Order, OrderEvent } from '../entities/order';
import { isOrderActive } from './order-status';

/** An order as read from the API, with the live state of a stream event about it laid over it. */
export function mergeOrderEvent<O extends Order>(order: O, event: OrderEvent): O {
  const { id: _id, ...live } = event;
  return { ...order, ...live };
}

/**
 * A list of active orders after one live event: an order that changed takes its new state, one
 * that finished leaves the list, and an active order the list does not know yet (placed in another
 * tab or device) means the list must be read again ('reload').
 */
export function applyOrderEvent(list: readonly Order[], event: OrderEvent): Order[] | 'reload' {
  const index = list.findIndex((order) => order.id === event.id);
  if (!isOrderActive(event.status)) return index === -1 ? [...list] : list.filter((order) => order.id !== event.id);
  if (index === -1) return 'reload';
  const next = [...list];
  next[index] = mergeOrderEvent(list[index]!, event);
  return next;
}
