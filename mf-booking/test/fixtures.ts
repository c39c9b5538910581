import type { Branch, BookingSlots, Reservation, Vacancy, BranchTable, WaiterCall } from '@storefront/contracts';

const HOUR = 3_600_000;

export function branch(id: number, name: string, { bookingEnabled = true, bookingPhone = null as string | null } = {}): Branch {
  return {
    id, cityId: 1, merchantId: 1, name: { ru: name, uz: name, eng: name }, latitude: 41.31, longitude: 69.28,
    isActive: true, isMain: id === 1, deleted: false, bookingPhone,
    settings: {
      bookingEnabled, deliveryEnabled: true, dineinEnabled: true, expressEnabled: false, kitchenEnabled: true, merchantId: 1,
      payOfficeEnabled: false, pickupEnabled: true, storageEnabled: false, yandexEnabled: false,
    },
  };
}

/** The free times of whatever day and party the form asks for; `taken` ones are shown but not pickable. */
export function slotsAnswer(query: Record<string, unknown>, { times = ['18:00', '19:00', '20:00'], taken = [] as string[], bookingPhone = null as string | null } = {}): BookingSlots {
  const date = String(query.date);
  return {
    branchId: Number(query.branchId), date, guests: Number(query.guests), bookingPhone,
    slots: times.map((time) => ({ time, startsAt: `${date}T${time}:00+05:00`, available: !taken.includes(time) })),
  };
}

/** A reservation starting `startsInHours` from now (negative: in the past), two hours long. */
export function reservation(id: number, startsInHours: number, overrides: Partial<Reservation> = {}): Reservation {
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  return {
    id, branchId: 1, branchName: { ru: 'Чиланзар', uz: 'Chilonzor', eng: 'Chilanzar' }, bookingPhone: '+998 71 200 00 01',
    tableName: 'A3', date: startsAt.toISOString().slice(0, 10), time: '19:00',
    startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
    guests: 4, name: 'Aziza Karimova', phone: '998901234567', comment: null, status: 'ACTIVE', cancellable: true,
    createdDate: new Date(Date.now() - 24 * HOUR).toISOString(), ...overrides,
  };
}

export function vacancy(id: number, title: string, overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id, merchantId: 1, title: { ru: title, uz: title, eng: title }, description: { ru: `${title}: описание`, uz: null, eng: null },
    salary: null, isActive: true, ...overrides,
  };
}

export const TABLE: BranchTable = { id: 7, branchId: 1, name: 'A3', seats: 4 };

export function waiterCall(status: WaiterCall['status'], overrides: Partial<WaiterCall> = {}): WaiterCall {
  return {
    id: 51, branchId: 1, tableId: 7, tableName: 'A3', reason: 'WAITER', status, createdDate: new Date().toISOString(),
    acknowledgedDate: status === 'ACKNOWLEDGED' ? new Date().toISOString() : null, ...overrides,
  };
}
