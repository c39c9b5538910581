import { waitFor } from '@testing-library/react';
import { createProductSearch, indexWhenIdle } from '../src/features/search/product-search';
import { DEMO_DISHES, type DemoDish } from './fixtures/demo-menu';

/** The demo menu's dishes as products: names, descriptions and modifications in uz, ru and eng. */
const products = DEMO_DISHES.map((dish) => ({ ...dish, modificationGroups: [{ modifications: dish.modifications.map((name) => ({ name })) }] }));
const search = createProductSearch(products);
const first = (query: string) => search.search(query)[0]?.key ?? null;

/** Any pilaf is "the pilaf" for a query that names none in particular. */
const PLOV = ['toy-oshi', 'choyxona-palov', 'samarqand-palov', 'toy-oshi-50'];

/** [query, script, the dish (or one of the dishes) it must find first]. */
const TABLE: Array<[string, 'uz-latin' | 'uz-cyrillic' | 'ru', string | string[]]> = [
  // Uzbek, Latin
  ['palov', 'uz-latin', PLOV],
  ['plov', 'uz-latin', PLOV],
  ['choyxona palov', 'uz-latin', 'choyxona-palov'],
  ['samarqand palovi', 'uz-latin', 'samarqand-palov'],
  ['shashlk', 'uz-latin', ['qoy-shashlik', 'mol-shashlik', 'tovuq-shashlik', 'jigar-shashlik', 'shashlik-assorti']],
  ['tovuq shashlik', 'uz-latin', 'tovuq-shashlik'],
  ['jigar shashlk', 'uz-latin', 'jigar-shashlik'],
  ['lagmon', 'uz-latin', 'lagmon'],
  ['shorva', 'uz-latin', 'shorva'],
  ['moshxorda', 'uz-latin', 'moshxorda'],
  ['chuchvra', 'uz-latin', 'chuchvara'],
  ['xonim', 'uz-latin', 'xonim'],
  ['qozon kabob', 'uz-latin', 'qozon-kabob'],
  ['achichuk', 'uz-latin', 'achichuk'],
  ['mastva', 'uz-latin', 'mastava'],
  ['dimlma', 'uz-latin', 'dimlama'],
  ['chakchak', 'uz-latin', 'chak-chak'],
  ['kok choy', 'uz-latin', 'kok-choy'],
  // Uzbek, Cyrillic
  ['палов', 'uz-cyrillic', PLOV],
  ['чойхона палови', 'uz-cyrillic', 'choyxona-palov'],
  ['шашлик', 'uz-cyrillic', ['qoy-shashlik', 'mol-shashlik', 'tovuq-shashlik', 'jigar-shashlik', 'shashlik-assorti']],
  ['товуқ шашлик', 'uz-cyrillic', 'tovuq-shashlik'],
  ['лағмон', 'uz-cyrillic', 'lagmon'],
  ['шўрва', 'uz-cyrillic', 'shorva'],
  ['мошхўрда', 'uz-cyrillic', 'moshxorda'],
  ['чучвара', 'uz-cyrillic', 'chuchvara'],
  ['хоним', 'uz-cyrillic', 'xonim'],
  ['ҳолва', 'uz-cyrillic', 'holva'],
  ['қозон кабоб', 'uz-cyrillic', 'qozon-kabob'],
  ['норин', 'uz-cyrillic', 'norin'],
  ['тандир гўшт', 'uz-cyrillic', 'tandir-gosht'],
  ['кўк чой', 'uz-cyrillic', 'kok-choy'],
  ['гўштли сомса', 'uz-cyrillic', 'gosht-somsa'],
  ['патир нон', 'uz-cyrillic', 'patir'],
  // Russian
  ['плов', 'ru', PLOV],
  ['свадебный плов', 'ru', 'toy-oshi'],
  ['шашлык из баранины', 'ru', 'qoy-shashlik'],
  ['куриный шашлык', 'ru', 'tovuq-shashlik'],
  ['шашлык из пичени', 'ru', 'jigar-shashlik'],
  ['лагман', 'ru', 'lagmon'],
  ['шурпа', 'ru', 'shorva'],
  ['машхурда', 'ru', 'moshxorda'],
  ['манты', 'ru', 'manti'],
  ['ханум', 'ru', 'xonim'],
  ['халва', 'ru', 'holva'],
  ['нарын', 'ru', 'norin'],
  ['казан кабоб', 'ru', 'qozon-kabob'],
  ['самса с мясом', 'ru', 'gosht-somsa'],
  ['пеперони', 'ru', 'pepperoni'],
  ['цезарь', 'ru', 'sezar'],
  ['чизбургер', 'ru', 'chizburger'],
  ['шаверма', 'ru', 'shaurma'],
  ['медовк', 'ru', 'medovik'],
  ['зеленый чай', 'ru', 'kok-choy'],
];

describe('the menu search finds the dish however it is typed (the demo menu)', () => {
  it('has at least 30 queries, ten in each script, some with typos', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    for (const script of ['uz-latin', 'uz-cyrillic', 'ru'] as const) expect(TABLE.filter((row) => row[1] === script).length).toBeGreaterThanOrEqual(10);
    const expectedKeys = TABLE.flatMap(([, , expected]) => [expected].flat());
    expect(expectedKeys.filter((key) => !DEMO_DISHES.some((dish) => dish.key === key))).toEqual([]);
  });

  it.each(TABLE)('%s (%s) finds %j first', (query, _script, expected) => {
    expect([expected].flat()).toContain(first(query));
  });
});

describe('ranking', () => {
  const kinds = (query: string) => search.searchWithKinds(query).map((hit) => [hit.product.key, hit.kind]);

  it('puts a name before a description that names the same ingredient', () => {
    // guruch: the name of the steamed rice, the ingredient of the plovs, mastava, mashkhurda.
    const found = kinds('guruch');
    expect(found[0]).toEqual(['guruch', 'name']);
    expect(found.slice(1).every(([, kind]) => kind === 'description')).toBe(true);
    expect(found.map(([key]) => key)).toEqual(expect.arrayContaining(['toy-oshi', 'mastava', 'moshxorda']));
  });

  it('puts the beginning of a word before the middle of one', () => {
    const found = search.search('burger').map((product) => product.key);
    expect(found.indexOf('chizburger')).toBeGreaterThan(found.indexOf('klassik-burger'));
    expect(found.indexOf('chizburger')).toBeGreaterThan(found.indexOf('tovuq-burger'));
    expect(search.searchWithKinds('burger').find((hit) => hit.product.key === 'chizburger')?.kind).toBe('name-infix');
  });

  it('puts a product matched by its own texts before one matched only by a modification', () => {
    // Qazi: in the descriptions of a few plovs and pizzas, and a modification of every plov.
    const found = kinds('казы');
    const lastOwn = found.map(([, kind]) => kind).lastIndexOf('description');
    const firstModification = found.map(([, kind]) => kind).indexOf('modification');
    expect(firstModification).toBeGreaterThan(lastOwn);
    expect(found.find(([key]) => key === 'toy-oshi')).toEqual(['toy-oshi', 'modification']);
    expect(found.find(([key]) => key === 'choyxona-palov')).toEqual(['choyxona-palov', 'description']);
  });

  it('puts a name with every word of the query before one with some in its description', () => {
    expect(kinds('tovuq shashlik').slice(0, 2)).toEqual([['tovuq-shashlik', 'name'], ['shashlik-assorti', 'description']]);
  });

  it('ranks a typo below the word itself', () => {
    const found = kinds('achichuk');
    expect(found[0]).toEqual(['achichuk', 'name']);
    expect(found.filter(([, kind]) => kind === 'name-typo').map(([key]) => key)).toEqual(expect.arrayContaining(['achchiq-burger']));
  });

  it('finds the middle of a word of the name as typed, as the search always has', () => {
    expect(search.search('ВАДЕБ').map((p) => p.key)).toEqual(expect.arrayContaining(['toy-oshi', 'toy-oshi-50']));
    expect(search.search('hicke').map((p) => p.key)).toContain('tovuq-shorva');
    expect(search.search("to‘y o").map((p) => p.key)[0]).toMatch(/^toy-oshi/);
  });

  it('answers the first key typed with the names that have a word beginning with it, in the menu order', () => {
    const found = search.searchWithKinds('ш');
    const starts = found.filter((hit) => hit.kind === 'name').map((hit) => hit.product.key);
    expect(starts).toEqual(expect.arrayContaining(['shorva', 'shaurma', 'qoy-shashlik', 'shokolad-muzqaymoq']));
    expect(starts).toEqual(products.filter((p) => starts.includes(p.key)).map((p) => p.key));
    expect(found.findIndex((hit) => hit.kind === 'name-infix')).toBeGreaterThan(starts.length - 1);
    expect(found.find((hit) => hit.product.key === 'kok-choy')).toBeUndefined();
  });

  it('looks at the names alone for a word of two letters, and at the descriptions from the third', () => {
    // guruch, the rice: the name of the steamed rice, the first ingredient of the plovs' descriptions.
    const two = kinds('gu');
    expect(two).toContainEqual(['guruch', 'name']);
    expect(two.every(([, kind]) => kind === 'name' || kind === 'name-infix')).toBe(true);
    expect(two.map(([key]) => key)).not.toContain('toy-oshi');
    expect(kinds('gur').find(([key]) => key === 'toy-oshi')).toEqual(['toy-oshi', 'description']);
    // The same in a query of several words: its short word is looked for in the names.
    expect(kinds('tovuq sh').slice(0, 1)).toEqual([['tovuq-shashlik', 'name']]);
  });

  it('finds nothing for an empty query or one no dish is near', () => {
    expect(search.search('   ')).toEqual([]);
    expect(search.search('zzzqqq')).toEqual([]);
  });

  it('builds its index in steps, or all at once when a query comes first', async () => {
    const many = Array.from({ length: 8 }, () => products).flat();
    const stepped = createProductSearch(many);
    let steps = 1;
    while (!stepped.indexSome(0)) steps++;
    expect(steps).toBe(many.length); // the clock is read after each product: one per spent budget
    expect(stepped.search('манты')[0]?.key).toBe('manti');

    const asked = createProductSearch(products);
    expect(asked.isIndexed()).toBe(false);
    expect(asked.search('манты')[0]?.key).toBe('manti');
    expect(asked.isIndexed()).toBe(true);

    const idle = createProductSearch(many);
    const indexedThen = jest.fn();
    const stop = indexWhenIdle(idle, { stepMs: 1, warmQuery: 'plov', whenIndexed: indexedThen });
    await waitFor(() => expect(indexedThen).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(idle.isIndexed()).toBe(true);
    stop();
  });

  it('builds its index in background tasks where the browser schedules them, and stops when asked', () => {
    const priorities: string[] = [];
    const posted: { task: () => void; signal: AbortSignal }[] = [];
    const scheduler = { postTask: (task: () => void, options: { priority: string; signal: AbortSignal }) => {
      priorities.push(options.priority);
      posted.push({ task, signal: options.signal });
      return Promise.resolve();
    } };
    Object.assign(globalThis, { scheduler });
    try {
      const many = Array.from({ length: 4 }, () => products).flat();
      const background = createProductSearch(many);
      const indexedThen = jest.fn();
      indexWhenIdle(background, { stepMs: 0, whenIndexed: indexedThen });
      // Each posted task is one step: one product with no budget left, then the warm query, then whenIndexed.
      while (posted.length) posted.shift()!.task();
      expect(background.isIndexed()).toBe(true);
      expect(indexedThen).toHaveBeenCalledTimes(1);
      expect(priorities.length).toBe(many.length + 2);
      expect(new Set(priorities)).toEqual(new Set(['background']));

      const stopped = createProductSearch(many);
      const stop = indexWhenIdle(stopped, { stepMs: 0 });
      posted.shift()!.task();
      stop();
      expect(posted.at(-1)?.signal.aborted).toBe(true);
      expect(stopped.isIndexed()).toBe(false);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('answers a query typed on, asked again or beginning like an earlier one as a fresh search would', () => {
    const typing = createProductSearch(products);
    const keys = (query: string) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));
    // "qo" and the "ka" of "qozon ka" fold alike; "qozon " asks "qozon" again; the last key is erased.
    const typed = [...keys('qozon kabob'), 'qozon kabo', ...keys('qo'), 'plov', 'qozon ka'];
    for (const query of typed) {
      const fresh = createProductSearch(products);
      expect(typing.searchWithKinds(query)).toEqual(fresh.searchWithKinds(query));
    }
    // What the caller does with an answer does not change the next one.
    const answer = typing.search('qozon');
    answer.length = 0;
    expect(typing.search('qozon').length).toBeGreaterThan(0);
  });
});
