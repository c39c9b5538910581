import type { Selectable } from 'kysely';
import type {
  Branch, Brand, City, DeliveryArea, Merchant, MerchantWebSettings, Policy, User, Vacancy,
} from '@storefront/contracts';
import type {
  BranchTable, BrandTable, CityTable, DeliveryAreaTable, MerchantTable, PolicyTable, UserTable, VacancyTable,
  WebSettingsTable,
} from '../db/schema';

export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The public face of a merchant: secrets (SMS password, bot token, iiko login) stay on the server. */
export function toMerchant(row: Selectable<MerchantTable>): Merchant {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    color: row.color,
    sub: row.sub,
    yandexDeliveryKey: null,
    iikoApiLogin: null,
    iikoOrganizationId: null,
    yandexMapKey: row.yandexMapKey,
    appId: row.appId,
    smsGateway: row.smsGateway,
    smsUsername: null,
    smsPassword: null,
    isActive: row.isActive,
    createdDate: iso(row.createdDate),
    deleted: row.deleted,
    lastModifiedDate: iso(row.lastModifiedDate),
    latitude: row.latitude,
    longitude: row.longitude,
    mainCityId: row.mainCityId,
  };
}

export const toWebSettings = (row: Selectable<WebSettingsTable>): MerchantWebSettings =>
  ({ ...row.settings, merchantId: row.merchantId }) as MerchantWebSettings;

export const toPolicy = (row: Selectable<PolicyTable>): Policy => ({ type: row.type, text: row.text });

export const toBrand = (row: Selectable<BrandTable>): Brand => ({
  id: row.id, merchantId: row.merchantId, name: row.name, domainUrl: row.domainUrl, color: row.color, image: row.image,
});

export const toCity = (row: Selectable<CityTable>): City => ({
  id: row.id,
  name: row.name,
  description: row.description,
  latitude: row.latitude,
  longitude: row.longitude,
  isMain: row.isMain,
  createdDate: iso(row.createdDate),
  lastModifiedDate: iso(row.lastModifiedDate),
});

export function toBranch(
  row: Selectable<BranchTable>,
  extra: { full?: boolean; distance?: number | null; deliveryPrice?: number | null } = {},
): Branch {
  return {
    cityId: row.cityId,
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    longitude: row.longitude,
    latitude: row.latitude,
    address: row.address,
    open: row.open,
    close: row.close,
    phone: row.phone,
    bookingPhone: row.bookingPhone,
    isActive: row.isActive,
    isMain: row.isMain,
    createdDate: iso(row.createdDate),
    deleted: row.deleted,
    lastModifiedDate: iso(row.lastModifiedDate),
    deliveryPrice: extra.deliveryPrice ?? null,
    distance: extra.distance ?? null,
    deliveryStart: row.deliveryStart,
    deliveryEnd: row.deliveryEnd,
    // Settings and hours are the "full" view; the light list keeps payloads small for the menu.
    settings: extra.full ? { ...row.settings, merchantId: row.merchantId } : null,
    workHours: extra.full ? row.workHours : null,
  };
}

export const toDeliveryArea = (row: Selectable<DeliveryAreaTable>): DeliveryArea => ({
  id: row.id, cityId: row.cityId, merchantId: row.merchantId, name: row.name, polygon: row.polygon, color: row.color, price: row.price,
});

export const toVacancy = (row: Selectable<VacancyTable>): Vacancy => ({
  id: row.id, merchantId: row.merchantId, title: row.title, description: row.description, salary: row.salary,
  salaryText: row.salaryText ?? null, isActive: row.isActive,
});

/**
 * The customer as the storefront sees it. The contracts' `User.phone` is a required string, but a
 * Telegram customer may have no phone yet: that is answered as '' and told apart by
 * `isPhoneVerificationRequired`. The Telegram id and chosen language stay on the server.
 */
export const toUser = (row: Selectable<UserTable>): User => ({
  createdDate: iso(row.createdDate),
  birthday: row.birthday,
  email: row.email,
  image: row.image,
  firstName: row.firstName,
  id: row.id,
  isActive: row.isActive,
  lastModifiedDate: iso(row.lastModifiedDate),
  lastName: row.lastName,
  merchantId: row.merchantId,
  phone: row.phone ?? '',
  role: row.role,
  cashback: row.cashback,
  gender: row.gender,
});
