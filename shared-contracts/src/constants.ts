import type { Language } from './common';

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

export type MessageKey = keyof typeof MESSAGES;

/**
 * The spec's messages in the other two interface languages. The uz interface shows MESSAGES
 * verbatim (the spec's own text); ru and eng show these, with the same `{places}`.
 */
export const MESSAGE_TRANSLATIONS: Record<MessageKey, { ru: string; eng: string }> = {
  requiredField: { ru: 'Пожалуйста, заполните это поле!', eng: 'Please fill in this field!' },
  notEnoughStock: { ru: 'Недостаточно товара!', eng: 'Not enough of this product in stock!' },
  wrongCode: { ru: 'Неверный код или истёк срок его действия', eng: 'Wrong code, or the code has expired' },
  addressNotServed: { ru: 'Сейчас доставка по выбранному вами адресу недоступна', eng: 'Delivery to the address you chose is not available at the moment' },
  chooseAnotherAddress: { ru: 'Пожалуйста, выберите другой адрес', eng: 'Please choose another address' },
  orderConfirmedTitle: { ru: 'Подтверждено', eng: 'Confirmed' },
  orderConfirmed: { ru: 'Ваш заказ подтверждён', eng: 'Your order is confirmed' },
  outdated: { ru: 'Некоторые данные устарели! Пожалуйста, войдите снова', eng: 'Some data is out of date! Please log in again' },
  outOfServiceArea: { ru: 'Вне зоны обслуживания', eng: 'Outside the service area' },
  noBranches: { ru: 'Филиалов нет', eng: 'No branches available' },
  dayOff: { ru: 'Сегодня выходной', eng: 'Today is a day off' },
  productUnavailable: { ru: 'Этот товар недоступен', eng: 'This product is not available' },
  telegramIdNotFound: { ru: 'Telegram ID не найден', eng: 'Telegram ID not found' },
  allowGeolocation: { ru: 'Пожалуйста, разрешите определение местоположения!', eng: 'Please allow access to your location!' },
  nominatimError: { ru: 'Ошибка сервиса адресов (nominatim)', eng: 'Error in nominatim' },
  pageNotFound: { ru: 'Страница не найдена', eng: 'Page Not Found' },
  loading: { ru: '...загрузка', eng: '...loading' },
  promoInactive: { ru: 'Промокод не активен!', eng: 'The promo code is not active!' },
  promoNotStarted: { ru: 'Срок действия промокода ещё не начался!', eng: 'The promo code has not started yet!' },
  promoExpired: { ru: 'Срок действия промокода истёк!', eng: 'The promo code has expired!' },
  promoMinPrice: { ru: 'Сумма товаров должна быть не меньше {minPrice}', eng: 'The products must cost at least {minPrice}' },
  promoAdded: { ru: 'Промокод успешно добавлен', eng: 'Promo code added' },
};

/**
 * A spec message in the interface language: MESSAGES verbatim in uz (and for an unknown
 * language), the translation in ru and eng, each `{name}` filled from `params`.
 */
export function specMessage(key: MessageKey, language: Language | string | null | undefined, params: Record<string, string | number> = {}): string {
  const text = language === 'ru' || language === 'eng' ? MESSAGE_TRANSLATIONS[key][language] : MESSAGES[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
