import type { Notification, Order, OrderEvent } from '../entities/order';
import { ORDER_STATUS_TEXTS } from './status-texts';
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

const ORDER_NOTICE: Record<'uz' | 'ru' | 'eng', string> = {
  uz: 'Buyurtma № {number}: {status}',
  ru: 'Заказ № {number}: {status}',
  eng: 'Order № {number}: {status}',
};

/** What a notification says to the customer: the merchant's text, or the order's number and new status. */
export function notificationText(notification: Notification, language: 'uz' | 'ru' | 'eng'): string {
  if (notification.kind === 'MESSAGE') return notification.text ?? '';
  const status = notification.status ? ORDER_STATUS_TEXTS[language][notification.status] : '';
  return ORDER_NOTICE[language].replace('{number}', String(notification.orderNumber ?? notification.orderId ?? '')).replace('{status}', status);
}
