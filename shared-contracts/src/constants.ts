/** Business constants of spec §9 and §4, in one place for the shell, the remotes and the API. */
export const APP_VERSION = '2.2.0';
export const RELOAD_GUARD_MS = 10_000;
/**
 * The window event a remote's error boundary sends with the error it caught (`detail`), so the
 * shell can reload the page once when a lazy part of the remote failed to download.
 */
export const REMOTE_ERROR_EVENT = 'storefront:remote-error';
export const HTTP_TIMEOUT_MS = 30_000;
export const ORDERS_PAGE_SIZE = 10;
export const MENU_REFRESH_DELAY_MS = 1234;
export const ACTIVE_ORDERS_DELAY_MS = 500;
export const INIT_DATA_MIN_LENGTH = 10; // valid only when longer than this
export const NOTIFICATION_DURATION_MS = 4500;
export const NOTIFICATION_SPACING_PX = 16;
export const COOKIE_POLL_INTERVAL_MS = 300;
export const LANG_COOKIE_DAYS = 365;
export const SKIPPED_METRICS_ID = '98329667';
export const DEFAULT_MAIN_COLOR = '#FCE000';
export const MERCHANT_MAP_CENTER = { latitude: 41.322711, longitude: 69.241084 } as const;
export const ADDRESS_DEFAULT_POINT = { latitude: 41.311321, longitude: 69.279223 } as const;
export const MAP_DEFAULTS = { language: 'ru_RU', version: 'v3', strictMode: false, type: 'YANDEX' } as const;
export const ADDRESS_MATCH_TOLERANCE = 0.000099;
export const IMAGE_VIEWER = { loadingTimeoutMs: 1000, doubleClickMs: 500, wheelThrottleMs: 50, zoomRatio: 0.1 } as const;
export const STORAGE_KEYS = { redirectUrl: '_redirectUrl', language: '_language', nearestBranch: '_nearesBranch' } as const;
export const COOKIES = { merchant: 'merchant', initData: 'initData', lang: 'lang', page: 'page', token: 'token' } as const;

/** Spec messages, verbatim. */
export const MESSAGES = {
  requiredField: "Iltimos, ushbu maydonni to'ldiring!",
  notEnoughStock: 'Mahsulot soni yetarlicha emas!',
  wrongCode: "Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan",
  addressNotServed: "Ayni vaqtda siz tanlagan manzil bo'yicha yetkazib berish xizmati mavjud emas",
  chooseAnotherAddress: "Iltimos, boshqa manzilni tanlang",
  orderConfirmedTitle: 'Tasdiqlandi',
  orderConfirmed: 'Buyurtmangiz tasdiqlandi',
  outdated: 'Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring',
  outOfServiceArea: 'Xizmat hududidan tashqarida',
  noBranches: 'Filiallar mavjud emas',
  dayOff: 'Bugun dam olish kuni',
  productUnavailable: 'Bu mahsulot mavjud emas',
  telegramIdNotFound: 'Telegram ID topilmadi',
  allowGeolocation: 'Iltimos Manzilga aniqlashga ruxsat bering!',
  nominatimError: 'Error in nominatim',
  pageNotFound: 'Page Not Found',
  loading: '...loading',
  promoInactive: 'Promokod active emas!',
  promoNotStarted: 'Promokod boshlanish kuni hali kelmagan!',
  promoExpired: "Promokod amal qilish muddatidan o'tgan!",
  promoMinPrice: "Mahsulot minimal narxi {minPrice} dan yuqori bo'lishi kerak",
  promoAdded: "Promokod muvaffaqiyatli qo'shildi",
} as const;
