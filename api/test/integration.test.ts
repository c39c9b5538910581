import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Courier, Order } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase, deliveryDraft } from './helpers/orders';

// Only their hashes are seeded; merchants' systems send the keys themselves.
const DEMO_KEY = 'demo-integration-key-for-tests-0001';
const MIM_KEY = 'mim-integration-key-for-tests-00001';
process.env.SEED_INTEGRATION_KEY_DEMO = DEMO_KEY;
process.env.SEED_INTEGRATION_KEY_MIM = MIM_KEY;

let api: TestApi;
let customer: { token: string; userId: number };
beforeAll(async () => {
  api = await startTestApi();
  customer = await telegramLogin(api, 'demo', { id: 9_700_000_001, first_name: 'Lifecycle' });
});
afterAll(async () => { await api?.close(); });

let keySeq = 0;
async function placeDelivery(serviceType: 'DELIVERY' | 'PICK_UP' = 'DELIVERY'): Promise<number> {
  const demo = api.merchantId('demo');
  const { branchId, productId } = await demoDeliveryCase(api.handle.db, demo);
  const draft = { ...deliveryDraft(branchId, productId), serviceType, ...(serviceType === 'PICK_UP' ? { address: null } : {}) };
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', payload: draft,
    headers: { merchant: String(demo), authorization: `Bearer ${customer.token}`, 'idempotency-key': `lifecycle-${++keySeq}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const setStatus = (orderId: number, status: string, key = DEMO_KEY) => api.app.inject({
  method: 'PUT', url: `/orders/v1/integration/orders/${orderId}/status`, payload: { status },
  headers: key ? { 'x-integration-key': key } : {},
});
const reportCourier = (orderId: number, payload: Record<string, unknown>, key = DEMO_KEY) => api.app.inject({
  method: 'PUT', url: `/orders/v1/integration/orders/${orderId}/courier`, payload, headers: { 'x-integration-key': key },
});
const customerGet = (url: string) => api.app.inject({
  method: 'GET', url, headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${customer.token}` },
});

describe('the integration API of merchants\' systems', () => {
  it('moves a delivery along its life, stamping each step, and the customer sees it', async () => {
    const id = await placeDelivery();
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']) {
      const res = await setStatus(id, status);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(Order.parse(res.json()).status).toBe(status);
    }
    const order = Order.parse((await customerGet(`/orders/v1/orders/${id}`)).json());
    expect(order.status).toBe('CLOSED');
    for (const stamp of ['acceptedTime', 'cookingTime', 'readyTime', 'deliveredAt'] as const) expect(order[stamp], stamp).toBeTruthy();
    const history = await api.handle.db.selectFrom('orderHistory').select(['kind', 'fromStatus', 'toStatus', 'actor'])
      .where('orderId', '=', id).orderBy('id').execute();
    expect(history.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual([
      'CREATED→ACCEPTED', 'ACCEPTED→COOKING', 'COOKING→DONE', 'DONE→ON_WAY', 'ON_WAY→DELIVERED', 'DELIVERED→CLOSED',
    ]);
    expect(history.every((row) => row.kind === 'CHANGE_STATUS' && row.actor === 'MERCHANT')).toBe(true);
    // The archive now holds it.
    const archive = (await customerGet(`/orders/v1/orders/user/${customer.userId}?onlyArchive=true`)).json();
    expect(archive.content.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('refuses with 409 and a description a step the lifecycle does not allow, and repeats are harmless', async () => {
    const id = await placeDelivery();
    const skipped = await setStatus(id, 'DELIVERED');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'ORDER_TRANSITION_REFUSED', description: expect.stringMatching(/создан.*доставлен/) });
    expect((await setStatus(id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await setStatus(id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await setStatus(id, 'CREATED')).statusCode).toBe(409);
    const pickUp = await placeDelivery('PICK_UP');
    for (const status of ['ACCEPTED', 'COOKING', 'DONE']) expect((await setStatus(pickUp, status)).statusCode).toBe(200);
    expect((await setStatus(pickUp, 'ON_WAY')).statusCode).toBe(409);
    expect((await setStatus(pickUp, 'CLOSED')).statusCode).toBe(200);
  });

  it('is 401 without the merchant\'s key, before the body is read, and 404 for another merchant\'s order', async () => {
    const id = await placeDelivery();
    for (const key of ['', 'wrong-key-wrong-key-wrong-key', DEMO_KEY.toUpperCase()]) {
      const res = await setStatus(id, 'ACCEPTED', key);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INTEGRATION_KEY_INVALID');
    }
    const garbled = await api.app.inject({ method: 'PUT', url: `/orders/v1/integration/orders/${id}/status`, payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(garbled.statusCode).toBe(401);
    const foreign = await setStatus(id, 'ACCEPTED', MIM_KEY);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND');
    expect((await setStatus(id, 'ACCEPTED')).statusCode).toBe(200);
    const bad = await setStatus(id, 'SOMEWHERE');
    expect(bad.statusCode).toBe(400);
  });

  it('records the courier a system reports, with each courier status in the history, and the customer sees them', async () => {
    const id = await placeDelivery();
    expect((await customerGet(`/deliveries/v1/delivery/courier/${id}`)).json().code).toBe('COURIER_NOT_ASSIGNED');
    expect((await reportCourier(id, { courierStatus: 'FOUND', name: 'Jasur' })).json().code).toBe('COURIER_ID_REQUIRED');
    const found = await reportCourier(id, { id: 501, courierStatus: 'FOUND', name: 'Jasur Qodirov', phone: '998901112233', latitude: 41.3, longitude: 69.24 });
    expect(found.statusCode, found.body).toBe(200);
    expect(Order.parse(found.json())).toMatchObject({ courierStatus: 'FOUND', courierId: 501 });
    expect((await reportCourier(id, { courierStatus: 'PICKUPED', latitude: 41.31, longitude: 69.25 })).statusCode).toBe(200);
    const courier = Courier.parse((await customerGet(`/deliveries/v1/delivery/courier/${id}`)).json());
    expect(courier).toMatchObject({ id: 501, status: 'PICKUPED', latitude: 41.31, longitude: 69.25, user: { firstName: 'Jasur', lastName: 'Qodirov', phone: '998901112233' } });
    const kinds = await api.handle.db.selectFrom('orderHistory').select(['kind', 'courierStatus']).where('orderId', '=', id).orderBy('id').execute();
    expect(kinds).toEqual([{ kind: 'CHANGE_COURIER_STATUS', courierStatus: 'FOUND' }, { kind: 'CHANGE_COURIER_STATUS', courierStatus: 'PICKUPED' }]);
    expect((await reportCourier(id, { latitude: 91 })).statusCode).toBe(400);
    const pickUp = await placeDelivery('PICK_UP');
    expect((await reportCourier(pickUp, { id: 1, name: 'X' })).json().code).toBe('COURIER_NOT_FOR_THIS_ORDER');
  });
});

describe('the customer cancels', () => {
  const cancel = (orderId: number, reason = 'Rejam o\'zgardi', token = customer.token) => api.app.inject({
    method: 'POST', url: `/orders/v1/orders/${orderId}/cancel`, payload: { reason },
    headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${token}` },
  });

  it('before the merchant accepts, with the reason kept; after that, 409 with a message', async () => {
    const early = await placeDelivery();
    const res = await cancel(early);
    expect(res.statusCode, res.body).toBe(200);
    expect(Order.parse(res.json()).status).toBe('CANCELED');
    const row = await api.handle.db.selectFrom('orders').select(['cancelReason']).where('id', '=', early).executeTakeFirstOrThrow();
    expect(row.cancelReason).toBe('Rejam o\'zgardi');
    const history = await api.handle.db.selectFrom('orderHistory').select(['actor', 'toStatus']).where('orderId', '=', early).execute();
    expect(history).toEqual([{ actor: 'CUSTOMER', toStatus: 'CANCELED' }]);

    const late = await placeDelivery();
    await setStatus(late, 'ACCEPTED');
    const refused = await cancel(late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', description: expect.stringMatching(/[А-Яа-я]/) });
    expect((await cancel(late, '')).statusCode).toBe(400);
  });

  it('never another customer\'s order, and a paid order\'s payment is marked for refund', async () => {
    const id = await placeDelivery();
    const other = await telegramLogin(api, 'demo', { id: 9_700_000_002, first_name: 'Other' });
    const foreign = await cancel(id, 'x', other.token);
    expect(foreign.statusCode).toBe(404);
    await api.handle.db.updateTable('orders').set({ isPaid: true }).where('id', '=', id).execute();
    await api.handle.db.insertInto('payments').values({
      publicId: `refund-test-${id}`, merchantId: api.merchantId('demo'), orderId: id, provider: 'CLICK', mode: 'SIMULATED',
      amount: 1000, status: 'PAID', returnUrl: 'http://localhost:3000/profile/orders/1',
    }).execute();
    expect((await cancel(id)).statusCode).toBe(200);
    const payment = await api.handle.db.selectFrom('payments').select('status').where('orderId', '=', id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('REFUND_PENDING');
  });
});
