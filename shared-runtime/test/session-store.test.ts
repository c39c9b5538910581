import { MAX_LINE_COUNT, MAX_LINES } from '@storefront/contracts';
import { emptySession, reduceSession, restoreSession, sessionStorageKey, type BusEvent, type SessionState } from '../src';

const plov = { id: 5, name: { uz: 'Palov' }, costPrice: 45000, discount: 0 };
const apply = (state: SessionState, ...events: BusEvent[]) => events.reduce(reduceSession, state);

describe('session reducers', () => {
  it('adds the same product with the same modifications to one line', () => {
    const s = apply(emptySession('demo'),
      { type: 'basket/add', payload: { product: plov, modifications: [{ id: 2, price: 5000, count: 1 }, { id: 1, price: 0, count: 1 }], count: 1 } },
      { type: 'basket/add', payload: { product: plov, modifications: [{ id: 1, price: 0, count: 1 }, { id: 2, price: 5000, count: 1 }], count: 2 } },
      { type: 'basket/add', payload: { product: plov, modifications: [], count: 1 } });
    expect(s.draft.lines.map((l) => [l.lineId, l.count])).toEqual([['5:1x1,2x1', 3], ['5', 1]]);
  });

  it('removes a line whose count drops to zero and resets the delivery price of an empty basket', () => {
    let s = apply(emptySession('demo'), { type: 'basket/add', payload: { product: plov, modifications: [], count: 1 } });
    s = { ...s, draft: { ...s.draft, deliveryPrice: 10000 } };
    s = apply(s, { type: 'basket/set-count', payload: { lineId: '5', count: 0 } });
    expect(s.draft.lines).toEqual([]);
    expect(s.draft.deliveryPrice).toBe(0);
  });

  it('resets the draft after an order as spec §4 says and keeps the order id', () => {
    let s = apply(emptySession('demo'),
      { type: 'basket/add', payload: { product: plov, modifications: [], count: 1 } },
      { type: 'address/changed', payload: { address: { latitude: 41.3, longitude: 69.2 }, entrance: { floor: '3' } } });
    s = { ...s, draft: { ...s.draft, comment: 'tez', promoCode: 'SALOM10', cashback: 500, deliveryPrice: 10000 } };
    s = apply(s, { type: 'order/placed', payload: { orderId: 77 } });
    expect(s.draft).toMatchObject({ lines: [], comment: '', promoCode: null, cashback: 0, deliveryPrice: 0, entrance: {}, later: true, lastOrderId: 77 });
    expect(s.draft.address).toEqual({ latitude: 41.3, longitude: 69.2 });
  });

  it('keeps a promo offered outside the checkout until the checkout takes it', () => {
    let s = apply(emptySession('demo'), { type: 'promo/offered', payload: { code: 'SALOM10' } });
    expect(s.draft.promoCode).toBe('SALOM10');
    s = apply(s, { type: 'promo/offered', payload: { code: null } });
    expect(s.draft.promoCode).toBeNull();
  });

  it('removes and clears lines, and keeps the address, the nearest branch and the language it is told', () => {
    const plov = { id: 5, name: { uz: 'Palov' }, costPrice: 45000, discount: 0 };
    const branch = { id: 3 } as never;
    let s = [
      { type: 'basket/add', payload: { product: plov, modifications: [], count: 1 } },
      { type: 'basket/add', payload: { product: { ...plov, id: 6 }, modifications: [], count: 1 } },
      { type: 'basket/remove', payload: { lineId: '5' } },
    ].reduce((state, event) => reduceSession(state, event as BusEvent), emptySession('demo'));
    expect(s.draft.lines.map((l) => l.lineId)).toEqual(['6']);
    s = reduceSession(s, { type: 'basket/clear', payload: {} });
    expect(s.draft.lines).toEqual([]);
    s = reduceSession(s, { type: 'address/changed', payload: { address: { latitude: 41.3, longitude: 69.2 }, entrance: { floor: '2' } } });
    expect(s.draft).toMatchObject({ address: { latitude: 41.3, longitude: 69.2 }, entrance: { floor: '2' } });
    s = reduceSession(s, { type: 'address/changed', payload: { address: { latitude: 41.4, longitude: 69.3 } } });
    expect(s.draft.entrance).toEqual({ floor: '2' });
    s = reduceSession(s, { type: 'branch/nearest-changed', payload: { branch } });
    s = reduceSession(s, { type: 'language/changed', payload: { language: 'ru' } });
    expect(s).toMatchObject({ nearestBranch: branch, language: 'ru' });
    expect(reduceSession(s, { type: 'notify', payload: { kind: 'info', message: 'hi' } })).toBe(s);
  });

  it('logs out to an empty session of the same brand', () => {
    const user = { id: 1, isActive: true, merchantId: 2, phone: '998901234567', cashback: 0 };
    let s = apply(emptySession('demo'), { type: 'auth/logged-in', payload: { token: 't', user } },
      { type: 'basket/add', payload: { product: plov, modifications: [], count: 1 } });
    expect(s.token).toBe('t');
    s = apply(s, { type: 'auth/logged-out', payload: {} });
    expect(s).toEqual(emptySession('demo'));
  });
});

describe('saved sessions per brand', () => {
  it('restores the brand own session and starts empty for anything else', () => {
    const saved = apply(emptySession('demo'), { type: 'basket/add', payload: { product: plov, modifications: [], count: 2 } });
    expect(restoreSession('demo', JSON.stringify(saved)).draft.lines[0].count).toBe(2);
    expect(restoreSession('mim', JSON.stringify(saved))).toEqual(emptySession('mim'));
    expect(restoreSession('demo', '{broken')).toEqual(emptySession('demo'));
    expect(sessionStorageKey('demo')).toBe('session:demo');
  });
});

describe('basket reducer bounds', () => {
  const plov = { id: 5, name: { uz: 'Palov' }, costPrice: 45000, discount: 0 };
  const apply = (state: SessionState, ...events: BusEvent[]) => events.reduce(reduceSession, state);

  it('caps a line at MAX_LINE_COUNT whichever way it grows', () => {
    let s = apply(emptySession('demo'), { type: 'basket/add', payload: { product: plov, modifications: [], count: 1_000_000_000 } });
    expect(s.draft.lines[0].count).toBe(MAX_LINE_COUNT);
    s = apply(s, { type: 'basket/add', payload: { product: plov, modifications: [], count: 1 } });
    expect(s.draft.lines[0].count).toBe(MAX_LINE_COUNT);
    s = apply(s, { type: 'basket/set-count', payload: { lineId: '5', count: MAX_LINE_COUNT + 1 } });
    expect(s.draft.lines[0].count).toBe(MAX_LINE_COUNT);
    s = apply(s, { type: 'basket/set-count', payload: { lineId: '5', count: 3 } });
    expect(s.draft.lines[0].count).toBe(3);
  });

  it('adds no line past MAX_LINES, and restores a saved basket within the bounds', () => {
    let s = emptySession('demo');
    for (let id = 1; id <= MAX_LINES + 5; id += 1) s = apply(s, { type: 'basket/add', payload: { product: { ...plov, id }, modifications: [], count: 1 } });
    expect(s.draft.lines).toHaveLength(MAX_LINES);
    const saved = { ...s, draft: { ...s.draft, lines: [...s.draft.lines, { ...s.draft.lines[0], lineId: 'x' }].map((l) => ({ ...l, count: 5000 })) } };
    const restored = restoreSession('demo', JSON.stringify(saved));
    expect(restored.draft.lines).toHaveLength(MAX_LINES);
    expect(restored.draft.lines.every((l) => l.count === MAX_LINE_COUNT)).toBe(true);
  });
});

describe('the dine-in table in the session', () => {
  const since = Date.parse('2026-11-23T05:00:00Z');

  it('keeps the table in the session through a reload, and forgets it when the guest leaves', () => {
    const table = { branchId: 1, tableId: 2, since };
    const seated = reduceSession(emptySession('demo'), { type: 'table/selected', payload: { table } });
    expect(seated.table).toEqual(table);
    expect(restoreSession('demo', JSON.stringify(seated)).table).toEqual(table);
    expect(reduceSession(seated, { type: 'table/selected', payload: { table: null } }).table).toBeNull();
    // A session saved before tables existed has none.
    expect(restoreSession('demo', JSON.stringify({ brand: 'demo', draft: {} })).table ?? null).toBeNull();
  });
});
