import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MAX_COMMENT_LENGTH, MAX_ID, MAX_LINE_COUNT, Order } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

/** The contracts' bounds as the API applies them: a client's excess is a 400 in Russian, never a 5xx. */

let api: TestApi;
let alice: { token: string; userId: number };
let branch: number;
let product: number;

const headers = () => ({ merchant: String(api.merchantId('demo')), authorization: `Bearer ${alice.token}` });
const draft = (count: number, extra: Record<string, unknown> = {}) => ({
  serviceType: 'PICK_UP', paymentType: 'CLICK', branch: { id: branch },
  cartItems: [{ product: { id: product, costPrice: 1, discount: 0, count, productBranch: null }, modifications: [] }],
  ...extra,
});
const placeOrder = (payload: unknown) => api.app.inject({ method: 'POST', url: '/orders/v1/orders', headers: headers(), payload: payload as object });

function expectValidationError(res: { statusCode: number; json(): any }) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.description).toMatch(/[а-я]/);
}

beforeAll(async () => {
  api = await startTestApi();
  alice = await telegramLogin(api, 'demo', { id: 7_500_000_001, first_name: 'Alice' });
  const db = api.handle.db;
  const demo = api.merchantId('demo');
  branch = (await db.selectFrom('branches').select('id').where('merchantId', '=', demo).where('address', 'like', '%Chilonzor%').executeTakeFirstOrThrow()).id;
  product = (await db.selectFrom('products').innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id').where('products.merchantId', '=', demo).where('products.active', '=', true).where('products.type', '=', 'NONE')
    .where('productBranches.branchId', '=', branch).where('productBranches.isActive', '=', true).where('productBranches.amount', 'is', null)
    .where(sql<boolean>`products.systems = '[]'::jsonb`).where('products.costPrice', '>=', 10000)
    .orderBy('products.id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await api?.close(); });

describe('ids past the database integer', () => {
  it('are refused as input, in paths, queries and bodies', async () => {
    const get = (url: string) => api.app.inject({ method: 'GET', url, headers: headers() });
    for (const url of [
      `/users/v1/branches/${MAX_ID + 1}`, `/orders/v1/orders/${MAX_ID + 1}`, `/payments/v2/checkout/${MAX_ID + 1}`,
      `/support/v1/vacancies/${MAX_ID + 1}`, `/deliveries/v1/areas/${MAX_ID + 1}`, `/users/v1/branches/full?cityId=${MAX_ID + 1}`,
      `/products/v1/favourite/all?userId=${MAX_ID + 1}`,
    ]) expectValidationError(await get(url));
    expectValidationError(await placeOrder(draft(1, { payment: { id: MAX_ID + 1 } })));
    expectValidationError(await api.app.inject({ method: 'POST', url: '/products/v1/favourite', headers: headers(), payload: { productId: MAX_ID + 1 } }));
    // The largest stored id is a plain "not found".
    expect((await get(`/users/v1/branches/${MAX_ID}`)).statusCode).toBe(404);
  });
});

describe('text a database cannot hold', () => {
  it('NUL and lone surrogates are refused in paths and in every text of a body', async () => {
    const get = (url: string) => api.app.inject({ method: 'GET', url, headers: headers() });
    expectValidationError(await get('/users/v1/merchants/sub/%00'));
    expectValidationError(await get('/orders/v1/promos/code/a%00b'));
    expectValidationError(await placeOrder(draft(1, { comment: 'a\u0000b' })));
    expectValidationError(await placeOrder(draft(1, { entrance: '\ud800' })));
    const address = (fields: Record<string, unknown>) => api.app.inject({
      method: 'POST', url: `/users/v1/addresses/user/${alice.userId}`, headers: headers(),
      payload: { type: 'HOUSE', latitude: 41.3, longitude: 69.27, ...fields },
    });
    expectValidationError(await address({ name: '\u0000' }));
    expectValidationError(await address({ streetName: 'x\udc00' }));
    // An emoji is a surrogate pair, not a lone one.
    expect((await address({ name: 'Uy 🏠' })).statusCode).toBe(200);
  });
});

describe('counts and texts of an order', () => {
  it('refuses a line of 1,000,000,000 pieces and a 200,000-character text', async () => {
    expectValidationError(await placeOrder(draft(1_000_000_000)));
    expectValidationError(await placeOrder(draft(MAX_LINE_COUNT + 1)));
    expectValidationError(await placeOrder(draft(1, { note: 'я'.repeat(200_000) })));
    expectValidationError(await placeOrder(draft(1, { comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) })));
  });

  it('prices a line of MAX_LINE_COUNT pieces exactly and checks it out', async () => {
    const res = await placeOrder(draft(MAX_LINE_COUNT, { comment: 'x'.repeat(MAX_COMMENT_LENGTH) }));
    expect(res.statusCode, res.body).toBe(200);
    const order = Order.parse(res.json());
    expect(order.cartItems[0].product.count).toBe(MAX_LINE_COUNT);
    expect(Number.isSafeInteger(order.totals.totalPrice * 100)).toBe(true);
    const checkout = await api.app.inject({ method: 'GET', url: `/payments/v2/checkout/${order.id}`, headers: headers() });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });
});
