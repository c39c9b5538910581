import type { ApiClient } from '@storefront/runtime';
import { FavouritesStore } from '../src/components/favourites';

type Answer = { data: unknown; error: null } | { data: null; error: { status: number; code: string; message: string } };

function fakeApi(answers: Record<string, () => Answer>) {
  const calls: { path: string; input: unknown }[] = [];
  const api = {
    baseUrl: 'http://api',
    call: async (route: { path: string; method: string }, input: unknown) => {
      calls.push({ path: `${route.method} ${route.path}`, input });
      return (answers[`${route.method} ${route.path}`] ?? (() => ({ data: null, error: { status: 404, code: 'HTTP_404', message: 'Не найдено' } })))();
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites', () => {
  it('loads the favourites of a logged-in customer and toggles through the API', async () => {
    const { api, calls } = fakeApi({
      'GET /products/v1/favourite/all': () => ({ data: [{ id: 7 }], error: null }),
      'POST /products/v1/favourite': () => ({ data: { success: true }, error: null }),
      'DELETE /products/v1/favourite/:productId': () => ({ data: { success: true }, error: null }),
    });
    const store = new FavouritesStore(api, true);
    store.load('token', 5, new AbortController().signal);
    await flush();
    expect(store.has(7)).toBe(true);
    expect(calls[0].input).toMatchObject({ query: { userId: 5, isFavourite: 'true' } });
    store.toggle(8);
    expect(store.has(8)).toBe(true);
    expect(store.pending(8)).toBe(true);
    await flush();
    expect(store.pending(8)).toBe(false);
    expect(calls.at(-1)).toMatchObject({ path: 'POST /products/v1/favourite', input: { body: { productId: 8 } } });
    store.toggle(7);
    await flush();
    expect(store.has(7)).toBe(false);
    expect(calls.at(-1)).toMatchObject({ path: 'DELETE /products/v1/favourite/:productId', input: { params: { productId: 7 } } });
  });

  it('undoes a change the API refused (a 404 while the calls are missing), so the heart tells the truth', async () => {
    const { api } = fakeApi({});
    const store = new FavouritesStore(api, true);
    store.load('token', 5, new AbortController().signal);
    await flush();
    const changes: boolean[] = [];
    store.subscribe(() => changes.push(store.has(3)));
    store.toggle(3);
    await flush();
    expect(changes).toEqual([true, false]);
    expect(store.has(3)).toBe(false);
  });

  it('keeps a heart tapped while the list was still loading (the list was read before the tap)', async () => {
    let answerList: (answer: Answer) => void = () => {};
    const list = new Promise<Answer>((resolve) => { answerList = resolve; });
    const { api } = fakeApi({ 'POST /products/v1/favourite': () => ({ data: { success: true }, error: null }) });
    const call = api.call.bind(api);
    (api as { call: unknown }).call = (route: { path: string; method: string }, input: unknown) =>
      (route.path === '/products/v1/favourite/all' ? list : call(route as never, input as never));
    const store = new FavouritesStore(api, true);
    store.load('token', 5, new AbortController().signal);
    store.toggle(8);
    await flush();
    answerList({ data: [{ id: 7 }], error: null });
    await flush();
    expect(store.has(8)).toBe(true);
    expect(store.has(7)).toBe(true);
  });

  it('keeps the hearts of a customer whose token is renewed, and the tap made before the new list', async () => {
    let favourites = [{ id: 7 }];
    const { api } = fakeApi({
      'GET /products/v1/favourite/all': () => ({ data: favourites, error: null }),
      'DELETE /products/v1/favourite/:productId': () => ({ data: { success: true }, error: null }),
    });
    const store = new FavouritesStore(api, true);
    store.load('restored-token', 5, new AbortController().signal);
    await flush();
    const shown: boolean[] = [];
    store.subscribe(() => shown.push(store.has(7)));
    store.toggle(7);
    // The new list is read before the removal reaches the server.
    store.load('telegram-token', 5, new AbortController().signal);
    favourites = [];
    await flush();
    expect(store.has(7)).toBe(false);
    expect(shown).not.toContain(true);
  });

  it('forgets the hearts of one customer when another logs in', async () => {
    const { api } = fakeApi({ 'GET /products/v1/favourite/all': () => ({ data: [{ id: 7 }], error: null }) });
    const store = new FavouritesStore(api, true);
    store.load('token', 5, new AbortController().signal);
    await flush();
    (api as { call: unknown }).call = async () => ({ data: [{ id: 9 }], error: null });
    store.load('other-token', 6, new AbortController().signal);
    expect(store.has(7)).toBe(false);
    await flush();
    expect(store.has(9)).toBe(true);
    expect(store.has(7)).toBe(false);
  });

  it('asks an anonymous customer to log in (the heart sends them to login), and calls nothing', () => {
    const { api, calls } = fakeApi({});
    const store = new FavouritesStore(api, true);
    store.load(null, null, new AbortController().signal);
    expect(store.toggle(12)).toBe('needs-login');
    expect(store.has(12)).toBe(false);
    expect(calls).toEqual([]);
  });
});
