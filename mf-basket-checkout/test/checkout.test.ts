import { MESSAGES, type Promo } from '@storefront/contracts';
import type { BasketLine } from '@storefront/runtime';
import { computeTotals } from '@storefront/contracts/rules';
import { afterOrder, emptyCheckout, type CheckoutState } from '../src/features/checkout/checkout-state';
import { buildOrderRequest } from '../src/features/checkout/order-request';
import { addressProblem, validateCheckout } from '../src/features/checkout/validate';
import { canAddOne, overStock, stockAt } from '../src/features/basket/stock';

const line = (id: number, count: number, modifications: BasketLine['modifications'] = []): BasketLine => ({
  lineId: `${id}:${modifications.map((m) => m.id).join(',')}`,
  product: { id, name: { uz: 'x', ru: 'x', eng: 'x' }, costPrice: 20000, discount: 10, productBranch: [] },
  modifications,
  count,
});
const state = (change: Partial<CheckoutState> = {}): CheckoutState => ({ ...emptyCheckout(), serviceType: 'DELIVERY', paymentType: 'CASH', ...change });
const promo: Promo = { id: 7, code: 'SALOM10', discountType: 'AMOUNT', productDiscount: 10000, deliveryDiscount: 0, minPrice: 100000, isActive: true };
const now = new Date('2030-03-04T08:00:00Z'); // Monday 13:00 in Tashkent

describe('validateCheckout', () => {
  const base = { address: { latitude: 41.3, longitude: 69.28 }, outOfArea: false, branch: null, productPrice: 50000, now };

  it('asks for every required field with the spec message', () => {
    const problems = validateCheckout({ ...base, address: null, state: state({ serviceType: null, paymentType: null }) });
    expect(problems.serviceType).toEqual({ message: MESSAGES.requiredField });
    expect(problems.paymentType).toEqual({ message: MESSAGES.requiredField });
    expect(validateCheckout({ ...base, address: null, state: state() }).address).toEqual({ message: MESSAGES.requiredField });
    expect(validateCheckout({ ...base, state: state({ serviceType: 'PICK_UP' }) }).branch).toEqual({ message: MESSAGES.requiredField });
  });

  it('needs both day and time for a later order, inside the branch hours', () => {
    const later = validateCheckout({ ...base, state: state({ later: true }) });
    expect(later.day).toEqual({ message: MESSAGES.requiredField });
    expect(later.time).toEqual({ message: MESSAGES.requiredField });
    expect(validateCheckout({ ...base, state: state({ later: true, day: '2030-03-04' }) }).time).toEqual({ message: MESSAGES.requiredField });
    expect(validateCheckout({ ...base, state: state({ later: true, day: '2030-03-04', time: '18:30' }) })).toEqual({});
    expect(validateCheckout({ ...base, state: state({ later: true, day: '2030-03-04', time: '09:00' }) }).time).toEqual({ key: 'timeInPast' });
    const sundayOff = { workHours: [{ day: 'MONDAY' as const, open: '10:00', close: '22:00', isWorking: true }] };
    expect(validateCheckout({ ...base, branch: sundayOff, state: state({ later: true, day: '2030-03-05', time: '12:00' }) }).day)
      .toEqual({ message: MESSAGES.dayOff });
  });

  it('refuses an address outside every delivery area and a promo below its minimum', () => {
    expect(validateCheckout({ ...base, outOfArea: true, state: state() }).address)
      .toEqual({ message: `${MESSAGES.addressNotServed}. ${MESSAGES.chooseAnotherAddress}` });
    expect(validateCheckout({ ...base, state: state({ promo }) }).promo)
      .toEqual({ message: "Mahsulot minimal narxi 100 000 so'm dan yuqori bo'lishi kerak" });
    expect(validateCheckout({ ...base, productPrice: 100000, state: state({ promo }) })).toEqual({});
  });

  it('speaks the interface language: the spec text in uz, its translation in ru and eng', () => {
    expect(validateCheckout({ ...base, language: 'ru', state: state({ paymentType: null }) }).paymentType)
      .toEqual({ message: 'Пожалуйста, заполните это поле!' });
    expect(validateCheckout({ ...base, language: 'eng', state: state({ promo: { ...promo, isActive: false } }) }).promo)
      .toEqual({ message: 'The promo code is not active!' });
    expect(validateCheckout({ ...base, language: 'uz', state: state({ promo: { ...promo, isActive: false } }) }).promo)
      .toEqual({ message: 'Promokod active emas!' });
    expect(addressProblem({ serviceType: 'DELIVERY', address: base.address, outOfArea: true, language: 'ru' }))
      .toEqual({ message: 'Сейчас доставка по выбранному вами адресу недоступна. Пожалуйста, выберите другой адрес' });
  });

  it('lets the address problem go once an address inside an area is chosen (what the checkout shows after a failed try)', () => {
    expect(addressProblem({ serviceType: 'DELIVERY', address: null, outOfArea: false })).toEqual({ message: MESSAGES.requiredField });
    expect(addressProblem({ serviceType: 'DELIVERY', address: base.address, outOfArea: false })).toBeUndefined();
    expect(addressProblem({ serviceType: 'DELIVERY', address: base.address, outOfArea: true })).toEqual({ message: `${MESSAGES.addressNotServed}. ${MESSAGES.chooseAnotherAddress}` });
    expect(addressProblem({ serviceType: 'PICK_UP', address: null, outOfArea: false })).toBeUndefined();
  });
});

describe('buildOrderRequest', () => {
  const lines = [line(5, 2, [{ id: 51, price: 3000, count: 1 }]), line(6, 1)];
  const totals = computeTotals({ lines: lines.map((l) => ({ ...l.product, count: l.count, modifications: l.modifications })), serviceType: 'DELIVERY', deliveryPrice: 9000 });

  it('sends a delivery with its address (no saved id), entrance details, branch and the preview totals', () => {
    const body = buildOrderRequest({
      state: state({ promo, comment: ' tez ', paymentType: 'CLICK' }), lines, totals, branchId: 3, cityId: 1, merchantId: 2, user: { id: 9 },
      address: { id: 44, latitude: 41.3, longitude: 69.28, name: 'Uy', type: 'HOUSE' },
      entrance: { floor: '4', domophone: '', comment: 'qo‘ng‘iroq qiling' },
    });
    expect(body).toMatchObject({
      serviceType: 'DELIVERY', paymentType: 'CLICK', later: false, day: null, time: null, branch: { id: 3 }, cityId: 1,
      floor: '4', domophone: null, courierComment: 'qo‘ng‘iroq qiling', promoId: 7, promoCode: 'SALOM10', comment: 'tez',
      user: { id: 9 }, merchant: { id: 2 }, status: 'OPEN',
    });
    expect(body.address).toEqual({ latitude: 41.3, longitude: 69.28, name: 'Uy', type: 'HOUSE' });
    expect(body.totals?.totalPrice).toBe(totals.totalPrice);
    expect(body.cartItems).toEqual([
      { product: { id: 5, costPrice: 20000, discount: 10, count: 2 }, modifications: [{ id: 51, price: 3000, count: 1 }] },
      { product: { id: 6, costPrice: 20000, discount: 10, count: 1 }, modifications: [] },
    ]);
  });

  it('sends pick-up later without an address or entrance, with day and time', () => {
    const body = buildOrderRequest({
      state: state({ serviceType: 'PICK_UP', later: true, day: '2030-03-04', time: '18:30' }), lines, totals, branchId: 3, cityId: 1,
      merchantId: 2, user: { id: 9 }, address: { latitude: 41.3, longitude: 69.28 }, entrance: { floor: '4' },
    });
    expect(body).toMatchObject({ serviceType: 'PICK_UP', later: true, day: '2030-03-04', time: '18:30', address: null, floor: null });
  });
});

describe('after an order', () => {
  it('forgets promo, cashback, comment, time and the Idempotency-Key, keeps service, branch and payment', () => {
    const next = afterOrder(state({ branchId: 3, promo, useCashback: true, comment: 'a', later: true, day: 'd', time: 't', idempotencyKey: 'k' }));
    expect(next).toEqual({ ...emptyCheckout(), serviceType: 'DELIVERY', paymentType: 'CASH', branchId: 3 });
  });
});

describe('branch stock', () => {
  const product = { productBranch: [{ amount: 2, branch: { id: 3, isActive: true } }, { amount: null, branch: { id: 4, isActive: true } }] };
  it('limits the units of a product across its lines at the known branch', () => {
    expect(stockAt(product, 3)).toBe(2);
    expect(stockAt(product, 4)).toBeNull();
    expect(stockAt(product, null)).toBeNull();
    const lines = [line(5, 1, [{ id: 51, price: 0, count: 1 }]), line(5, 1)];
    expect(canAddOne(lines, 5, 2)).toBe(false);
    expect(canAddOne(lines, 5, null)).toBe(true);
    expect(overStock([...lines, line(5, 1, [{ id: 52, price: 0, count: 1 }])], 5, 2)).toBe(true);
  });
});

describe('dine-in at a table, and a closed branch', () => {
  const totals = computeTotals({ lines: [], serviceType: 'DINE_IN', deliveryPrice: 0 });
  const input = { lines: [line(1, 1)], address: null, entrance: {}, branchId: 6, cityId: 1, user: { id: 3 }, merchantId: 2, totals };

  it('names the QR code\'s table in a dine-in order, and only there', () => {
    expect(buildOrderRequest({ ...input, state: state({ serviceType: 'DINE_IN' }), tableId: 30 })).toMatchObject({
      serviceType: 'DINE_IN', branch: { id: 6 }, dineIn: { tableId: 30 },
    });
    expect(buildOrderRequest({ ...input, state: state({ serviceType: 'PICK_UP' }), tableId: 30 }).dineIn).toBeNull();
    expect(buildOrderRequest({ ...input, state: state({ serviceType: 'DINE_IN' }) }).dineIn).toBeNull();
  });

  it('refuses "now" while the branch is closed, and takes a later time', () => {
    const base = { address: null, outOfArea: false, branch: null, productPrice: 50000, now, state: state({ serviceType: 'PICK_UP', branchId: 6 }) };
    expect(validateCheckout({ ...base, orderableNow: false }).time).toEqual({ key: 'branchClosed' });
    expect(validateCheckout({ ...base, orderableNow: true })).toEqual({});
    expect(validateCheckout({ ...base, orderableNow: false, state: state({ serviceType: 'PICK_UP', branchId: 6, later: true, day: '2030-03-04', time: '18:30' }) })).toEqual({});
  });
});
