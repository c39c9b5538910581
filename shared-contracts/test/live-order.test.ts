import type { Order, OrderEvent } from '../src/entities/order';
import { applyOrderEvent, mergeOrderEvent, notificationText } from '../src/rules/live-order';

const order = (id: number, status: Order['status']): Order => ({
  id, merchantId: 1, status, source: 'CLIENT_WEB', serviceType: 'DELIVERY', paymentType: 'CASH', isPaid: false, cartItems: [],
  totals: { totalProductPrice: 0, totalProductDiscount: 0, productPrice: 0, productDiscount: 0, productCount: 0, totalPrice: 0, totalDiscount: 0, deliveryPrice: 0, deliveryDiscount: 0 },
});
const event = (id: number, status: OrderEvent['status']): OrderEvent => ({
  id, status, serviceType: 'DELIVERY', courier: { name: 'Jasur', phone: '998901112233', latitude: 41.3, longitude: 69.2 }, courierStatus: 'PICKUPED',
  isPaid: false, timeline: [{ status: 'CREATED', at: '2026-11-23T10:00:00Z' }, { status, at: '2026-11-23T10:05:00Z' }],
});

describe('live order events', () => {
  it('lay the live state over the order, keeping what the event does not carry', () => {
    const merged = mergeOrderEvent(order(1, 'CREATED'), event(1, 'ON_WAY'));
    expect(merged).toMatchObject({ id: 1, status: 'ON_WAY', courierStatus: 'PICKUPED', courier: { name: 'Jasur' }, paymentType: 'CASH' });
    expect(merged.timeline?.map((t) => t.status)).toEqual(['CREATED', 'ON_WAY']);
  });

  it('keep the active list: updated, finished orders out, unknown active orders mean a reload', () => {
    const list = [order(1, 'CREATED'), order(2, 'COOKING')];
    expect(applyOrderEvent(list, event(1, 'ACCEPTED'))).toMatchObject([{ id: 1, status: 'ACCEPTED' }, { id: 2, status: 'COOKING' }]);
    expect(applyOrderEvent(list, event(2, 'DELIVERED'))).toMatchObject([{ id: 1 }]);
    expect(applyOrderEvent(list, event(3, 'CREATED'))).toBe('reload');
    expect(applyOrderEvent(list, event(3, 'CANCELED'))).toHaveLength(2);
  });
});

describe('notificationText', () => {
  it('words an order\'s new status in the customer\'s language, and a message as the merchant wrote it', () => {
    const status = { id: 1, kind: 'ORDER_STATUS' as const, orderId: 42, orderNumber: '42', status: 'ON_WAY' as const, read: false, createdDate: '2026-11-23T10:00:00Z' };
    expect(notificationText(status, 'ru')).toBe('Заказ № 42: В пути');
    expect(notificationText(status, 'uz')).toBe("Buyurtma № 42: Yo'lda");
    expect(notificationText({ ...status, kind: 'MESSAGE', text: 'Salom!', status: null }, 'eng')).toBe('Salom!');
  });
});
