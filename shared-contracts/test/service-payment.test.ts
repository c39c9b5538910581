import {
  allowedPaymentTypes, allowedServiceTypes, branchServes, isOnlinePayment, isPaidOnReceipt, ONLINE_PAYMENT_TYPES,
} from '../src/rules';

const allServices = { deliveryActive: true, pickupActive: true, dineInActive: true };
const allPayments = { cashActive: true, terminalActive: true, clickActive: true, paymeActive: true, uzumActive: true };

describe('allowed service types', () => {
  it('lists the switched-on types in the storefront order', () => {
    expect(allowedServiceTypes(allServices)).toEqual(['DELIVERY', 'PICK_UP', 'DINE_IN']);
    expect(allowedServiceTypes({ deliveryActive: false, pickupActive: true, dineInActive: true })).toEqual(['PICK_UP', 'DINE_IN']);
    expect(allowedServiceTypes({})).toEqual([]);
  });

  it('keeps only what the branch serves when a branch is given', () => {
    const branch = { settings: { deliveryEnabled: true, pickupEnabled: false, dineinEnabled: true } };
    expect(allowedServiceTypes(allServices, branch)).toEqual(['DELIVERY', 'DINE_IN']);
    expect(allowedServiceTypes({ deliveryActive: false, pickupActive: true, dineInActive: true }, branch)).toEqual(['DINE_IN']);
    expect(allowedServiceTypes(allServices, { settings: null })).toEqual([]);
  });

  it('takes a branch switch only when it is exactly true', () => {
    expect(branchServes({ settings: { pickupEnabled: true } }, 'PICK_UP')).toBe(true);
    expect(branchServes({ settings: { pickupEnabled: false } }, 'PICK_UP')).toBe(false);
    expect(branchServes({}, 'DELIVERY')).toBe(false);
    // Services the storefront never offers have no branch switch.
    expect(branchServes({ settings: { deliveryEnabled: true } }, 'YANDEX_EATS')).toBe(false);
  });
});

describe('allowed payment types', () => {
  it('lists the switched-on types in the storefront order', () => {
    expect(allowedPaymentTypes(allPayments)).toEqual(['CASH', 'TERMINAL', 'CLICK', 'PAYME', 'UZUM']);
    expect(allowedPaymentTypes({ cashActive: true, paymeActive: true, clickActive: false })).toEqual(['CASH', 'PAYME']);
    expect(allowedPaymentTypes({})).toEqual([]);
  });

  it('never offers CLICK_MINI_APP, PAYNET or OTHER, whatever the switches', () => {
    const offered: string[] = allowedPaymentTypes(allPayments);
    for (const type of ['CLICK_MINI_APP', 'PAYNET', 'OTHER']) expect(offered).not.toContain(type);
  });
});

describe('online and on-receipt payment', () => {
  it('names Click, Payme and Uzum online, and only them', () => {
    expect([...ONLINE_PAYMENT_TYPES]).toEqual(['CLICK', 'PAYME', 'UZUM']);
    expect(isOnlinePayment('CLICK')).toBe(true);
    expect(isOnlinePayment('UZUM')).toBe(true);
    expect(isOnlinePayment('CLICK_MINI_APP')).toBe(false);
    expect(isOnlinePayment('CASH')).toBe(false);
  });

  it('names cash and terminal paid on receipt', () => {
    expect(isPaidOnReceipt('CASH')).toBe(true);
    expect(isPaidOnReceipt('TERMINAL')).toBe(true);
    expect(isPaidOnReceipt('PAYME')).toBe(false);
    expect(isPaidOnReceipt('OTHER')).toBe(false);
  });
});
