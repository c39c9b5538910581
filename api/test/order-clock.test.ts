import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { releaseDueOrders } from '../src/domains/orders/clock';
import { RIDE_MOVES, SIMULATED_COURIER, simulateStep } from '../src/simulation/order-simulator';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';
import { CENTRE, demoDeliveryCase, deliveryDraft } from './helpers/orders';

let api: TestApi;
let customer: { token: string; userId: number };
beforeAll(async () => {
  api = await startTestApi();
  customer = await telegramLogin(api, 'demo', { id: 9_800_000_001, first_name: 'Clock' });
});
afterAll(async () => { await api?.close(); });

let keySeq = 0;
async function place(serviceType: 'DELIVERY' | 'PICK_UP'): Promise<number> {
  const demo = api.merchantId('demo');
  const { branchId, productId } = await demoDeliveryCase(api.handle.db, demo);
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders',
    payload: { ...deliveryDraft(branchId, productId), serviceType, ...(serviceType === 'PICK_UP' ? { address: null } : {}) },
    headers: { merchant: String(demo), authorization: `Bearer ${customer.token}`, 'idempotency-key': `clock-${++keySeq}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const orderRow = (id: number) => api.handle.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** A step far enough in the future that every order in progress is due to move once. */
let future = Date.now() + 3_600_000;
const step = () => simulateStep(api.handle.db, { now: new Date((future += 3_600_000)), stepMs: 1000 });

describe('scheduled orders', () => {
  it('become CREATED when their time comes, on behalf of the clock, and not before', async () => {
    const id = await place('DELIVERY');
    const at = new Date(Date.now() + 10 * 60_000);
    await api.handle.db.updateTable('orders').set({ status: 'AT_TIME', atTime: at }).where('id', '=', id).execute();
    await releaseDueOrders(api.handle.db, new Date(at.getTime() - 1000));
    expect((await orderRow(id)).status).toBe('AT_TIME');
    expect(await releaseDueOrders(api.handle.db, at)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(id)).status).toBe('CREATED');
    const history = await api.handle.db.selectFrom('orderHistory').select(['actor', 'fromStatus', 'toStatus']).where('orderId', '=', id).execute();
    expect(history).toEqual([{ actor: 'TIME', fromStatus: 'AT_TIME', toStatus: 'CREATED' }]);
  });
});

describe('the order simulator', () => {
  it('takes a delivery through its whole life, the courier riding from the branch to the address', async () => {
    const id = await place('DELIVERY');
    const seen: string[] = [];
    const positions: number[] = [];
    for (let i = 0; i < 6 + RIDE_MOVES + 4 && (await orderRow(id)).status !== 'CLOSED'; i++) {
      await step();
      const row = await orderRow(id);
      seen.push(row.status);
      if (row.courier?.latitude != null) positions.push(Math.hypot(row.courier.latitude - CENTRE.latitude, row.courier.longitude! - CENTRE.longitude));
    }
    expect([...new Set(seen)]).toEqual(['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED']);
    // Each move brings the courier closer to the address, ending on it.
    for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeLessThanOrEqual(positions[i - 1] + 1e-9);
    expect(positions.at(-1)).toBeLessThan(1e-6);
    const row = await orderRow(id);
    expect(row).toMatchObject({ courierId: SIMULATED_COURIER.id, courierStatus: 'DELIVERED_FINISH' });
    expect(row.acceptedTime && row.cookingTime && row.readyTime && row.deliveredAt).toBeTruthy();
  });

  it('hands a pick-up over at the branch and closes it, with no courier', async () => {
    const id = await place('PICK_UP');
    for (let i = 0; i < 5; i++) await step();
    const row = await orderRow(id);
    expect(row.status).toBe('CLOSED');
    expect(row.courier).toBeNull();
  });

  it('is on by default outside production, paced by ORDER_SIMULATOR_STEP_MS, and refused in production', () => {
    expect(configFromEnv({ NODE_ENV: 'development' }).orderSimulator).toEqual({ stepMs: 15_000 });
    expect(configFromEnv({ NODE_ENV: 'development', ORDER_SIMULATOR_STEP_MS: '2000' }).orderSimulator).toEqual({ stepMs: 2000 });
    expect(configFromEnv({ NODE_ENV: 'development', ORDER_SIMULATOR: 'off' }).orderSimulator).toBeNull();
    expect(configFromEnv({ NODE_ENV: 'production', PAYMENTS_MODE: 'live' }).orderSimulator).toBeNull();
    expect(() => configFromEnv({ NODE_ENV: 'production', ORDER_SIMULATOR: 'on' })).toThrow(/refused/);
  });
});
