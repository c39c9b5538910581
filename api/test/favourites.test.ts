import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { Product } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

let nextTelegramId = 8_100_000_000;
const newCustomer = (sub = 'demo') => telegramLogin(api, sub, { id: nextTelegramId++, first_name: 'Fav' });
const headers = (token?: string, sub = 'demo') => ({
  merchant: String(api.merchantId(sub)),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const list = (userId: number, token?: string, sub = 'demo') => api.app.inject({
  method: 'GET', url: `/products/v1/favourite/all?userId=${userId}&isFavourite=true`, headers: headers(token, sub),
});
const add = (productId: number, token?: string, sub = 'demo') => api.app.inject({
  method: 'POST', url: '/products/v1/favourite', headers: headers(token, sub), payload: { productId },
});
const remove = (productId: number, token?: string, sub = 'demo') => api.app.inject({
  method: 'DELETE', url: `/products/v1/favourite/${productId}`, headers: headers(token, sub),
});
const activeProducts = async (sub: string) =>
  (await api.handle.db.selectFrom('products').select('id')
    .where('merchantId', '=', api.merchantId(sub)).where('active', '=', true).orderBy('id').limit(5).execute()).map((p) => p.id);

describe('favourites', () => {
  it('are added, listed newest first in the Product shape, and removed', async () => {
    const { token, userId } = await newCustomer();
    const [a, b, c] = await activeProducts('demo');
    expect((await list(userId, token)).json()).toEqual([]);
    for (const id of [a, b, c]) {
      const res = await add(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const res = await list(userId, token);
    expect(res.statusCode).toBe(200);
    const products = z.array(Product).parse(res.json());
    expect(products.map((p) => p.id)).toEqual([c, b, a]);
    const rows = await api.handle.db.selectFrom('favourites').select(['id', 'productId']).where('userId', '=', userId).execute();
    for (const p of products) {
      expect(p).toMatchObject({ isFavourite: true, favourite: true, productId: p.id });
      expect(p.favaoriteId).toBe(rows.find((r) => r.productId === p.id)!.id);
    }
    // The same mapping as the menu: apart from the favourite marks, the product is the menu's.
    const menu = (await api.app.inject({ method: 'GET', url: '/products/v1/overalls', headers: headers() })).json();
    const inMenu = menu.products.find((p: { id: number }) => p.id === a);
    // The menu leaves null fields out (absent and null mean the same to the contracts).
    const withoutNulls = (value: object) => JSON.parse(JSON.stringify(value, (_k, v) => (v === null ? undefined : v)));
    expect(withoutNulls({ ...products[2], favaoriteId: null, isFavourite: false, favourite: false })).toEqual(inMenu);

    expect((await remove(b, token)).json()).toEqual({ success: true });
    expect((await list(userId, token)).json().map((p: { id: number }) => p.id)).toEqual([c, a]);
    // Removing what is not a favourite is still success.
    const again = await remove(b, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
  });

  it('keep one row when a product is added twice', async () => {
    const { token, userId } = await newCustomer();
    const [a] = await activeProducts('demo');
    expect((await add(a, token)).statusCode).toBe(200);
    const second = await add(a, token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ success: true });
    const rows = await api.handle.db.selectFrom('favourites').selectAll().where('userId', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect((await list(userId, token)).json()).toHaveLength(1);
  });

  it("of another customer are a 404 and never shown", async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const [a] = await activeProducts('demo');
    await add(a, first.token);
    const res = await list(first.userId, second.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND', description: expect.any(String) });
    expect(res.body).not.toContain('favaoriteId');
    expect((await list(second.userId, second.token)).json()).toEqual([]);
    // Unknown user id: the same 404.
    expect((await list(999_999, first.token)).statusCode).toBe(404);
    // The second customer's remove does not touch the first one's row.
    await remove(a, second.token);
    expect((await list(first.userId, first.token)).json()).toHaveLength(1);
  });

  it('refuse a product of another merchant, an unknown one and an inactive one with 404', async () => {
    const { token, userId } = await newCustomer('demo');
    const [foreign] = await activeProducts('mim');
    const foreignRes = await add(foreign, token);
    expect(foreignRes.statusCode).toBe(404);
    expect(foreignRes.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', description: expect.any(String) });
    expect((await add(99_999_999, token)).statusCode).toBe(404);
    const [, , , , inactive] = await activeProducts('demo');
    await api.handle.db.updateTable('products').set({ active: false }).where('id', '=', inactive).execute();
    try {
      expect((await add(inactive, token)).statusCode).toBe(404);
    } finally {
      await api.handle.db.updateTable('products').set({ active: true }).where('id', '=', inactive).execute();
    }
    expect(await api.handle.db.selectFrom('favourites').selectAll().where('userId', '=', userId).execute()).toEqual([]);
  });

  it('drop out of the list when the product is taken off the menu', async () => {
    const { token, userId } = await newCustomer();
    const [a, b] = await activeProducts('demo');
    await add(a, token);
    await add(b, token);
    await api.handle.db.updateTable('products').set({ active: false }).where('id', '=', a).execute();
    try {
      expect((await list(userId, token)).json().map((p: { id: number }) => p.id)).toEqual([b]);
    } finally {
      await api.handle.db.updateTable('products').set({ active: true }).where('id', '=', a).execute();
    }
  });

  it('need a token: anonymous calls are 401', async () => {
    const { userId } = await newCustomer();
    const [a] = await activeProducts('demo');
    for (const res of [await list(userId), await add(a), await remove(a)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it("of merchant A's token are a 401 under merchant B's header", async () => {
    const { token, userId } = await newCustomer('demo');
    expect((await list(userId, token, 'mim')).statusCode).toBe(401);
  });
});
