import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type * as z from 'zod/mini';
import type {
  Address, BranchSettings, CardRefusal, CartItem, ContentLink, StorySlide, CourierStatus, DineInService, EntranceInfo, Gender, Language, LonLat,
  MerchantWebSettings, ModificationGroup, MultilingualText, OrderHistoryEventKind, OrderPaymentStatus, OrderSource, OrderStatus, OrderTotals, PaymentType,
  ProductLabel, ServiceType, WorkHour,
} from '@storefront/contracts';
import type { OrderActor } from '@storefront/contracts/rules';
import type { ChatMessage, Notification, OrderEvent } from '@storefront/contracts';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Modified = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
/** A jsonb column that may hold SQL NULL (written as null, not as the JSON text 'null'). */
type NullableJson<T extends object> = JSONColumnType<T | null, string | null, string | null>;

export interface MerchantTable {
  id: Generated<number>;
  sub: string;
  name: string;
  domain: string | null;
  logo: string | null;
  color: string | null;
  yandexDeliveryKey: string | null;
  iikoApiLogin: string | null;
  iikoOrganizationId: string | null;
  yandexMapKey: string | null;
  appId: string | null;
  smsGateway: 'PLAY_MOBILE' | 'ESKIZ' | null;
  smsUsername: string | null;
  smsPassword: string | null;
  botToken: string | null;
  botUsername: string | null;
  /** SHA-256 hex of the secret token given to Telegram's setWebhook; the token itself is never stored. */
  botWebhookSecretHash: string | null;
  /** SHA-256 hex of the key the merchant's own systems send in X-Integration-Key. */
  integrationKeyHash: string | null;
  /** Active reservations allowed per customer and per reservation phone (019); null: the default. */
  maxActiveReservations: number | null;
  isActive: boolean;
  deleted: boolean;
  latitude: number | null;
  longitude: number | null;
  mainCityId: number | null;
  /** Bumped by every catalogue change; keys the overall cache and its ETag. */
  catalogVersion: Generated<number>;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export interface WebSettingsTable {
  merchantId: number;
  settings: Json<Omit<MerchantWebSettings, 'merchantId'>>;
}

export interface PolicyTable {
  id: Generated<number>;
  merchantId: number;
  type: 'TERMS' | 'ABOUT_COMPANY' | 'PRIVACY_POLICY' | 'EXTRA' | 'EXTRA2';
  text: Json<MultilingualText>;
}

export interface BrandTable {
  id: Generated<number>;
  /** The merchant whose brand catalogue lists this brand. */
  catalogMerchantId: number;
  merchantId: number;
  name: string;
  domainUrl: string | null;
  color: string | null;
  image: string | null;
}

export interface CityTable {
  id: Generated<number>;
  merchantId: number;
  name: Json<MultilingualText>;
  description: string | null;
  latitude: number;
  longitude: number;
  isMain: boolean;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export interface BranchTable {
  id: Generated<number>;
  merchantId: number;
  cityId: number;
  name: Json<MultilingualText>;
  latitude: number;
  longitude: number;
  address: string | null;
  open: string | null;
  close: string | null;
  phone: string | null;
  bookingPhone: string | null;
  isActive: boolean;
  isMain: boolean;
  deleted: boolean;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  settings: Json<Omit<BranchSettings, 'merchantId'>>;
  workHours: Json<WorkHour[]>;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export interface DeliveryAreaTable {
  id: Generated<number>;
  merchantId: number;
  cityId: number;
  name: string;
  polygon: Json<LonLat[]>;
  color: string | null;
  price: number;
}

export interface ProductGroupTable {
  id: Generated<number>;
  merchantId: number;
  name: Json<MultilingualText>;
  icon: string | null;
  image: string | null;
  bgColor: string | null;
  iconBgColor: string | null;
  priority: number;
}

export interface CategoryTable {
  id: Generated<number>;
  merchantId: number;
  groupId: number | null;
  name: Json<MultilingualText>;
  image: string | null;
  priority: number;
  textColor: string | null;
  viewType: 'BIG' | 'MEDIUM' | 'SMALL';
  isWithoutCart: boolean;
  scrollType: 'VERTICAL' | 'HORIZONTAL';
  navigationType: 'SHEET' | 'POP_UP' | 'FULL_SCREEN';
}

export interface ProductTable {
  id: Generated<number>;
  merchantId: number;
  categoryId: number;
  name: Json<MultilingualText>;
  description: Json<MultilingualText | null>;
  image: string | null;
  gallery: Json<string[]>;
  costPrice: number;
  discount: number;
  priority: number;
  type: 'NONE' | 'MODIFICATION';
  unit: 'KG' | 'LITER' | 'GRAMM' | 'COUNT';
  measure: number | null;
  calorie: number | null;
  active: boolean;
  isCartRecommendation: boolean;
  deliveryEnabled: boolean;
  labels: Json<ProductLabel[]>;
  tags: Json<string[]>;
  /** Channels (WEB, TG, APP) the product is sold on; empty means every channel. */
  systems: Json<string[]>;
  modificationGroups: Json<ModificationGroup[]>;
  timeCookingMin: number | null;
  timeCookingMax: number | null;
  amount: number;
  barcode: string | null;
  mxicCode: string | null;
}

export interface ProductBranchTable {
  id: Generated<number>;
  productId: number;
  branchId: number;
  isActive: boolean;
  amount: number | null;
}

export interface ProductGradeTable {
  id: Generated<number>;
  merchantId: number;
  productId: number;
  userId: number | null;
  grade: number;
  /** The review it came with; null for the seeded grades. */
  orderId: Generated<number | null>;
}

/** One movement of a customer's cashback balance (the contracts' CashbackEntry). */
export interface CashbackHistoryTable {
  id: Generated<number>;
  merchantId: number;
  userId: number;
  orderId: number | null;
  kind: 'EARNED' | 'SPENT' | 'RETURNED';
  amount: number;
  createdDate: Created;
}

export interface StoryTable {
  id: Generated<number>;
  merchantId: number;
  title: Json<MultilingualText>;
  cover: string;
  slides: Json<StorySlide[]>;
  priority: Generated<number>;
  isActive: Generated<boolean>;
  startDate: Date | null;
  endDate: Date | null;
  updatedDate: Generated<Date>;
}

export interface BannerTable {
  id: Generated<number>;
  merchantId: number;
  image: string;
  title: NullableJson<MultilingualText>;
  link: Json<ContentLink>;
  priority: Generated<number>;
  isActive: Generated<boolean>;
  startDate: Date | null;
  endDate: Date | null;
}

export interface OrderReviewTable {
  id: Generated<number>;
  merchantId: number;
  orderId: number;
  userId: number | null;
  grade: number;
  comment: string | null;
  createdDate: Created;
}

export interface MediaTable {
  key: string;
  contentType: string;
  data: Uint8Array;
  createdDate: Created;
}

export interface PromoTable {
  id: Generated<number>;
  merchantId: number;
  code: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  productDiscount: number;
  deliveryDiscount: number;
  minPrice: number | null;
  startDate: Date | null;
  endDate: Date | null;
  isActive: boolean;
  /** Not in the spec's Promo (merchants ask for it); NULL is unlimited. See orders/promo-uses.ts. */
  maxUsesPerCustomer: number | null;
  maxUsesTotal: number | null;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export interface DeliverySettingsTable {
  id: Generated<number>;
  merchantId: number;
  cityId: number | null;
  isServiceFeeEnabled: boolean;
  isServiceFeeFreeAboveThreshold: boolean;
  serviceFeeThreshold: number;
  serviceFeeAmount: number;
  minimalDeliveryPrice: number;
  telegram: string | null;
  website: string | null;
  application: string | null;
}

export interface VacancyTable {
  id: Generated<number>;
  merchantId: number;
  title: Json<MultilingualText>;
  description: Json<MultilingualText>;
  salary: string | null;
  /** The salary in each language (012_booking); null on rows from before. */
  salaryText: Json<MultilingualText> | null;
  isActive: boolean;
}

export interface UserTable {
  id: Generated<number>;
  merchantId: number;
  /** 998XXXXXXXXX; null for a Telegram customer who has not shared a contact yet. */
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** YYYY-MM-DD as text: a date column would shift by the server's time zone on the way out. */
  birthday: string | null;
  gender: z.infer<typeof Gender> | null;
  image: string | null;
  role: Generated<string>;
  cashback: Generated<number>;
  isActive: Generated<boolean>;
  /** Telegram user id (Telegram ids exceed 32 bits; they fit a JS number). */
  telegramId: number | null;
  /** Language chosen in the Telegram Mini App. */
  language: Language | null;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export interface AuthTokenTable {
  id: Generated<number>;
  userId: number;
  merchantId: number;
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  tokenHash: string;
  createdDate: Created;
  lastUsedDate: Date | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface FavouriteTable {
  id: Generated<number>;
  merchantId: number;
  userId: number;
  productId: number;
  createdDate: Created;
}

export interface OrderTable {
  id: Generated<number>;
  merchantId: number;
  userId: number | null;
  number: string | null;
  status: z.infer<typeof OrderStatus>;
  source: z.infer<typeof OrderSource>;
  serviceType: z.infer<typeof ServiceType>;
  paymentType: z.infer<typeof PaymentType>;
  paymentId: number | null;
  branchId: number | null;
  cityId: number | null;
  address: NullableJson<Partial<Address>>;
  entrance: NullableJson<EntranceInfo>;
  dineIn: NullableJson<z.infer<typeof DineInService>>;
  comment: string | null;
  courierComment: string | null;
  note: string | null;
  promoId: number | null;
  promoCode: string | null;
  cashback: Generated<number>;
  totals: Json<OrderTotals>;
  cartItems: Json<CartItem[]>;
  isPaid: Generated<boolean>;
  sendCheque: Generated<boolean>;
  sendChequePhone: string | null;
  orderDevice: string | null;
  deliveryType: string | null;
  deliveryTariffId: number | null;
  deliveryTypeComment: string | null;
  distance: number | null;
  atTime: Date | null;
  acceptedTime: Date | null;
  cookingTime: Date | null;
  readyTime: Date | null;
  deliveryAt: Date | null;
  deliveredAt: Date | null;
  courierId: number | null;
  courierPaid: boolean | null;
  courierStatus: z.infer<typeof CourierStatus> | null;
  /** The courier as the merchant's systems last reported them. */
  courier: NullableJson<ReportedCourier>;
  /** Why the customer cancelled. */
  cancelReason: string | null;
  /** The outcome of the order's latest online payment: null until one is started. */
  paymentStatus: Generated<z.infer<typeof OrderPaymentStatus> | null>;
  /** Why the card provider refused paying with a saved card (contracts' CardRefusal). */
  paymentRefusal: Generated<z.infer<typeof CardRefusal> | null>;
  eatsId: string | null;
  reasonCodes: NullableJson<string[]>;
  grade: number | null;
  operatorId: number | null;
  posterOrderId: string | null;
  posterErrorMessage: string | null;
  /** The client's Idempotency-Key and a hash of the request it came with. */
  idempotencyKey: string | null;
  requestHash: string | null;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export interface LoginCodeTable {
  id: Generated<number>;
  merchantId: number;
  phone: string;
  /** The address the send was asked from (per-IP limit). */
  ip: string;
  /** HMAC-SHA256 hex of the code keyed by `salt`; the code itself is never stored. */
  codeHash: string;
  salt: string;
  /** Checks made against this code, right or wrong (at most LOGIN_CODE_MAX_ATTEMPTS). */
  attempts: Generated<number>;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  merchantId: number | null;
  phone: string;
  text: string;
  /** The merchant's configured gateway the message stood in for (ESKIZ, PLAY_MOBILE or null). */
  gateway: string | null;
  createdDate: Created;
}

export interface AddressTable {
  id: Generated<number>;
  merchantId: number;
  userId: number;
  type: 'HOUSE' | 'APARTMENT';
  name: string | null;
  streetName: string | null;
  details: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
  cityId: number | null;
  houseNumber: string | null;
  entrance: NullableJson<EntranceInfo>;
  createdDate: Created;
  lastModifiedDate: Modified;
}

export type PaymentProviderType = 'CLICK' | 'PAYME' | 'UZUM';

/**
 * Credentials by provider, stored in `credentials` jsonb under the providers' own snake_case names:
 * Click service_id, merchant_id, secret_key; Payme merchant_id, key; Uzum terminal_id, api_key.
 */
export interface StoredClickCredentials { service_id: string; merchant_id: string; secret_key: string }
export interface StoredPaymeCredentials { merchant_id: string; key: string }
export interface StoredUzumCredentials { terminal_id: string; api_key: string }
/** The same as Kysely answers them: CamelCasePlugin turns the keys of jsonb results to camelCase. */
export interface ClickCredentials { serviceId: string; merchantId: string; secretKey: string }
export interface PaymeCredentials { merchantId: string; key: string }
export interface UzumCredentials { terminalId: string; apiKey: string }
export type PaymentCredentials = ClickCredentials | PaymeCredentials | UzumCredentials;

export interface PaymentProviderTable {
  id: Generated<number>;
  merchantId: number;
  type: PaymentProviderType;
  credentials: Json<PaymentCredentials>;
  isActive: Generated<boolean>;
  testMode: Generated<boolean>;
  createdDate: Created;
  lastModifiedDate: Modified;
}

/** REFUND_PENDING: paid, and the order cancelled: the merchant owes the money back; REFUNDED: given back. */
export type PaymentAttemptStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REFUND_PENDING' | 'REFUNDED';

/** One of Payme's transactions as its Merchant API reports it (times in epoch milliseconds). */
export interface PaymeTransactionTable {
  id: Generated<number>;
  merchantId: number;
  orderId: number;
  paymentId: number;
  paymeId: string;
  paymeTime: number;
  /** In tiyin. */
  amount: number;
  /** 1 created, 2 performed, -1 cancelled before performing, -2 cancelled after (refunded). */
  state: 1 | 2 | -1 | -2;
  reason: number | null;
  createTime: number;
  performTime: Generated<number>;
  cancelTime: Generated<number>;
}

export interface PaymentTable {
  id: Generated<number>;
  publicId: string;
  merchantId: number;
  orderId: number;
  provider: PaymentProviderType;
  mode: 'SIMULATED' | 'LIVE';
  /** numeric(14,2) in so'm: the drivers answer it as text. */
  amount: ColumnType<string, number | string, number | string>;
  status: Generated<PaymentAttemptStatus>;
  providerPaymentId: string | null;
  returnUrl: string;
  paidAt: Date | null;
  createdDate: Created;
  lastModifiedDate: Modified;
}

/** The latest contact a customer shared with the merchant's bot, as Telegram delivered it to the webhook. */
export interface TelegramContactTable {
  merchantId: number;
  telegramId: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  receivedAt: Generated<Date>;
}

/** A counter of the abuse limits, in rate-limiter-flexible's layout; `expire` is epoch ms (bigint, read as text). */
export interface RateLimitTable {
  key: string;
  points: number;
  expire: string | null;
}

/** A courier as a merchant's system reports them through the integration API. */
export interface ReportedCourier {
  id: number | null;
  name: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  reportedAt: string;
}

/** One change in the life of an order. */
export interface OrderHistoryTable {
  id: Generated<number>;
  merchantId: number;
  orderId: number;
  kind: z.infer<typeof OrderHistoryEventKind>;
  actor: OrderActor;
  fromStatus: string | null;
  toStatus: string | null;
  courierStatus: string | null;
  createdDate: Created;
}

/** One event of a customer's live stream (migration 011). */
export interface OrderEventTable {
  /** bigserial: read back as a number (connect.ts parses int8). */
  id: Generated<number>;
  merchantId: number;
  userId: number;
  orderId: number | null;
  kind: 'order' | 'notification' | 'chat';
  data: Json<OrderEvent | Notification | ChatMessage>;
  createdDate: Created;
}

/** A notification of a customer (migration 011): an order's new status, or a merchant's message. */
export interface NotificationTable {
  id: Generated<number>;
  merchantId: number;
  userId: number;
  kind: 'ORDER_STATUS' | 'MESSAGE';
  orderId: number | null;
  orderNumber: string | null;
  status: string | null;
  text: string | null;
  readAt: Date | null;
  createdDate: Created;
}

/** A message of a customer's chat with the merchant (migration 018). */
export interface ChatMessageTable {
  id: Generated<number>;
  merchantId: number;
  userId: number;
  orderId: number | null;
  author: 'CUSTOMER' | 'MERCHANT';
  text: string;
  readAt: Date | null;
  createdDate: Created;
}

export interface Database {
  merchants: MerchantTable;
  webSettings: WebSettingsTable;
  policies: PolicyTable;
  brands: BrandTable;
  cities: CityTable;
  branches: BranchTable;
  deliveryAreas: DeliveryAreaTable;
  productGroups: ProductGroupTable;
  categories: CategoryTable;
  products: ProductTable;
  productBranches: ProductBranchTable;
  productGrades: ProductGradeTable;
  media: MediaTable;
  promos: PromoTable;
  deliverySettings: DeliverySettingsTable;
  vacancies: VacancyTable;
  users: UserTable;
  authTokens: AuthTokenTable;
  orders: OrderTable;
  favourites: FavouriteTable;
  loginCodes: LoginCodeTable;
  smsOutbox: SmsOutboxTable;
  addresses: AddressTable;
  paymentProviders: PaymentProviderTable;
  payments: PaymentTable;
  telegramContacts: TelegramContactTable;
  rateLimits: RateLimitTable;
  orderHistory: OrderHistoryTable;
  orderEvents: OrderEventTable;
  notifications: NotificationTable;
  chatMessages: ChatMessageTable;
  branchTables: BranchTableTable;
  reservations: ReservationTable;
  waiterCalls: WaiterCallTable;
  vacancyApplications: VacancyApplicationTable;
  paymeTransactions: PaymeTransactionTable;
  cashbackHistory: CashbackHistoryTable;
  orderReviews: OrderReviewTable;
  stories: StoryTable;
  banners: BannerTable;
  savedCards: SavedCardTable;
  botMessages: BotMessageTable;
  botBlockedChats: BotBlockedChatTable;
}

/**
 * A customer's card at the card provider: the provider's token, the masked number, the expiry
 * MM/YY and the system. Never a full number, never a CVV, never the token in plain text (021).
 */
export interface SavedCardTable {
  id: Generated<number>;
  merchantId: number;
  userId: number;
  /** The provider's token sealed with AES-256-GCM, `<key id>:<iv>:<ciphertext>:<tag>` (payments/cards/token-cipher.ts). */
  token: string;
  /** The key that sealed `token`; null only for a row stored plain before 021 and not yet sealed at start. */
  tokenKeyId: string | null;
  /** SHA-256 hex of the plain token: the same card found again, whatever its sealing. */
  tokenHash: string;
  number: string;
  expire: string;
  type: 'UZCARD' | 'HUMO';
  createdDate: Created;
}

/** A table of a branch (012_booking): its seats are the branch's booking capacity. */
export interface BranchTableTable {
  id: Generated<number>;
  merchantId: number;
  branchId: number;
  name: string;
  seats: number;
  isActive: Generated<boolean>;
}

export interface ReservationTable {
  id: Generated<number>;
  merchantId: number;
  branchId: number;
  tableId: number;
  userId: number;
  /** The business day (YYYY-MM-DD, Tashkent) and start 'HH:mm' the customer chose. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  guests: number;
  name: string;
  phone: string;
  comment: string | null;
  status: Generated<'ACTIVE' | 'CANCELED'>;
  canceledDate: Date | null;
  createdDate: Created;
}

export interface WaiterCallTable {
  id: Generated<number>;
  merchantId: number;
  branchId: number;
  tableId: number;
  userId: number | null;
  reason: 'BILL' | 'WAITER' | 'OTHER';
  status: Generated<'SENT' | 'ACKNOWLEDGED'>;
  /** SHA-256 of the caller's key. */
  keyHash: string;
  createdDate: Created;
  acknowledgedDate: Date | null;
}

export interface VacancyApplicationTable {
  id: Generated<number>;
  merchantId: number;
  vacancyId: number;
  userId: number | null;
  name: string;
  phone: string;
  message: string | null;
  createdDate: Created;
}

/** What a merchant's bot sends (023): a Bot API sendMessage without its chat, and the Mini App button's storefront path. */
export interface BotMessagePayload {
  text: string;
  /** An inline `web_app` button opening `path` on the merchant's storefront (the URL is made when sending). */
  button?: { text: string; path: string };
}

/** One message of a merchant's bot in the outbox (023): written with the change it tells of, sent by the worker. */
export interface BotMessageTable {
  /** bigserial: read back as a number (connect.ts parses int8). */
  id: Generated<number>;
  merchantId: number;
  chatId: number;
  orderId: number | null;
  payload: Json<BotMessagePayload>;
  status: ColumnType<'PENDING' | 'SENT' | 'FAILED' | 'SKIPPED', 'PENDING' | 'SENT' | 'FAILED' | 'SKIPPED' | undefined>;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Date>;
  claimedAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  createdDate: Created;
}

/** A chat whose customer blocked the merchant's bot (403): nothing is sent there until they write to it again. */
export interface BotBlockedChatTable {
  merchantId: number;
  chatId: number;
  blockedAt: Generated<Date>;
}
