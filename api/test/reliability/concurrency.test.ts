import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/api';
import { telegramLogin } from '../helpers/telegram';
import { demoDeliveryCase, deliveryDraft } from '../helpers/orders';
import { recordReliability } from './results';

const CUSTOMERS = 200;
let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

describe('concurrent checkouts', () => {
  it(`${CUSTOMERS} customers placing an order at the same moment (a quarter of them twice with one key) make exactly ${CUSTOMERS} orders`, async () => {
    const demo = api.merchantId('demo');
    const { branchId, productId } = await demoDeliveryCase(api.handle.db, demo);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) =>
      telegramLogin(api, 'demo', { id: 9_500_000_000 + i, first_name: `Load${i}` })));
    const submit = (customer: { token: string }, key: string) => api.app.inject({
      method: 'POST', url: '/orders/v1/orders', payload: deliveryDraft(branchId, productId, 1 + (customer.token.charCodeAt(0) % 3)),
      headers: { merchant: String(demo), authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
    });
    const started = performance.now();
    const answers = await Promise.all(customers.flatMap((customer, i) => {
      const key = `load-${i}-${customer.userId}`;
      return i % 4 === 0 ? [submit(customer, key), submit(customer, key)] : [submit(customer, key)];
    }));
    const ms = performance.now() - started;

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const answeredIds = new Set(answers.map((answer) => answer.json().id as number));
    expect(answeredIds.size).toBe(CUSTOMERS);
    const rows = await api.handle.db.selectFrom('orders').select(['id', 'userId'])
      .where('userId', 'in', customers.map((c) => c.userId)).execute();
    expect(rows).toHaveLength(CUSTOMERS);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(CUSTOMERS);
    expect(rows.every((row) => answeredIds.has(row.id))).toBe(true);
    await recordReliability('concurrency', { customers: CUSTOMERS, requests: answers.length, orders: rows.length, lost: CUSTOMERS - rows.length, doubled: rows.length - new Set(rows.map((row) => row.userId)).size, ms: Math.round(ms) });
  });
});
