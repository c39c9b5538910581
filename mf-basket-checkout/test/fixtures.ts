import type {
  Address, Branch, Card, CartModification, DeliverySettings, Order, Overall, Product, Promo,
} from '@storefront/contracts';
import { emptyDraft, type BasketLine, type OrderDraft, type SessionState } from '@storefront/runtime';
import { toBasketProduct } from '@storefront/contracts/rules';
import { loggedIn } from '@storefront/ui/testing';

const text = (name: string) => ({ ru: name, uz: name, eng: name });

/** A menu product as the overall carries it; `stock` counts it at branch 1 (null: not counted). */
export function product(id: number, name: string, overrides: Partial<Product> = {}, stock: number | null = null): Product {
  return {
    id, name: text(name), categoryId: 1, priority: id, active: true, costPrice: 20_000, discount: 0,
    productBranch: [{ id: id * 10, isActive: true, amount: stock, branch: { id: 1, isActive: true } }],
    isCartRecommendation: false, type: 'NONE', unit: 'COUNT', modificationGroups: [], count: 1, deliveryEnabled: true,
    labels: [], amount: 1, gallery: [], tags: [], image: `p${id}.jpg`, ...overrides,
  };
}

/** A product whose choice of sauce is required (a recommendation of it opens its page). */
export const withSauces = (id: number, name: string, overrides: Partial<Product> = {}) => product(id, name, {
  type: 'MODIFICATION',
  modificationGroups: [{
    id: 900 + id, name: text('Соус'), priority: 1, isRequired: true, minCount: 1, maxCount: 2,
    modifications: [
      { id: 31, name: text('Сырный'), price: 3_000, image: null, priority: 1, isDefault: false, maxCount: 2 },
      { id: 32, name: text('Острый'), price: 2_000, image: null, priority: 2, isDefault: false, maxCount: 2 },
    ],
  }],
  ...overrides,
});

export const overall = (products: Product[]): Overall => ({
  groups: [], categories: [{
    id: 1, name: text('Еда'), priority: 1, products: products.map((p) => p.id), viewType: 'MEDIUM', isWithoutCart: false,
    scrollType: 'VERTICAL', navigationType: 'SHEET',
  }], products,
});

/** A basket line of a product, as the catalog puts it in the basket. */
export function line(p: Product, count: number, modifications: CartModification[] = []): BasketLine {
  const mods = [...modifications].sort((a, b) => a.id - b.id).map((m) => `${m.id}x${m.count}`).join(',');
  return { lineId: mods ? `${p.id}:${mods}` : String(p.id), product: toBasketProduct(p), modifications, count };
}

export const draft = (change: Partial<OrderDraft>): OrderDraft => ({ ...emptyDraft(), ...change });

/** A logged-in customer's session with this draft. */
export const customer = (change: Partial<OrderDraft> = {}, extra: Partial<SessionState> = {}): Partial<SessionState> =>
  ({ ...loggedIn(), draft: draft(change), ...extra });

export function branch(id: number, name: string, services: { delivery?: boolean; pickup?: boolean; dinein?: boolean } = {}, overrides: Partial<Branch> = {}): Branch {
  const { delivery = true, pickup = true, dinein = true } = services;
  return {
    id, cityId: 1, merchantId: 1, name: text(name), latitude: 41.31, longitude: 69.28, address: `${name}, 1`,
    isActive: true, isMain: id === 1, deleted: false,
    settings: {
      bookingEnabled: false, deliveryEnabled: delivery, dineinEnabled: dinein, expressEnabled: false, kitchenEnabled: true, merchantId: 1,
      payOfficeEnabled: false, pickupEnabled: pickup, storageEnabled: false, yandexEnabled: false,
    },
    ...overrides,
  };
}

export function address(id: number, streetName: string, houseNumber: string, overrides: Partial<Address> = {}): Address {
  return { id, type: 'HOUSE', name: null, streetName, houseNumber, latitude: 41.3 + id / 1000, longitude: 69.24, cityId: 1, ...overrides };
}

/** A point chosen on the map (not saved). */
export const point = { latitude: 41.311, longitude: 69.279, streetName: 'Амира Темура', houseNumber: '15' };

export function deliverySettings(overrides: Partial<DeliverySettings> = {}): DeliverySettings {
  return {
    id: 1, isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThreshold: 0, serviceFeeAmount: 0,
    minimalDeliveryPrice: 0, website: 'DELIVERY', ...overrides,
  };
}

export function promo(code: string, overrides: Partial<Promo> = {}): Promo {
  return { id: 70, code, discountType: 'AMOUNT', productDiscount: 5_000, deliveryDiscount: 0, minPrice: null, isActive: true, ...overrides };
}

export const card = (id: number, number: string, type = 'UZCARD'): Card => ({ id, number, expire: '12/29', isVerified: true, type });

/** The order the API answers once placed. */
export function placed(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id, number: `A-${id}`, merchantId: 1, userId: 7, status: 'OPEN', source: 'CLIENT_WEB', serviceType: 'DELIVERY', paymentType: 'CASH',
    isPaid: false, cartItems: [],
    totals: {
      totalProductPrice: 40_000, totalProductDiscount: 0, productPrice: 40_000, productDiscount: 0, productCount: 2, totalPrice: 50_000,
      totalDiscount: 0, deliveryPrice: 10_000, deliveryDiscount: 0,
    },
    ...overrides,
  };
}
