import type {
  Address, Branch, Card, CashbackEntry, ChatMessage, Modification, Notification, Order, OrderEvent, Overall, Product, Promo, User,
} from '@storefront/contracts';
import { DEMO_USER } from '@storefront/ui/testing';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** The demo customer with whatever differs. */
export const customer = (overrides: Partial<User> = {}): User => ({ ...DEMO_USER, ...overrides });

export function modification(id: number, name: string, price: number): Modification {
  return { id, name: { ru: name, uz: name, eng: name }, price, image: null, priority: 1, isDefault: false, maxCount: 3 };
}

/** A product of the menu, sold at branch 1, with an optional group of modifications. */
export function product(id: number, name: string, costPrice: number, overrides: Partial<Product> = {}): Product {
  return {
    id, name: { ru: name, uz: name, eng: name }, costPrice, discount: 0, active: true, categoryId: 1, type: 'NONE', unit: 'COUNT',
    productBranch: [{ id: id * 10, isActive: true, amount: null, branch: { id: 1, isActive: true } }],
    isCartRecommendation: false, modificationGroups: [], count: 0, deliveryEnabled: true, priority: 1, image: `img-${id}.png`,
    labels: [], amount: 0, gallery: [], tags: [], timeCookingMax: 20, ...overrides,
  };
}

export const PLOV = product(11, 'Плов', 45_000, {
  modificationGroups: [{
    id: 1, name: { ru: 'Добавки', uz: "Qo'shimchalar", eng: 'Extras' }, priority: 1, isRequired: false, minCount: 0, maxCount: 2,
    modifications: [modification(101, 'Перепелиное яйцо', 5_000)],
  }],
});
export const SAMSA = product(12, 'Самса', 12_000, { discount: 10 });
export const TEA = product(13, 'Чай', 8_000);

export const overall = (products: Product[] = [PLOV, SAMSA, TEA]): Overall => ({ groups: [], categories: [], products });

const totals = (price: number, overrides: Partial<Order['totals']> = {}): Order['totals'] => ({
  totalProductPrice: price, totalProductDiscount: 0, productPrice: price, productDiscount: 0, productCount: 1,
  totalPrice: price, totalDiscount: 0, deliveryPrice: 0, deliveryDiscount: 0, serviceFee: null, ...overrides,
});

/** An order of the demo customer: one plov with an egg and two samsas, delivered to Yunusabad. */
export function order(id: number, status: Order['status'], overrides: Partial<Order> = {}): Order {
  return {
    id, number: String(1000 + id), merchantId: 1, userId: DEMO_USER.id, status, source: 'CLIENT_WEB', serviceType: 'DELIVERY',
    paymentType: 'CASH', branch: { id: 1 },
    address: { streetName: 'Амира Темура', houseNumber: '12', latitude: 41.34, longitude: 69.28 },
    entrance: null, comment: null, promoCode: null, cashback: null,
    totals: totals(94_600, { totalProductPrice: 79_000, totalProductDiscount: 2_400, productPrice: 76_600, deliveryPrice: 18_000 }),
    cartItems: [
      { product: { id: PLOV.id, costPrice: 45_000, discount: 0, count: 1 }, modifications: [{ id: 101, price: 5_000, count: 2 }] },
      { product: { id: SAMSA.id, costPrice: 12_000, discount: 10, count: 2 }, modifications: [] },
    ],
    isPaid: false, grade: null, createdDate: ago(2), ...overrides,
  };
}

export function page<T>(content: T[], { page: number = 0, totalPages = 1 } = {}) {
  return { content, page: number, size: 10, totalElements: content.length * totalPages, totalPages };
}

export function branch(id: number, name: string, overrides: Partial<Branch> = {}): Branch {
  return {
    id, cityId: 1, merchantId: 1, name: { ru: name, uz: name, eng: name }, latitude: 41.31, longitude: 69.24,
    address: 'ул. Бунёдкор, 1', isActive: true, isMain: id === 1, deleted: false, ...overrides,
  };
}

export function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id, type: 'APARTMENT', name: null, streetName: 'Амира Темура', houseNumber: String(10 + id), latitude: 41.3 + id / 100, longitude: 69.28,
    entrance: { entrance: '2', floor: '5', office: null, domophone: null, comment: null }, ...overrides,
  };
}

export function card(id: number, number: string, overrides: Partial<Card> = {}): Card {
  return { id, number, expire: '03/29', isVerified: true, type: number.startsWith('9860') ? 'HUMO' : 'UZCARD', ...overrides };
}

export function promo(id: number, code: string, overrides: Partial<Promo> = {}): Promo {
  return {
    id, code, discountType: 'AMOUNT', productDiscount: 10_000, deliveryDiscount: 0, minPrice: null, startDate: null, endDate: null,
    isActive: true, ...overrides,
  };
}

export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id, kind: 'ORDER_STATUS', orderId: 5, orderNumber: '1005', status: 'COOKING', text: null, read: false, createdDate: ago(1), ...overrides,
  };
}

export function chatMessage(id: number, author: ChatMessage['author'], text: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return { id, orderId: null, author, text, createdDate: ago(1), readAt: author === 'CUSTOMER' ? null : ago(0.5), ...overrides };
}

export function cashbackEntry(id: number, kind: CashbackEntry['kind'], amount: number, orderNumber: string | null = null): CashbackEntry {
  return { id, kind, amount, orderId: orderNumber ? Number(orderNumber) : null, orderNumber, createdDate: ago(24 * id) };
}

/** A login answer for the demo customer. */
export const loginAnswer = (user: User = DEMO_USER) => ({ token: 'new-token', user, isPhoneVerificationRequired: false });

/** A live event of the stream about an order, its state after the change. */
export function orderEvent(from: Order, overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: from.id, number: from.number, status: from.status, serviceType: from.serviceType, courierStatus: from.courierStatus ?? null,
    courier: from.courier ?? null, isPaid: from.isPaid, paymentStatus: from.paymentStatus ?? null, createdDate: from.createdDate,
    timeline: from.timeline ?? [], ...overrides,
  };
}
