import type { Address, Branch, City, DeliveryArea, GeocodeResult, Order, WorkHour } from '@storefront/contracts';

const text = (name: string) => ({ ru: name, uz: name, eng: name });
const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Open every day between these hours (Tashkent time). */
export const everyDay = (open: string, close: string): WorkHour[] => WEEK.map((day) => ({ day, open, close, isWorking: true }));

export function branch(id: number, name: string, point: { latitude: number; longitude: number }, overrides: Partial<Branch> = {}): Branch {
  return {
    id, cityId: 1, merchantId: 1, name: text(name), ...point, address: `${name}, 1`, phone: '998712000001',
    open: '09:00', close: '23:00', isActive: true, isMain: id === 1, deleted: false, workHours: everyDay('00:00', '23:59'),
    settings: {
      bookingEnabled: false, deliveryEnabled: true, dineinEnabled: true, expressEnabled: false, kitchenEnabled: true, merchantId: 1,
      payOfficeEnabled: false, pickupEnabled: true, storageEnabled: false, yandexEnabled: false,
    },
    ...overrides,
  };
}

export const CHILANZAR = branch(1, 'Чиланзар', { latitude: 41.2756, longitude: 69.2034 });
export const YUNUSABAD = branch(2, 'Юнусабад', { latitude: 41.3653, longitude: 69.2856 });
/** Serves no pick-up. */
export const SERGELI = branch(3, 'Сергели', { latitude: 41.2269, longitude: 69.2186 }, {
  settings: { ...CHILANZAR.settings!, pickupEnabled: false },
});

export const TASHKENT: City = { id: 1, name: text('Ташкент'), latitude: 41.3111, longitude: 69.2797, isMain: true };

/** A square area around the centre of Tashkent (spec §3: lon/lat pairs). */
export const CENTRE_AREA: DeliveryArea = {
  id: 9, cityId: 1, merchantId: 1, name: 'Центр', price: 12_000, color: null,
  polygon: [[69.2, 41.28], [69.35, 41.28], [69.35, 41.35], [69.2, 41.35]],
};

/** What the geocoder answers for a point: a street and a house. */
export const reverseAnswer = (road: string, house: string | null = null, neighbourhood: string | null = null): GeocodeResult => ({
  display_name: `${road}, Ташкент`, address: { road, house_number: house, neighbourhood },
});

export function address(id: number, name: string | null, point: { latitude: number; longitude: number }, overrides: Partial<Address> = {}): Address {
  return { id, type: 'HOUSE', name, streetName: 'Навои', houseNumber: '5', ...point, cityId: 1, ...overrides };
}

export function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id, number: `A-${id}`, merchantId: 1, userId: 7, status: 'ON_WAY', source: 'CLIENT_WEB', serviceType: 'DELIVERY', paymentType: 'CASH',
    isPaid: false, cartItems: [], branch: { id: 1 }, address: { latitude: 41.311, longitude: 69.279, streetName: 'Амира Темура' },
    courierStatus: 'PICKUPED', courier: { name: 'Бахтиёр', phone: '998901112233', latitude: 41.3, longitude: 69.25 },
    totals: {
      totalProductPrice: 40_000, totalProductDiscount: 0, productPrice: 40_000, productDiscount: 0, productCount: 2, totalPrice: 50_000,
      totalDiscount: 0, deliveryPrice: 10_000, deliveryDiscount: 0,
    },
    ...overrides,
  };
}
