import * as z from 'zod/mini';
import { Id, IdParam, OneTimeCode, Text } from './common';
import {
  MAX_COMMENT_LENGTH, MAX_INIT_DATA_LENGTH, MAX_NAME_LENGTH, MAX_PAGE, MAX_SEARCH_LENGTH, MAX_SHORT_TEXT_LENGTH,
} from './limits';
import { MAX_NOTIFICATIONS } from './limits';
import { OverallType } from './enums';
import { defineRoute } from './route';
import { OVERALL_BY_SUB_PATH, OVERALL_PATH, START_PATH } from './rules/start';
import { Brand, Merchant, MerchantWebSettings, Policy, WebbotSetting } from './entities/merchant';
import { Branch, City, DeliveryArea } from './entities/geo';
import { Grade, Overall, Product } from './entities/catalog';
import { Card, CardInput, CardProvider, Profile, User, UzPhone } from './entities/user';
import { Address, AddressInput, GeocodeResult } from './entities/address';
import {
  Courier, DeliverySettings, Notification, Order, OrderRequest, Page, Promo, TariffRequest, TariffResponse,
} from './entities/order';
import { PaymentCheckout } from './entities/payment';
import { ChatMessage, ChatMessageInput, ChatPage, ChatQuery } from './entities/chat';
import { CashbackEntry, Review, ReviewRequest } from './entities/account';
import { Banner, Story } from './entities/content';
import { LoginResponse, Vacancy } from './entities/session';
import { StartData } from './entities/start';
import {
  BookingSlots, MAX_GUESTS, Reservation, ReservationInput, VacancyApplication, VacancyApplicationInput, VenueTable,
  WaiterCall, WaiterCallInput,
} from './entities/venue';
import { PolicyType } from './enums';

const Done = z.object({ success: z.literal(true) });
const IdPath = z.object({ id: IdParam });
/**
 * A coordinate from a query's text. An empty `lat=` is refused as missing: coercion alone reads ''
 * as 0, a point off the coast of Africa.
 */
const QueryText = z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]);
const Latitude = z.pipe(QueryText, z.coerce.number<string | number>().check(z.gte(-90), z.lte(90)));
const Longitude = z.pipe(QueryText, z.coerce.number<string | number>().check(z.gte(-180), z.lte(180)));
/**
 * Telegram init data as the client holds it. Short or empty text is accepted here on purpose: spec §5
 * counts it as missing, and the webbot routes answer that with their own INIT_DATA_MISSING code.
 */
const InitDataBody = z.object({ initData: Text(MAX_INIT_DATA_LENGTH) });
/** Merchant id in a path: spec §5 names the literal text 'undefined' as a failure of its own. */
const MerchantIdPath = z.object({ merchantId: Text(MAX_SHORT_TEXT_LENGTH) });

/**
 * The route table: every call of spec §7, plus the calls the spec leaves unnamed
 * (specNamed: false). The API registers its routes from here and the storefront's client calls
 * through here, so a path, a parameter or a body shape cannot drift between the two.
 */
export const routes = {
  // --- merchant and settings -------------------------------------------------------------
  /** Merchant by sub-domain */
  merchantBySub: defineRoute({
    method: 'GET', path: '/users/v1/merchants/sub/:sub', params: z.object({ sub: Text(63).check(z.minLength(1)) }),
    response: Merchant, auth: 'none', tenant: false, specNamed: true,
  }),
  /**
   * Everything the start needs (merchant, settings, cities, about, brand tabs, stories, banners) in
   * one answer: one round trip where spec §4's calls chain three; since 1.8.0. The merchant's own
   * calls stay for everything that refreshes one part.
   */
  start: defineRoute({
    method: 'GET', path: START_PATH, query: z.object({ sub: Text(63).check(z.minLength(1)) }),
    response: StartData, auth: 'none', tenant: false, specNamed: false,
  }),
  /** Merchant by full domain (custom domains) */
  merchantByDomain: defineRoute({
    method: 'GET', path: '/users/v1/merchants/domain/:domain', params: z.object({ domain: Text(253).check(z.minLength(1)) }),
    response: Merchant, auth: 'none', tenant: false, specNamed: false,
  }),
  /** Merchant web settings */
  webSettings: defineRoute({
    method: 'GET', path: '/support/v1/merchant/settings/web', response: MerchantWebSettings,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Terms, about and privacy texts */
  policies: defineRoute({
    method: 'GET', path: '/support/v1/company/policies', query: z.object({ type: z.optional(PolicyType) }),
    response: z.array(Policy), auth: 'none', tenant: true, specNamed: true,
  }),
  /** Brands listed with this merchant (multi-tab mode) */
  brandCatalog: defineRoute({
    method: 'GET', path: '/support/v1/brand/catalog', response: z.array(Brand),
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** The home page's stories, by priority (empty while storiesActive is off); since 1.5.0 */
  stories: defineRoute({
    method: 'GET', path: '/support/v1/stories', response: z.array(Story),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** The home page's banners, by priority (empty while bannersActive is off); since 1.5.0 */
  banners: defineRoute({
    method: 'GET', path: '/support/v1/banners', response: z.array(Banner),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** Open vacancies */
  vacancies: defineRoute({
    method: 'GET', path: '/support/v1/vacancies', response: z.array(Vacancy),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** One vacancy */
  vacancy: defineRoute({
    method: 'GET', path: '/support/v1/vacancies/:id', params: IdPath, response: Vacancy,
    auth: 'none', tenant: true, specNamed: false,
  }),

  /** Apply for a vacancy (settings.vacanciesActive); rate-limited per IP and customer */
  vacancyApply: defineRoute({
    method: 'POST', path: '/support/v1/vacancies/:id/applications', params: IdPath, body: VacancyApplicationInput,
    response: VacancyApplication, auth: 'optional', tenant: true, specNamed: false,
  }),

  // --- table reservations (Bron) and dine-in ---------------------------------------------
  /**
   * Start times of a branch's day for a party (settings.bookingActive and the branch's
   * bookingEnabled): from the branch's hours and its tables' capacity. date: YYYY-MM-DD in Tashkent,
   * today to BOOKING_DAYS_AHEAD days ahead.
   */
  bookingSlots: defineRoute({
    method: 'GET', path: '/booking/v1/slots',
    query: z.object({
      branchId: IdParam,
      date: Text(10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      guests: z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_GUESTS)),
    }),
    response: BookingSlots, auth: 'none', tenant: true, specNamed: false,
  }),
  /**
   * Reserve a table: the smallest free table that seats the party; 409 SLOT_TAKEN when none is left,
   * 409 RESERVATION_LIMIT when the customer or the phone already holds the merchant's cap of active
   * reservations (default 3), 429 past the abuse limit
   */
  reservationCreate: defineRoute({
    method: 'POST', path: '/booking/v1/reservations', body: ReservationInput, response: Reservation,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's reservations, newest first */
  reservations: defineRoute({
    method: 'GET', path: '/booking/v1/reservations', response: z.array(Reservation),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Cancel one's own reservation; 409 CANCEL_TOO_LATE within RESERVATION_CANCEL_BEFORE_MINUTES of its start */
  reservationCancel: defineRoute({
    method: 'POST', path: '/booking/v1/reservations/:id/cancel', params: IdPath, response: Reservation,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** A table of a branch, as its QR code names it (settings.dineInActive) */
  venueTable: defineRoute({
    method: 'GET', path: '/orders/v1/tables/:id', params: IdPath, query: z.object({ branchId: IdParam }),
    response: VenueTable, auth: 'none', tenant: true, specNamed: false,
  }),
  /**
   * Call a waiter to a table (settings.dineInActive, the branch's dineinEnabled). At most one open
   * call per table in WAITER_CALL_WINDOW_MINUTES: 429 with a description. The answer carries `key`,
   * the caller's right to follow the call.
   */
  waiterCallCreate: defineRoute({
    method: 'POST', path: '/orders/v1/waiter-calls', body: WaiterCallInput, response: WaiterCall,
    auth: 'optional', tenant: true, specNamed: false,
  }),
  /** A waiter call, for the caller holding its key: sent or acknowledged */
  waiterCall: defineRoute({
    method: 'GET', path: '/orders/v1/waiter-calls/:id', params: IdPath,
    query: z.object({ key: Text(MAX_SHORT_TEXT_LENGTH).check(z.minLength(1)) }),
    response: WaiterCall, auth: 'none', tenant: true, specNamed: false,
  }),

  // --- geography -------------------------------------------------------------------------
  /** Cities of the merchant */
  cities: defineRoute({
    method: 'GET', path: '/users/v1/city-merchant/merchant/:merchantId', params: MerchantIdPath,
    response: z.array(City), auth: 'none', tenant: true, specNamed: true,
  }),
  /** Active branches of the merchant */
  branches: defineRoute({
    method: 'GET', path: '/users/v1/branches', response: z.array(Branch),
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Branches with settings and work hours */
  branchesFull: defineRoute({
    method: 'GET', path: '/users/v1/branches/full', query: z.object({ cityId: z.optional(IdParam) }),
    response: z.array(Branch), auth: 'none', tenant: true, specNamed: true,
  }),
  /** One branch */
  branch: defineRoute({
    method: 'GET', path: '/users/v1/branches/:id', params: IdPath, response: Branch,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Closest active branch; with type=DELIVERY only when the point lies in a delivery area */
  closestBranch: defineRoute({
    method: 'GET', path: '/users/v1/branches/merchant/:merchantId/closest', params: MerchantIdPath,
    query: z.object({ lat: Latitude, lon: Longitude, type: z.optional(z.enum(['DELIVERY', 'PICK_UP'])) }),
    response: Branch, auth: 'none', tenant: true, specNamed: true,
  }),
  /** Closest delivering branch for a logged-in customer */
  closestBranchLocal: defineRoute({
    method: 'GET', path: '/users/v1/local/branch/closest', query: z.object({ lat: Latitude, lon: Longitude }),
    response: Branch, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Delivery areas of a city */
  deliveryAreas: defineRoute({
    method: 'GET', path: '/deliveries/v1/areas/:cityId', params: z.object({ cityId: IdParam }),
    response: z.array(DeliveryArea), auth: 'none', tenant: true, specNamed: true,
  }),

  // --- catalogue -------------------------------------------------------------------------
  /** Groups, categories and products */
  overalls: defineRoute({
    method: 'GET', path: OVERALL_PATH, query: z.object({ type: z._default(OverallType, 'WEB') }),
    response: Overall, auth: 'optional', tenant: true, specNamed: true,
  }),
  /**
   * The same menu overall named by the merchant's sub-domain rather than the `merchant` header
   * (since 1.11.0): the page's first script asks for it at once, beside the start, instead of a
   * round trip later when the start has named the merchant.
   */
  overallsBySub: defineRoute({
    method: 'GET', path: OVERALL_BY_SUB_PATH, params: z.object({ sub: Text(63).check(z.minLength(1)) }),
    query: z.object({ type: z._default(OverallType, 'WEB') }),
    response: Overall, auth: 'none', tenant: false, specNamed: false,
  }),
  /** Average grade per product */
  grades: defineRoute({
    method: 'GET', path: '/products/v1/grade', response: z.array(Grade),
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Favourite products of the customer */
  favourites: defineRoute({
    method: 'GET', path: '/products/v1/favourite/all',
    query: z.object({ userId: IdParam, isFavourite: z.optional(z.enum(['true', 'false'])) }),
    response: z.array(Product), auth: 'token', tenant: true, specNamed: true,
  }),
  /** Mark a product favourite */
  favouriteAdd: defineRoute({
    method: 'POST', path: '/products/v1/favourite', body: z.object({ productId: Id }),
    response: Done, auth: 'token', tenant: true, specNamed: false,
  }),
  /** Unmark a favourite product */
  favouriteRemove: defineRoute({
    method: 'DELETE', path: '/products/v1/favourite/:productId', params: z.object({ productId: IdParam }),
    response: Done, auth: 'token', tenant: true, specNamed: false,
  }),
  /** Stored image by key, resized webp (480×480, quality 100 by default); the "no item" placeholder when missing */
  media: defineRoute({
    method: 'GET', path: '/media/v1/images/:key', params: z.object({ key: Text(200).check(z.minLength(1)) }),
    query: z.object({
      width: z.optional(z.coerce.number().check(z.int(), z.gte(16), z.lte(2048))),
      height: z.optional(z.coerce.number().check(z.int(), z.gte(16), z.lte(2048))),
      quality: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
      original: z.optional(z.enum(['true', 'false'])),
    }),
    auth: 'none', tenant: false, specNamed: false,
  }),

  // --- users -----------------------------------------------------------------------------
  /** Send a login code by SMS */
  login: defineRoute({
    method: 'POST', path: '/users/v1/users/login', body: z.object({ phone: UzPhone }),
    response: z.object({ phone: z.string(), expiresIn: z.number(), resendIn: z.number() }),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** Check a login code and answer a token */
  loginVerify: defineRoute({
    method: 'POST', path: '/users/v1/users/login/verify', body: z.object({ phone: UzPhone, code: OneTimeCode }),
    response: LoginResponse, auth: 'none', tenant: true, specNamed: false,
  }),
  /** Revoke the token */
  logout: defineRoute({
    method: 'POST', path: '/users/v1/users/logout', response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Current user */
  me: defineRoute({
    method: 'GET', path: '/users/v1/users/me', response: User,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Update profile fields */
  updateUser: defineRoute({
    method: 'PUT', path: '/users/v1/users/:id', params: IdPath, body: Profile, response: User,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /**
   * Send a code to a phone the customer wants on their account (a new number, or the first one of a
   * Telegram customer); answers the code's id for verifyPhone. Same limits as the login code.
   */
  changePhone: defineRoute({
    method: 'PUT', path: '/users/v1/users/phone', body: z.object({ phone: UzPhone, type: z.literal('WEB') }),
    response: z.object({ id: z.number().check(z.int(), z.positive()) }), auth: 'token', tenant: true, specNamed: true,
  }),
  /**
   * Confirm the phone with the code: it is bound to the account. A Telegram customer proving the
   * phone of a website account joins that account (the answer is the joined user).
   */
  verifyPhone: defineRoute({
    method: 'PUT', path: '/users/v1/users/phone/verify',
    body: z.object({ id: Id, code: OneTimeCode, phone: UzPhone }),
    response: User, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Whether the customer must still confirm a phone number */
  phoneVerificationRequired: defineRoute({
    method: 'GET', path: '/users/v1/users/phone/verification-required',
    response: z.object({ isPhoneVerificationRequired: z.boolean() }), auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's cashback movements, newest first (at most 100); since 1.5.0 */
  cashbackHistory: defineRoute({
    method: 'GET', path: '/users/v1/users/cashback/history', response: z.array(CashbackEntry),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Delete the account */
  deleteUser: defineRoute({
    method: 'DELETE', path: '/users/v1/users', response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Saved addresses */
  addresses: defineRoute({
    method: 'GET', path: '/users/v1/addresses/merchant/:merchantId/user/:userId',
    params: z.object({ merchantId: Text(MAX_SHORT_TEXT_LENGTH), userId: IdParam }), response: z.array(Address),
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Save an address */
  addressCreate: defineRoute({
    method: 'POST', path: '/users/v1/addresses/user/:userId', params: z.object({ userId: IdParam }),
    body: AddressInput, response: Address, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Change a saved address */
  addressUpdate: defineRoute({
    method: 'PUT', path: '/users/v1/addresses/:id', params: IdPath, body: AddressInput, response: Address,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Remove a saved address */
  addressDelete: defineRoute({
    method: 'DELETE', path: '/users/v1/addresses/:id', params: IdPath, response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),

  // --- Telegram Mini App -----------------------------------------------------------------
  /** Token for verified init data */
  webbotToken: defineRoute({
    method: 'POST', path: '/webbot/v1/users/token', body: InitDataBody, response: LoginResponse,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Log in with verified init data */
  webbotAuth: defineRoute({
    method: 'POST', path: '/webbot/v1/users/auth', body: InitDataBody, response: LoginResponse,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Messenger login with init data */
  webbotLogin: defineRoute({
    method: 'POST', path: '/webbot/v1/users/login', body: InitDataBody, response: LoginResponse,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /**
   * Contact-based login: after `requestContact` answered 'sent', binds the phone of the contact that
   * Telegram delivered to the merchant's bot (matched by Telegram user id). The page never names the
   * phone: it reaches the bot, not the page. 409 CONTACT_NOT_RECEIVED while it has not arrived yet;
   * 409 PHONE_MERGE_NEEDS_CODE when a website account holds it (confirm with changePhone/verifyPhone).
   */
  webbotContact: defineRoute({
    method: 'POST', path: '/webbot/v1/users/contact', body: InitDataBody,
    response: LoginResponse, auth: 'none', tenant: true, specNamed: false,
  }),
  /** Log the bot user out */
  webbotLogout: defineRoute({
    method: 'POST', path: '/webbot/v1/users/logout', body: InitDataBody, response: Done,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Log the bot user out with the chosen language */
  webbotLanguage: defineRoute({
    method: 'PUT', path: '/webbot/v1/users/logout', body: z.extend(InitDataBody, { language: z.enum(['uz', 'ru', 'eng']) }),
    response: Done, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Bot settings of the merchant */
  webbotSetting: defineRoute({
    method: 'GET', path: '/webbot/v1/setting', response: WebbotSetting,
    auth: 'none', tenant: true, specNamed: true,
  }),

  // --- orders, deliveries, payments ------------------------------------------------------
  /** Orders of the customer, newest first */
  ordersByUser: defineRoute({
    method: 'GET', path: '/orders/v1/orders/user/:userId', params: z.object({ userId: IdParam }),
    query: z.object({
      size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
      page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_PAGE)), 0),
      onlyArchive: z.optional(z.enum(['true', 'false'])),
    }),
    response: Page(Order), auth: 'token', tenant: true, specNamed: true,
  }),
  /** Orders still in progress */
  activeOrders: defineRoute({
    method: 'GET', path: '/orders/v1/orders/user/:userId/active', params: z.object({ userId: IdParam }),
    response: z.array(Order), auth: 'token', tenant: true, specNamed: true,
  }),
  /** One order of the customer */
  order: defineRoute({
    method: 'GET', path: '/orders/v1/orders/:id', params: IdPath, response: Order,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /**
   * Cancel one's own order with a reason (settings.cancelOrderActive): only before the merchant
   * accepts it (the contracts' lifecycle), else 409; a paid order's payment is marked for refund.
   */
  orderCancel: defineRoute({
    method: 'POST', path: '/orders/v1/orders/:id/cancel', params: IdPath,
    body: z.object({ reason: Text(MAX_COMMENT_LENGTH).check(z.minLength(1)) }), response: Order,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * The customer's live stream (text/event-stream): `event: order` with an OrderEvent whenever one
   * of their orders changes, `id:` from the API's order_events, `Last-Event-ID` replays what a
   * reconnecting page missed, comment lines as heartbeats. Read with fetch (the bearer token goes
   * in the header as on every call, never in the URL). docs/order-lifecycle.md "Live updates".
   */
  orderEvents: defineRoute({
    method: 'GET', path: '/orders/v1/orders/events', auth: 'token', tenant: true, specNamed: false, stream: true,
  }),
  /** The customer's latest notifications (settings.notificationsActive), newest first, and how many are unread */
  notifications: defineRoute({
    method: 'GET', path: '/notifications/v1/notifications',
    response: z.object({ content: z.array(Notification).check(z.maxLength(MAX_NOTIFICATIONS)), unread: z.number().check(z.int(), z.nonnegative()) }),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Marks the customer's notifications up to this id as read; answers how many are still unread */
  notificationsRead: defineRoute({
    method: 'PUT', path: '/notifications/v1/notifications/read', body: z.object({ upToId: Id }),
    response: z.object({ unread: z.number().check(z.int(), z.nonnegative()) }),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * The customer's chat with the merchant (settings.chatActive, else 403 CHAT_NOT_OFFERED): a page
   * of messages, oldest first, of one order (`orderId`, the customer's own, else 404) or of all;
   * `before` pages back. New messages of both sides also arrive live (`event: chat`).
   */
  chatMessages: defineRoute({
    method: 'GET', path: '/notifications/v1/chat/messages', query: ChatQuery, response: ChatPage,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * The customer writes (rules/chat.ts: cleaned; empty or over MAX_CHAT_TEXT_LENGTH is 400), about
   * one of their orders or in general; rate-limited (429 with Retry-After). The merchant answers
   * through its integration API (docs/order-lifecycle.md "Chat").
   */
  chatSend: defineRoute({
    method: 'POST', path: '/notifications/v1/chat/messages', body: ChatMessageInput, response: ChatMessage,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Marks the merchant's messages up to this id as read; answers how many are still unread */
  chatRead: defineRoute({
    method: 'PUT', path: '/notifications/v1/chat/messages/read', body: z.object({ upToId: Id }),
    response: z.object({ unread: z.number().check(z.int(), z.nonnegative()) }),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Delivery settings by merchant id */
  deliverySettings: defineRoute({
    method: 'GET', path: '/orders/v1/order/setting/:id', params: IdPath, response: DeliverySettings,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /**
   * Order creation. The body is the spec's order draft; its totals and prices are ignored (the API
   * prices from its database with rules/totals.ts). Headers: `Idempotency-Key` (same key and body →
   * the same order, another body → 422 IDEMPOTENCY_CONFLICT) and `x-order-channel: TG` from the
   * Telegram Mini App (source TELEGRAM_BOT, TG catalogue); without it the source is CLIENT_WEB.
   */
  orderCreate: defineRoute({
    method: 'POST', path: '/orders/v1/orders', body: OrderRequest, response: Order,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Place a scheduled order (later, day YYYY-MM-DD, time HH:mm in Tashkent time); headers as orderCreate */
  orderCreateAtTime: defineRoute({
    method: 'POST', path: '/orders/v1/orders/at-time', body: OrderRequest, response: Order,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** Promo by code */
  promoByCode: defineRoute({
    method: 'GET', path: '/orders/v1/promos/code/:code', params: z.object({ code: Text(MAX_SHORT_TEXT_LENGTH).check(z.minLength(1)) }),
    response: Promo, auth: 'optional', tenant: true, specNamed: false,
  }),
  /** The merchant's promos a customer can use now (active, within their dates); since 1.5.0 */
  promos: defineRoute({
    method: 'GET', path: '/orders/v1/promos', response: z.array(Promo), auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's review of a delivered order (one per order): stars, comment, stars per product; since 1.5.0 */
  orderReview: defineRoute({
    method: 'POST', path: '/orders/v1/orders/:id/review', params: IdPath, body: ReviewRequest, response: Review,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** The customer's review of an order, 404 while there is none; since 1.5.0 */
  orderReviewRead: defineRoute({
    method: 'GET', path: '/orders/v1/orders/:id/review', params: IdPath, response: Review,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Provider link to pay an order */
  paymentCheckout: defineRoute({
    method: 'GET', path: '/payments/v2/checkout/:id', params: IdPath, response: PaymentCheckout,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** The customer's saved cards at this merchant (masked), newest first; while cardActive */
  cards: defineRoute({
    method: 'GET', path: '/payments/v1/cards', response: z.array(Card),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * Save a card confirmed at the card provider by its token: the API checks the token with the
   * provider (cards.check) and keeps only the token, the masked number, the expiry and the type
   */
  cardCreate: defineRoute({
    method: 'POST', path: '/payments/v1/cards', body: CardInput, response: Card,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Remove one of the customer's cards (another customer's answers 404) */
  cardDelete: defineRoute({
    method: 'DELETE', path: '/payments/v1/cards/:id', params: IdPath, response: Done,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** The merchant's public Payme cashbox id, the X-Auth of the browser's card calls to the provider */
  cardProvider: defineRoute({
    method: 'GET', path: '/payments/v1/cards/provider', response: CardProvider,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Courier of an order */
  courier: defineRoute({
    method: 'GET', path: '/deliveries/v1/delivery/courier/:orderId', params: z.object({ orderId: IdParam }),
    response: Courier, auth: 'token', tenant: true, specNamed: true,
  }),
  /** Delivery price for a point */
  tariff: defineRoute({
    method: 'POST', path: '/deliveries/v1/delivery/tariff/client/calculate', body: TariffRequest,
    response: TariffResponse, auth: 'optional', tenant: true, specNamed: true,
  }),
  /** Address of a point */
  geocodeReverse: defineRoute({
    method: 'GET', path: '/notifications/v1/nominatim/reverse',
    query: z.object({ format: z._default(Text(MAX_SHORT_TEXT_LENGTH), 'json'), lat: Latitude, lon: Longitude }),
    response: GeocodeResult, auth: 'none', tenant: true, specNamed: true,
  }),
  /** Points matching a text */
  geocodeSearch: defineRoute({
    method: 'GET', path: '/notifications/v1/nominatim/search',
    query: z.object({ format: z._default(Text(MAX_SHORT_TEXT_LENGTH), 'json'), q: Text(MAX_SEARCH_LENGTH).check(z.minLength(1)) }),
    response: z.array(GeocodeResult), auth: 'none', tenant: true, specNamed: true,
  }),
} as const;

export type Routes = typeof routes;
