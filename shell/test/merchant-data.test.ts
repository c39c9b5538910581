/**
 * @jest-environment node
 */
// Node's fetch API (Response, ReadableStream), which jsdom lacks: nothing here draws a page.
import { routes, type Overall } from '@storefront/contracts';
import { createApiClient, responseAdapter, type ApiClient } from '@storefront/runtime';
import { loadMerchantData } from '../src/boot/merchant-data';

const menu = (price: number) => ({ categories: [{ id: 1, name: { ru: 'Бургеры' } }], products: [{ id: 7, categoryId: 1, costPrice: price }] }) as unknown as Overall;

/** The API as the start sees it: the merchant's data, and the menu answers given in turn. */
function apiWithMenus(...menus: Overall[]): ApiClient {
  const answers = new Map<unknown, () => unknown>([
    [routes.start, () => START],
    [routes.overallsBySub, () => menus.shift()],
  ]);
  return { call: async (route: unknown) => ({ data: answers.get(route)?.() ?? null, error: null }) } as unknown as ApiClient;
}

const START = { merchant: { id: 2 }, settings: { storiesActive: false }, cities: [], about: null, brands: [], stories: [], banners: [] };

/** The API as the start sees it, noting the early answer (`response`) each call of `route` was given. */
function apiNotingEarly(route: unknown): { api: ApiClient; given: (Promise<Response> | undefined)[] } {
  const given: (Promise<Response> | undefined)[] = [];
  const api = {
    call: async (called: unknown, input: { response?: Promise<Response> }) => {
      if (called === route) given.push(input.response);
      return { data: called === routes.start ? START : null, error: null };
    },
  } as unknown as ApiClient;
  return { api, given };
}

describe('the start (spec §4) in one call', () => {
  it('reads the answer the page\'s first script asked for, once; a retry asks again', async () => {
    const calls: { route: unknown; response?: Promise<Response> }[] = [];
    const early = Promise.resolve(new Response('{}'));
    const failingOnce = {
      call: async (route: unknown, input: { response?: Promise<Response> }) => {
        calls.push({ route, response: input.response });
        if (route === routes.start && calls.filter((c) => c.route === routes.start).length === 1) {
          return { data: null, error: { status: 503, code: 'HTTP_503', message: 'down' } };
        }
        return { data: route === routes.start ? START : null, error: null };
      },
    } as unknown as ApiClient;
    const merchants: number[] = [];
    const data = await loadMerchantData(failingOnce, 'demo', 'WEB', (id) => merchants.push(id), { start: early });
    const starts = calls.filter((c) => c.route === routes.start);
    expect(await starts[0].response).toBe(await early);
    expect(starts[1].response).toBeUndefined();
    expect(merchants).toEqual([2]);
    expect(data.banners).toEqual([]);
  });

  it('does not use an early answer that failed: the client asks itself, in the customer\'s language', async () => {
    const { api, given } = apiNotingEarly(routes.start);
    await loadMerchantData(api, 'demo', 'WEB', () => {}, { start: Promise.resolve(new Response('{}', { status: 503 })) });
    await loadMerchantData(api, 'demo', 'WEB', () => {}, { start: Promise.reject(new TypeError('Failed to fetch')) });
    expect(given).toEqual([undefined, undefined]);
  });

  it('reads the menu the page\'s first script asked for once the start has named the merchant, once', async () => {
    const { api, given: overalls } = apiNotingEarly(routes.overallsBySub);
    const asked: number[] = [];
    let named: number | null = null;
    const earlyMenu = Promise.resolve(new Response('{}'));
    const data = await loadMerchantData(api, 'demo', 'WEB', (id) => { named = id; }, { overall: () => { asked.push(named ?? 0); return earlyMenu; } });
    await data.refreshOverall(); // the first load, still under way
    await data.refreshOverall(); // the delayed refresh: asks itself
    expect(asked).toEqual([2]);
    expect(overalls).toHaveLength(2);
    expect(await overalls[0]).toBe(await earlyMenu);
    expect(overalls[1]).toBeUndefined();
  });

  it('does not use an early menu that failed', async () => {
    const { api, given: overalls } = apiNotingEarly(routes.overallsBySub);
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {}, { overall: () => Promise.resolve(new Response('{}', { status: 500 })) });
    await data.refreshOverall();
    expect(overalls).toEqual([undefined]);
  });
});

describe('the menu of the start and its delayed refresh (spec §4)', () => {
  it('asks for the menu by the brand\'s sub-domain both times, the address the page\'s first script asked (so the browser revalidates it)', async () => {
    const calls: { route: unknown; params?: unknown; query?: unknown }[] = [];
    const api = {
      call: async (route: unknown, input: { params?: unknown; query?: unknown }) => {
        calls.push({ route, params: input.params, query: input.query });
        return { data: route === routes.start ? START : menu(45_000), error: null };
      },
    } as unknown as ApiClient;
    const data = await loadMerchantData(api, 'mim', 'TG', () => {});
    await data.refreshOverall();
    await data.refreshOverall();
    const menus = calls.filter((c) => c.route !== routes.start);
    expect(menus).toEqual([
      { route: routes.overallsBySub, params: { sub: 'mim' }, query: { type: 'TG' } },
      { route: routes.overallsBySub, params: { sub: 'mim' }, query: { type: 'TG' } },
    ]);
  });

  it('delivers the refreshed menu when it changed', async () => {
    const data = await loadMerchantData(apiWithMenus(menu(45_000), menu(47_000)), 'demo', 'WEB', () => {});
    await data.refreshOverall(); // joins the start's own load, still under way
    const delivered: (Overall | null)[] = [];
    data.overall$.subscribe((overall) => delivered.push(overall));
    await data.refreshOverall();
    expect(delivered.map((overall) => overall?.products[0].costPrice)).toEqual([45_000, 47_000]);
  });

  it('does not deliver the same menu again, so the screen showing it is not redrawn for nothing', async () => {
    const data = await loadMerchantData(apiWithMenus(menu(45_000), menu(45_000)), 'demo', 'WEB', () => {});
    await data.refreshOverall();
    const delivered: (Overall | null)[] = [];
    data.overall$.subscribe((overall) => delivered.push(overall));
    await data.refreshOverall();
    expect(delivered).toHaveLength(1);
  });
});

describe('the menu on a screen that does not need it', () => {
  /** The API noting each call's route, in order. */
  function apiNotingRoutes() {
    const called: unknown[] = [];
    const api = { call: async (route: unknown) => { called.push(route); return { data: route === routes.start ? START : menu(45_000), error: null }; } } as unknown as ApiClient;
    return { api, menus: () => called.filter((route) => route === routes.overallsBySub).length };
  }

  it('is not asked for at start; the first screen that needs it asks, once, and the delayed refresh asks again', async () => {
    const { api, menus } = apiNotingRoutes();
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {}, {}, { menuAtOnce: false });
    expect(menus()).toBe(0);
    expect(data.overall$.value).toBeNull();
    await Promise.all([data.loadMenu(), data.loadMenu()]); // two screens that need it
    expect(menus()).toBe(1);
    expect(data.overall$.value?.products[0].costPrice).toBe(45_000);
    await data.loadMenu(); // already there: not asked again
    expect(menus()).toBe(1);
    await data.refreshOverall();
    expect(menus()).toBe(2);
  });

  it('comes with the delayed refresh when no screen asked for it first', async () => {
    const { api, menus } = apiNotingRoutes();
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {}, {}, { menuAtOnce: false });
    await data.refreshOverall();
    await data.loadMenu();
    expect(menus()).toBe(1);
    expect(data.overall$.value).not.toBeNull();
  });

  it('is asked for again by the next screen that needs it after a load that failed', async () => {
    let menus = 0;
    const api = {
      call: async (route: unknown) => {
        if (route === routes.start) return { data: START, error: null };
        menus += 1;
        return menus === 1 ? { data: null, error: { status: 503, code: 'HTTP_503', message: 'down' } } : { data: menu(45_000), error: null };
      },
    } as unknown as ApiClient;
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {}, {}, { menuAtOnce: false });
    await data.loadMenu();
    expect(data.overall$.value).toBeNull();
    await data.loadMenu();
    expect(menus).toBe(2);
    expect(data.overall$.value?.products[0].costPrice).toBe(45_000);
  });

  it('is asked for at start by default, and loadMenu then joins that load', async () => {
    const { api, menus } = apiNotingRoutes();
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {});
    await data.loadMenu();
    expect(menus()).toBe(1);
  });
});

describe('the same menu asked again is not read again (its ETag)', () => {
  const MENU_TEXTS: Record<string, string> = {
    '"v1"': JSON.stringify({ groups: [], categories: [], products: [] }),
    '"v2"': JSON.stringify({ groups: [], categories: [], products: [], changed: true }),
  };

  /**
   * The real client over a stand-in server answering the menu with the ETags given in turn ("v1"
   * after them): a 304 to a request naming the ETag it would answer. Notes each If-None-Match.
   */
  function clientOverServer(etags: string[]) {
    const conditions: (string | null)[] = [];
    const client = createApiClient({
      baseUrl: 'http://shop.test/api', getMerchant: () => 2, getToken: () => null,
      adapter: responseAdapter((config) => {
        const condition = (config.headers.get('If-None-Match') as string | undefined) ?? null;
        conditions.push(condition);
        const etag = etags.shift() ?? '"v1"';
        if (condition === etag) return new Response(null, { status: 304, headers: { etag } });
        return new Response(MENU_TEXTS[etag], { headers: { etag } });
      }),
    });
    const api = {
      call: (route: unknown, input: object) => (route === routes.start ? Promise.resolve({ data: START, error: null }) : client.call(route as typeof routes.overallsBySub, input)),
    } as unknown as ApiClient;
    return { api, conditions };
  }

  /** How many times JSON.parse read a menu's text during `work`. */
  async function menuParses(work: () => Promise<void>): Promise<number> {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      await work();
      return parse.mock.calls.filter(([text]) => Object.values(MENU_TEXTS).includes(text as string)).length;
    } finally {
      parse.mockRestore();
    }
  }

  it('the delayed refresh asks conditionally: a 304 delivers nothing and parses nothing', async () => {
    const { api, conditions } = clientOverServer([]);
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {});
    await data.loadMenu();
    const delivered: unknown[] = [];
    data.overall$.subscribe((overall) => delivered.push(overall));
    expect(await menuParses(() => data.refreshOverall())).toBe(0);
    expect(conditions).toEqual([null, '"v1"']);
    expect(delivered).toHaveLength(1);
  });

  it('a changed menu is delivered', async () => {
    const { api } = clientOverServer(['"v1"', '"v2"']);
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {});
    await data.loadMenu();
    expect(await menuParses(() => data.refreshOverall())).toBe(1);
    expect(data.overall$.value).toMatchObject({ changed: true });
  });

  it('asked for the service worker to store, it goes without a condition (the worker keeps the whole answer) and the same ETag is not parsed', async () => {
    const { api, conditions } = clientOverServer([]);
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {});
    await data.loadMenu();
    const shown = data.overall$.value;
    expect(await menuParses(() => data.storeOverall())).toBe(0);
    expect(conditions).toEqual([null, null]);
    expect(data.overall$.value).toBe(shown);
  });

  it('asked for the worker while the refresh is under way, it asks again after it, without a condition', async () => {
    const { api, conditions } = clientOverServer([]);
    const data = await loadMerchantData(api, 'demo', 'WEB', () => {});
    await data.loadMenu();
    await Promise.all([data.refreshOverall(), data.storeOverall()]);
    expect(conditions).toEqual([null, '"v1"', null]);
  });
});
