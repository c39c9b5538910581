import { MESSAGES } from '../src';
import { checkPromo } from '../src/rules';

const now = new Date('2025-03-10T12:00:00Z');
const promo = { isActive: true, startDate: '2025-03-01T00:00:00Z', endDate: '2025-03-31T00:00:00Z', minPrice: null };

describe('checkPromo (spec §5 messages, verbatim)', () => {
  it('accepts a running promo', () => {
    expect(checkPromo(promo, { now, productPrice: 10 })).toMatchObject({ ok: true, message: "Promokod muvaffaqiyatli qo'shildi" });
  });

  it('refuses an inactive promo first, whatever its dates', () => {
    expect(checkPromo({ ...promo, isActive: false, endDate: '2020-01-01T00:00:00Z' }, { now, productPrice: 10 }))
      .toMatchObject({ ok: false, code: 'PROMO_INACTIVE', message: 'Promokod active emas!' });
  });

  it('refuses a promo that has not started, and accepts it from its start date inclusive', () => {
    expect(checkPromo({ ...promo, startDate: '2025-03-11T00:00:00Z' }, { now, productPrice: 10 }))
      .toMatchObject({ ok: false, code: 'PROMO_NOT_STARTED', message: 'Promokod boshlanish kuni hali kelmagan!' });
    expect(checkPromo({ ...promo, startDate: now.toISOString() }, { now, productPrice: 10 }).ok).toBe(true);
  });

  it('refuses an expired promo, and accepts it up to its end date inclusive', () => {
    expect(checkPromo({ ...promo, endDate: '2025-03-09T23:59:59Z' }, { now, productPrice: 10 }))
      .toMatchObject({ ok: false, code: 'PROMO_EXPIRED', message: "Promokod amal qilish muddatidan o'tgan!" });
    expect(checkPromo({ ...promo, endDate: now }, { now, productPrice: 10 }).ok).toBe(true);
  });

  it("fills {minPrice} as so'm when the basket is below the minimum; the minimum itself passes", () => {
    const result = checkPromo({ ...promo, minPrice: 100000 }, { now, productPrice: 99999 });
    expect(result).toMatchObject({ ok: false, code: 'PROMO_MIN_PRICE', message: "Mahsulot minimal narxi 100 000 so'm dan yuqori bo'lishi kerak" });
    expect(checkPromo({ ...promo, minPrice: 100000 }, { now, productPrice: 100000 }).ok).toBe(true);
  });

  it('treats missing dates as unlimited and uses the constants of the contracts', () => {
    expect(checkPromo({ isActive: true }, { now, productPrice: 0 })).toMatchObject({ ok: true, message: MESSAGES.promoAdded });
  });
});
