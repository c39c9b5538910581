import * as z from 'zod/mini';

// Every enumeration of spec §3 and §4, spelled as the spec spells them.
export const SmsGateway = z.enum(['PLAY_MOBILE', 'ESKIZ']);
export const MapProvider = z.enum(['YANDEX', 'LEAFLET', 'LAMENU_YANDEX']);
export const Theme = z.enum(['DARK', 'LIGHT']);
export const MainColorType = z.enum(['dark', 'light']);
export const ModificationViewType = z.enum(['NAME_ONLY', 'FULL_IMAGE']);
export const BasketPosition = z.enum(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']);
/** The spec's three texts, and EXTRA / EXTRA2: the merchant's own pages at /extra and /extra2. */
export const PolicyType = z.enum(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY', 'EXTRA', 'EXTRA2']);
export const CategoryViewType = z.enum(['BIG', 'MEDIUM', 'SMALL']);
export const ScrollType = z.enum(['VERTICAL', 'HORIZONTAL']);
export const NavigationType = z.enum(['SHEET', 'POP_UP', 'FULL_SCREEN']);
export const ProductType = z.enum(['NONE', 'MODIFICATION']);
/** Display labels of product types (spec §3). */
export const PRODUCT_TYPE_LABELS: Record<z.infer<typeof ProductType>, string> = {
  NONE: 'Oddiy',
  MODIFICATION: 'Tanlovli',
};
export const ProductUnit = z.enum(['KG', 'LITER', 'GRAMM', 'COUNT']);
export const ChannelType = z.enum(['TG', 'WEB', 'APP', 'OPERATOR']);
export const CategoryGrouping = z.enum(['GROUP', 'WITHOUT_GROUP']);
export const CategoryScope = z.enum(['ALL', 'ONE_CATEGORY', 'GROUP_CATEGORY']);
export const Weekday = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export const Gender = z.enum(['MALE', 'FEMALE']);
export const PaymentType = z.enum([
  'CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER', 'CLICK_MINI_APP',
]);
/**
 * The outcome of an order's latest online payment, as the providers confirmed it back: awaiting
 * the customer, paid, cancelled by the provider (the customer may pay again), or refunded.
 */
export const OrderPaymentStatus = z.enum(['AWAITING', 'PAID', 'CANCELLED', 'REFUNDED']);
/** Why the card provider refused a saved card or its payment (rules/card.ts maps Payme's codes to these). */
export const CardRefusal = z.enum([
  'CARD_INVALID', 'CARD_EXPIRED', 'CARD_NOT_FOUND', 'INSUFFICIENT_FUNDS', 'CODE_WRONG', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS',
  'SMS_FAILED', 'PROVIDER_ERROR',
]);
export const IntegrationKind = z.enum(['LAMENU', 'YANDEX', 'CUSTOM']);
export const AddressEntryMode = z.enum(['COORDINATES', 'SAVED', 'TARGET', 'MAP']);
export const AddressType = z.enum(['HOUSE', 'APARTMENT']);
export const DiscountType = z.enum(['AMOUNT', 'PERCENTAGE']);
export const OrderStatus = z.enum([
  'OPEN', 'ACCEPTED', 'CANCELED', 'CREATED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED',
  'ATTACHED', 'AT_TIME',
]);
export const OrderSource = z.enum([
  'LAPOSTER', 'OPERATOR', 'INSTAGRAM', 'CLIENT_APP', 'TELEGRAM_BOT', 'CLIENT', 'CLIENT_WEB',
  'CLIENT_IOS', 'CLICK_MINI_APP', 'CLIENT_ANDROID', 'CLIENT_WEB_MOBILE', 'CLIENT_WEB_DESKTOP',
  'INTEGRATION_APP',
]);
export const ServiceType = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24']);
export const CourierStatus = z.enum([
  'PERFORMER_LOOK_UP', 'FOUND', 'NOT_FOUND', 'PICK_UP_ARRIVED', 'PICKUPED', 'ARRIVED',
  'DELIVERED_FINISH', 'RETURNING', 'RETURN_ARRIVED', 'RETURNED_FINISH', 'NEW_ORDER',
  'ESTIMATING_FAILED', 'READY_FOR_APPROVAL', 'FAILED', 'CANCELLED', 'ACCEPTED', '',
]);
/** Uzbek display labels of courier statuses; the spec names two, the rest are ours. */
export const COURIER_STATUS_LABELS: Record<z.infer<typeof CourierStatus>, string> = {
  PERFORMER_LOOK_UP: 'Kuryer qidirilmoqda',
  FOUND: 'Kuryer topildi',
  NOT_FOUND: 'Kuryer topilmadi',
  PICK_UP_ARRIVED: 'Kuryer filialga yetib keldi',
  PICKUPED: 'Kuryer buyurtmani oldi',
  ARRIVED: 'Kuryer manzilga yetib keldi',
  DELIVERED_FINISH: 'Yetkazildi',
  RETURNING: 'Kuryer qaytmoqda',
  RETURN_ARRIVED: 'Kuryer qaytib keldi',
  RETURNED_FINISH: 'Qaytarildi',
  NEW_ORDER: 'Yangi buyurtma',
  ESTIMATING_FAILED: 'Narxni hisoblab bo\'lmadi',
  READY_FOR_APPROVAL: 'Tasdiqlash kutilmoqda',
  FAILED: 'Xatolik',
  CANCELLED: 'Buyurtma bekor bo\'ldi',
  ACCEPTED: 'Qabul qilindi',
  '': '',
};
export const OrderHistoryEventKind = z.enum([
  'PAID', 'UPDATE', 'PAID_AND_CHANGE_STATUS', 'CHANGE_STATUS', 'CHANGE_COURIER_STATUS',
  'CHANGE_PAYMENT_TYPE', 'CHANGE_DELIVERY_TYPE',
]);
/** Overall catalogue type: the web storefront asks WEB, the Telegram Mini App TG (spec §7). */
export const OverallType = z.enum(['WEB', 'TG']);
/** Service choice of the checkout (spec §3 order request). */
export const ServiceChoice = z.enum(['delivery', 'pick-up', 'dine-in']);
export const BotContactStatus = z.enum(['sent', 'cancelled']);
