import { describe, expect, it } from 'vitest';
import { routes, type ApiClient, type Overall } from '@storefront/contracts';
import { loadMerchantData } from '../src/boot/merchant-data';

const menu = (price: number) => ({ categories: [{ id: 1, name: { ru: 'Бургеры' } }], products: [{ id: 7, categoryId: 1, costPrice: price }] }) as unknown as Overall;

/** The API as the start sees it: the merchant's data, and the menu answers given in turn. */
function apiWithMenus(...menus: Overall[]): ApiClient {
  const answers = new Map<unknown, () => unknown>([
    [routes.merchantBySub, () => ({ id: 2 })],
    [routes.webSettings, () => ({ storiesActive: false })],
    [routes.cities, () => []],
    [routes.policies, () => []],
    [routes.overalls, () => menus.shift()],
  ]);
  return { call: async (route: unknown) => ({ data: answers.get(route)?.() ?? null, error: null }) } as unknown as ApiClient;
}

describe('the menu of the start and its delayed refresh (spec §4)', () => {
  it('delivers the refreshed menu when it changed', async () => {
    const data = await loadMerchantData(apiWithMenus(menu(45_000), menu(47_000)), 'demo', 'WEB', () => {});
    const delivered: (Overall | null)[] = [];
    data.overall$.subscribe((overall) => delivered.push(overall));
    await data.refreshOverall();
    expect(delivered.map((overall) => overall?.products[0].costPrice)).toEqual([45_000, 47_000]);
  });

  it('does not deliver the same menu again, so the screen showing it is not redrawn for nothing', async () => {
    const data = await loadMerchantData(apiWithMenus(menu(45_000), menu(45_000)), 'demo', 'WEB', () => {});
    const delivered: (Overall | null)[] = [];
    data.overall$.subscribe((overall) => delivered.push(overall));
    await data.refreshOverall();
    expect(delivered).toHaveLength(1);
  });
});
