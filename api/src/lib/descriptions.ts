import Negotiator from 'negotiator';
import { parseCookie } from 'cookie';
import { COOKIES, type Language } from '@storefront/contracts';
import { formatBranchOpening, ORDER_STATUS_TEXTS } from '@storefront/contracts/rules';

/**
 * The customer's language for an answer's `description`: the storefront sends `Accept-Language`
 * (uz, ru or en), a browser opening an API page sends the `lang` cookie of the storefront's /uz or
 * /ru links; Russian when neither names one of ours (spec §8: Russian by default).
 */
export type DescriptionLanguage = 'ru' | 'uz' | 'en';
export const DESCRIPTION_LANGUAGES: readonly DescriptionLanguage[] = ['ru', 'uz', 'en'];
export const DEFAULT_DESCRIPTION_LANGUAGE: DescriptionLanguage = 'ru';

/** The storefront's cookie and its `language` settings name English 'eng'. */
const fromName = (name: string | undefined | null): DescriptionLanguage | null => {
  const lower = name?.trim().toLowerCase();
  if (lower === 'eng') return 'en';
  return (DESCRIPTION_LANGUAGES as readonly string[]).includes(lower ?? '') ? (lower as DescriptionLanguage) : null;
};

export function descriptionLanguage(headers: { 'accept-language'?: string; cookie?: string }): DescriptionLanguage {
  const accept = headers['accept-language'];
  if (accept) {
    // Negotiator weighs q-values and matches 'en-US' to 'en'; a '*' alone names none of ours.
    const chosen = new Negotiator({ headers: { 'accept-language': accept } }).language([...DESCRIPTION_LANGUAGES]);
    const named = chosen && accept.split(',').some((part) => !part.trim().startsWith('*'));
    if (chosen && named) return chosen as DescriptionLanguage;
  }
  if (headers.cookie) {
    const cookie = fromName(parseCookie(headers.cookie)[COOKIES.lang]);
    if (cookie) return cookie;
  }
  return DEFAULT_DESCRIPTION_LANGUAGE;
}

/** Values filled into a template's `{name}` places. */
export type DescriptionParams = Record<string, string | number>;
type Text = string | ((params: DescriptionParams) => string);
export interface Description { ru: Text; uz: Text; en: Text }

const fill = (text: Text, params: DescriptionParams = {}): string =>
  typeof text === 'function'
    ? text(params)
    : text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** A description's language as the contracts name it (English is 'eng' there). */
const contractsLanguage = (language: DescriptionLanguage): Language => (language === 'en' ? 'eng' : language);

/**
 * An order status as a description names it inside a sentence ("из статуса «создан»"): the
 * customer's name of it (the contracts' ORDER_STATUS_TEXTS), in lower case; an unknown code as it is.
 */
export const orderStatusName = (language: DescriptionLanguage, code: string | number | undefined) => {
  const texts: Record<string, string> = ORDER_STATUS_TEXTS[contractsLanguage(language)];
  const name = texts[String(code)];
  return name ? name.toLocaleLowerCase(language) : String(code);
};
const status = orderStatusName;
/** A branch's next opening in a sentence (BRANCH_CLOSED's `{day}`, `{time}` and `{now}`), by the contracts' rule. */
const opening = (p: DescriptionParams, language: Language) => {
  const now = new Date(String(p.now));
  // Asked without its values (another text of the code is being matched): no sentence to write.
  if (p.day === undefined || p.time === undefined || Number.isNaN(now.getTime())) return '{opening}';
  return formatBranchOpening({ day: String(p.day), time: String(p.time) }, now, language);
};

/**
 * Every description the API answers, by error code, in Russian (exactly as it is thrown: the
 * Russian text stays where the error is thrown and picks its entry here), Uzbek (Latin script) and
 * English. A code that answers with several texts lists each. `{name}` places are filled from the
 * error's `params`.
 */
export const DESCRIPTIONS: Record<string, Description | readonly Description[]> = {
  // --- The framework and the request ------------------------------------------------------------
  VALIDATION_ERROR: [
    { ru: 'Некорректные данные запроса', uz: "So'rov ma'lumotlari noto'g'ri", en: 'Invalid request data' },
    { ru: 'Некорректные данные запроса: {field}', uz: "So'rov ma'lumotlari noto'g'ri: {field}", en: 'Invalid request data: {field}' },
    { ru: 'Некорректные данные запроса: пустой текст поиска', uz: "So'rov ma'lumotlari noto'g'ri: qidiruv matni bo'sh", en: 'Invalid request data: the search text is empty' },
  ],
  MALFORMED_JSON: { ru: 'Тело запроса не является корректным JSON', uz: "So'rov tanasi to'g'ri JSON emas", en: 'The request body is not valid JSON' },
  UNSUPPORTED_MEDIA_TYPE: { ru: 'Неподдерживаемый тип содержимого запроса', uz: "So'rov mazmuni turi qo'llab-quvvatlanmaydi", en: 'Unsupported request content type' },
  BODY_TOO_LARGE: { ru: 'Слишком большое тело запроса', uz: "So'rov tanasi juda katta", en: 'The request body is too large' },
  BAD_REQUEST: { ru: 'Некорректный запрос', uz: "Noto'g'ri so'rov", en: 'Bad request' },
  INTERNAL_ERROR: { ru: 'Внутренняя ошибка сервера, попробуйте позже', uz: "Serverda ichki xatolik, keyinroq urinib ko'ring", en: 'Internal server error, please try again later' },
  ROUTE_NOT_FOUND: { ru: 'Ресурс не найден: {method} {path}', uz: 'Resurs topilmadi: {method} {path}', en: 'Resource not found: {method} {path}' },
  TOO_MANY_REQUESTS: [
    { ru: 'Слишком много запросов. Повторите через {seconds} с.', uz: "So'rovlar juda ko'p. {seconds} soniyadan keyin qayta urinib ko'ring.", en: 'Too many requests. Try again in {seconds} s.' },
    { ru: 'Код уже отправлен. Повторная отправка возможна через {seconds} с.', uz: "Kod allaqachon yuborilgan. Qayta yuborish {seconds} soniyadan keyin mumkin.", en: 'The code has already been sent. It can be sent again in {seconds} s.' },
    { ru: 'Слишком много запросов кода с вашего адреса. Повторите через {minutes} мин.', uz: "Manzilingizdan kod so'rovlari juda ko'p. {minutes} daqiqadan keyin qayta urinib ko'ring.", en: 'Too many code requests from your address. Try again in {minutes} min.' },
    { ru: 'Слишком много запросов кода для этого номера с вашего адреса. Повторите через {minutes} мин.', uz: "Manzilingizdan bu raqam uchun kod so'rovlari juda ko'p. {minutes} daqiqadan keyin qayta urinib ko'ring.", en: 'Too many code requests for this number from your address. Try again in {minutes} min.' },
    { ru: 'Слишком много запросов кода для этого номера. Повторите через {minutes} мин.', uz: "Bu raqam uchun kod so'rovlari juda ko'p. {minutes} daqiqadan keyin qayta urinib ko'ring.", en: 'Too many code requests for this number. Try again in {minutes} min.' },
    { ru: 'Слишком много открытых потоков событий; закройте лишние вкладки', uz: "Ochiq hodisalar oqimi juda ko'p; ortiqcha varaqlarni yoping", en: 'Too many open event streams; close the tabs you do not need' },
    { ru: 'Слишком много запросов к сервису геокодирования, повторите через {seconds} с', uz: "Geokodlash xizmatiga so'rovlar juda ko'p, {seconds} soniyadan keyin qayta urinib ko'ring", en: 'Too many requests to the geocoding service, try again in {seconds} s' },
  ],
  UNAUTHORIZED: { ru: 'Требуется авторизация', uz: 'Tizimga kirish talab qilinadi', en: 'Authorization required' },
  FORBIDDEN: [
    { ru: 'Доступ запрещён', uz: 'Ruxsat berilmagan', en: 'Access denied' },
    { ru: 'Учётная запись отключена', uz: "Hisob o'chirilgan", en: 'The account is disabled' },
  ],
  MERCHANT_REQUIRED: { ru: 'Не указан заголовок merchant', uz: "merchant sarlavhasi ko'rsatilmagan", en: 'The merchant header is missing' },
  MERCHANT_INVALID: { ru: 'Заголовок merchant должен быть числовым идентификатором', uz: "merchant sarlavhasi raqamli identifikator bo'lishi kerak", en: 'The merchant header must be a numeric id' },
  MERCHANT_ID_MISSING: [
    { ru: 'Merchant ID is not defined', uz: 'Merchant ID aniqlanmagan', en: 'Merchant ID is not defined' },
    { ru: 'Merchant ID is undefined', uz: "Merchant ID ko'rsatilmagan", en: 'Merchant ID is undefined' },
  ],
  MEDIA_KEY_INVALID: { ru: 'Некорректный ключ изображения', uz: "Rasm kaliti noto'g'ri", en: 'Invalid image key' },
  TILE_COORDINATES_INVALID: [
    { ru: 'Плитка карты запрашивается как /tiles/v1/{z}/{x}/{y}.png', uz: "Xarita plitkasi /tiles/v1/{z}/{x}/{y}.png ko'rinishida so'raladi", en: 'A map tile is requested as /tiles/v1/{z}/{x}/{y}.png' },
    { ru: 'Координаты плитки z, x и y должны быть целыми неотрицательными числами', uz: "Plitka koordinatalari z, x va y manfiy bo'lmagan butun sonlar bo'lishi kerak", en: 'The tile coordinates z, x and y must be non-negative integers' },
    { ru: 'Масштаб z должен быть от 0 до {max}', uz: "z masshtabi 0 dan {max} gacha bo'lishi kerak", en: 'The zoom z must be from 0 to {max}' },
    { ru: 'При масштабе {zoom} координаты x и y должны быть от 0 до {max}', uz: "{zoom} masshtabda x va y koordinatalari 0 dan {max} gacha bo'lishi kerak", en: 'At zoom {zoom} the coordinates x and y must be from 0 to {max}' },
  ],
  TILE_UNAVAILABLE: { ru: 'Плитка карты временно недоступна, попробуйте позже', uz: "Xarita plitkasi vaqtincha mavjud emas, keyinroq urinib ko'ring", en: 'The map tile is temporarily unavailable, please try again later' },

  // --- Who and where ----------------------------------------------------------------------------
  USER_NOT_FOUND: { ru: 'Пользователь не найден', uz: 'Foydalanuvchi topilmadi', en: 'User not found' },
  MERCHANT_NOT_FOUND: { ru: 'Мерчант не найден', uz: 'Sotuvchi topilmadi', en: 'Merchant not found' },
  SETTINGS_NOT_FOUND: { ru: 'Настройки мерчанта не найдены', uz: 'Sotuvchi sozlamalari topilmadi', en: "The merchant's settings were not found" },
  DELIVERY_SETTINGS_NOT_FOUND: { ru: 'Настройки доставки не найдены', uz: 'Yetkazib berish sozlamalari topilmadi', en: 'Delivery settings not found' },
  VACANCY_NOT_FOUND: { ru: 'Вакансия не найдена', uz: 'Vakansiya topilmadi', en: 'Vacancy not found' },
  CITY_NOT_FOUND: { ru: 'Город не найден', uz: 'Shahar topilmadi', en: 'City not found' },
  BRANCH_NOT_FOUND: { ru: 'Филиал не найден', uz: 'Filial topilmadi', en: 'Branch not found' },
  NO_BRANCHES: { ru: 'Нет доступных филиалов', uz: 'Filiallar mavjud emas', en: 'No branches available' },
  OUT_OF_DELIVERY_AREA: { ru: 'Адрес находится вне зоны доставки', uz: 'Manzil yetkazib berish hududidan tashqarida', en: 'The address is outside the delivery area' },
  ADDRESS_NOT_FOUND: { ru: 'Адрес не найден', uz: 'Manzil topilmadi', en: 'Address not found' },
  ADDRESS_LIMIT: { ru: 'Можно сохранить не больше {max} адресов', uz: "{max} tadan ortiq manzil saqlab bo'lmaydi", en: 'You can save at most {max} addresses' },
  COORDINATES_INVALID: { ru: 'Некорректные координаты адреса', uz: "Manzil koordinatalari noto'g'ri", en: 'Invalid address coordinates' },
  GEOCODING_FAILED: [
    { ru: 'Сервис геокодирования не ответил вовремя, попробуйте позже', uz: "Geokodlash xizmati o'z vaqtida javob bermadi, keyinroq urinib ko'ring", en: 'The geocoding service did not answer in time, please try again later' },
    { ru: 'Сервис геокодирования недоступен, попробуйте позже', uz: "Geokodlash xizmati mavjud emas, keyinroq urinib ko'ring", en: 'The geocoding service is unavailable, please try again later' },
  ],
  BIRTHDAY_INVALID: { ru: 'Дата рождения должна быть в формате ГГГГ-ММ-ДД', uz: "Tug'ilgan sana YYYY-OO-KK ko'rinishida bo'lishi kerak", en: 'The birthday must be written as YYYY-MM-DD' },

  // --- Phone, login and Telegram ----------------------------------------------------------------
  PHONE_TAKEN: { ru: 'Этот номер телефона уже привязан к другой учётной записи', uz: "Bu telefon raqami boshqa hisobga bog'langan", en: 'This phone number already belongs to another account' },
  PHONE_UNCHANGED: { ru: 'Этот номер уже привязан к вашей учётной записи', uz: "Bu raqam allaqachon sizning hisobingizga bog'langan", en: 'This number already belongs to your account' },
  PHONE_CHANGE_NEEDS_CODE: { ru: 'Номер телефона меняется только через подтверждение кодом', uz: "Telefon raqami faqat kod bilan tasdiqlab o'zgartiriladi", en: 'The phone number can only be changed by confirming a code' },
  PHONE_MERGE_NEEDS_CODE: {
    ru: 'Этот номер уже используется на сайте. Подтвердите его кодом из SMS, чтобы объединить учётные записи',
    uz: "Bu raqam saytda allaqachon ishlatilmoqda. Hisoblarni birlashtirish uchun uni SMS koddan tasdiqlang",
    en: 'This number is already used on the website. Confirm it with the code from the SMS to join the accounts',
  },
  WRONG_CODE: { ru: 'Неверный код или истёк срок его действия', uz: "Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan", en: 'Wrong code, or the code has expired' },
  SMS_NOT_CONFIGURED: { ru: 'Отправка SMS для этого мерчанта не настроена', uz: "Bu sotuvchi uchun SMS yuborish sozlanmagan", en: 'Sending SMS is not set up for this merchant' },
  SMS_SEND_FAILED: { ru: 'Не удалось отправить SMS, попробуйте позже', uz: "SMS yuborib bo'lmadi, keyinroq urinib ko'ring", en: 'The SMS could not be sent, please try again later' },
  CONTACT_NOT_RECEIVED: { ru: 'Контакт ещё не получен от Telegram-бота', uz: 'Kontakt Telegram-botdan hali olinmadi', en: 'The contact has not come from the Telegram bot yet' },
  INIT_DATA_MISSING: { ru: 'Не переданы данные Telegram', uz: "Telegram ma'lumotlari yuborilmagan", en: 'Telegram data is missing' },
  INIT_DATA_INVALID: { ru: 'Недействительные данные Telegram', uz: "Telegram ma'lumotlari yaroqsiz", en: 'Telegram data is invalid' },
  INIT_DATA_EXPIRED: { ru: 'Данные Telegram устарели, откройте приложение заново', uz: "Telegram ma'lumotlari eskirgan, ilovani qaytadan oching", en: 'Telegram data is out of date, open the app again' },
  TELEGRAM_USER_MISSING: { ru: 'Telegram ID не найден', uz: 'Telegram ID topilmadi', en: 'Telegram ID not found' },
  BOT_NOT_CONFIGURED: { ru: 'Telegram-бот мерчанта не настроен', uz: 'Sotuvchining Telegram-boti sozlanmagan', en: "The merchant's Telegram bot is not set up" },
  WEBHOOK_SECRET_INVALID: { ru: 'Неверный секретный токен вебхука', uz: "Vebxukning maxfiy tokeni noto'g'ri", en: 'Invalid webhook secret token' },
  INTEGRATION_KEY_INVALID: { ru: 'Неверный ключ интеграции', uz: "Integratsiya kaliti noto'g'ri", en: 'Invalid integration key' },

  // --- Catalogue and order drafts ---------------------------------------------------------------
  PRODUCT_NOT_FOUND: { ru: 'Товар не найден', uz: 'Mahsulot topilmadi', en: 'Product not found' },
  PRODUCT_INACTIVE: { ru: 'Товар недоступен для заказа', uz: 'Mahsulotni buyurtma qilib bo\'lmaydi', en: 'The product cannot be ordered' },
  PRODUCT_UNAVAILABLE: { ru: 'Товар не продаётся в выбранном филиале', uz: 'Mahsulot tanlangan filialda sotilmaydi', en: 'The product is not sold at the chosen branch' },
  PRODUCT_NOT_DELIVERABLE: { ru: 'Этот товар нельзя заказать с доставкой', uz: "Bu mahsulotni yetkazib berish bilan buyurtma qilib bo'lmaydi", en: 'This product cannot be ordered for delivery' },
  NOT_ENOUGH_STOCK: { ru: 'Недостаточно товара в филиале', uz: 'Filialda mahsulot soni yetarlicha emas', en: 'Not enough of the product at the branch' },
  MODIFICATION_DUPLICATE: { ru: 'Модификация указана дважды', uz: "Modifikatsiya ikki marta ko'rsatilgan", en: 'A modification is given twice' },
  MODIFICATION_COUNT: [
    { ru: 'Слишком много единиц модификации', uz: "Modifikatsiya soni juda ko'p", en: 'Too many units of a modification' },
    { ru: 'Слишком много модификаций в группе', uz: "Guruhda modifikatsiyalar juda ko'p", en: 'Too many modifications in a group' },
  ],
  MODIFICATION_REQUIRED: { ru: 'Выберите обязательную модификацию', uz: 'Majburiy modifikatsiyani tanlang', en: 'Choose the required modification' },
  MODIFICATION_NOT_FOUND: { ru: 'Модификация не относится к этому товару', uz: "Modifikatsiya bu mahsulotga tegishli emas", en: 'The modification does not belong to this product' },
  SERVICE_TYPE_UNAVAILABLE: { ru: 'Этот способ получения заказа недоступен', uz: 'Buyurtmani olishning bu usuli mavjud emas', en: 'This way of receiving the order is not available' },
  PAYMENT_TYPE_UNAVAILABLE: { ru: 'Этот способ оплаты недоступен', uz: "Bu to'lov usuli mavjud emas", en: 'This payment method is not available' },
  BRANCH_UNAVAILABLE: { ru: 'Филиал не принимает такие заказы', uz: 'Filial bunday buyurtmalarni qabul qilmaydi', en: 'The branch does not take such orders' },
  BRANCH_REQUIRED: { ru: 'Выберите филиал', uz: 'Filialni tanlang', en: 'Choose a branch' },
  ADDRESS_REQUIRED: { ru: 'Укажите адрес доставки', uz: "Yetkazib berish manzilini ko'rsating", en: 'Give a delivery address' },
  CASHBACK_DISABLED: { ru: 'Оплата кешбэком недоступна', uz: "Keshbek bilan to'lash mavjud emas", en: 'Paying with cashback is not available' },
  CASHBACK_CHANGED: { ru: 'Баланс кешбэка изменился, оформите заказ ещё раз', uz: "Keshbek balansi o'zgardi, buyurtmani qaytadan rasmiylashtiring", en: 'The cashback balance has changed, please place the order again' },
  PROMO_DISABLED: { ru: 'Промокоды недоступны', uz: 'Promokodlar mavjud emas', en: 'Promo codes are not available' },
  PROMO_NOT_FOUND: { ru: 'Промокод не найден', uz: 'Promokod topilmadi', en: 'Promo code not found' },
  PROMO_INACTIVE: { ru: 'Промокод не активен', uz: 'Promokod active emas!', en: 'The promo code is not active' },
  PROMO_NOT_STARTED: { ru: 'Срок действия промокода ещё не начался', uz: 'Promokod boshlanish kuni hali kelmagan!', en: 'The promo code has not started yet' },
  PROMO_EXPIRED: { ru: 'Срок действия промокода истёк', uz: "Promokod amal qilish muddatidan o'tgan!", en: 'The promo code has expired' },
  PROMO_MIN_PRICE: { ru: 'Сумма заказа меньше минимальной для промокода', uz: "Buyurtma summasi promokod uchun minimal summadan kam", en: 'The order is below the promo code’s minimum price' },
  PROMO_USED_UP: [
    { ru: 'Вы уже использовали этот промокод максимальное число раз', uz: "Siz bu promokoddan ruxsat etilgan marta foydalanib bo'lgansiz", en: 'You have already used this promo code as many times as it allows' },
    { ru: 'Промокод больше недоступен: все его использования исчерпаны', uz: "Promokod endi mavjud emas: undan foydalanish imkoniyatlari tugagan", en: 'The promo code is no longer available: it has been used up' },
  ],
  SCHEDULE_REQUIRED: { ru: 'Для заказа на время укажите день и время', uz: "Vaqtli buyurtma uchun kun va vaqtni ko'rsating", en: 'Give the day and time of a scheduled order' },
  SCHEDULE_INVALID_DAY: { ru: 'День заказа должен быть в формате ГГГГ-ММ-ДД', uz: "Buyurtma kuni YYYY-OO-KK ko'rinishida bo'lishi kerak", en: 'The order day must be written as YYYY-MM-DD' },
  SCHEDULE_INVALID_TIME: { ru: 'Время заказа должно быть в формате ЧЧ:ММ', uz: "Buyurtma vaqti SS:DD ko'rinishida bo'lishi kerak", en: 'The order time must be written as HH:MM' },
  SCHEDULE_IN_PAST: { ru: 'Время заказа уже прошло', uz: "Buyurtma vaqti o'tib ketgan", en: 'The order time has already passed' },
  SCHEDULE_DAY_OFF: { ru: 'Филиал не работает в этот день', uz: 'Filial bu kuni ishlamaydi', en: 'The branch does not work that day' },
  SCHEDULE_OUTSIDE_HOURS: { ru: 'Филиал не работает в это время', uz: 'Filial bu vaqtda ishlamaydi', en: 'The branch does not work at that time' },
  LATER_REQUIRED: { ru: 'Заказ на время должен иметь признак later', uz: "Vaqtli buyurtmada later belgisi bo'lishi kerak", en: 'A scheduled order must carry the later flag' },
  LATER_NOT_ALLOWED: { ru: 'Заказ на время оформляется через /orders/v1/orders/at-time', uz: 'Vaqtli buyurtma /orders/v1/orders/at-time orqali beriladi', en: 'A scheduled order is placed through /orders/v1/orders/at-time' },
  IDEMPOTENCY_KEY_INVALID: { ru: 'Заголовок Idempotency-Key должен содержать от 1 до 200 печатных символов', uz: "Idempotency-Key sarlavhasi 1 dan 200 gacha bosma belgidan iborat bo'lishi kerak", en: 'The Idempotency-Key header must hold 1 to 200 printable characters' },
  IDEMPOTENCY_CONFLICT: { ru: 'Этот Idempotency-Key уже использован для другого заказа', uz: 'Bu Idempotency-Key boshqa buyurtma uchun ishlatilgan', en: 'This Idempotency-Key was already used for another order' },

  // --- Orders -----------------------------------------------------------------------------------
  ORDER_NOT_FOUND: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' },
  ORDER_TRANSITION_REFUSED: {
    ru: (p) => `Заказ нельзя перевести из статуса «${status('ru', p.from)}» в «${status('ru', p.to)}»`,
    uz: (p) => `Buyurtmani «${status('uz', p.from)}» holatidan «${status('uz', p.to)}» holatiga o'tkazib bo'lmaydi`,
    en: (p) => `The order cannot go from “${status('en', p.from)}” to “${status('en', p.to)}”`,
  },
  ORDER_NOT_CANCELLABLE: {
    ru: 'Заказ уже принят рестораном: отменить его можно, позвонив в ресторан',
    uz: "Buyurtma restoran tomonidan qabul qilingan: uni restoranga qo'ng'iroq qilib bekor qilish mumkin",
    en: 'The restaurant has already accepted the order: call the restaurant to cancel it',
  },
  CANCEL_NOT_OFFERED: { ru: 'Этот ресторан не принимает отмену заказов онлайн', uz: 'Bu restoran buyurtmalarni onlayn bekor qilishni qabul qilmaydi', en: 'This restaurant does not take cancellations online' },
  ORDER_FINISHED: { ru: 'Заказ уже завершён', uz: 'Buyurtma allaqachon yakunlangan', en: 'The order is already finished' },
  COURIER_NOT_FOR_THIS_ORDER: { ru: 'У заказа с самовывозом или в зале нет курьера', uz: "Olib ketish yoki zaldagi buyurtmada kuryer bo'lmaydi", en: 'A pick-up or dine-in order has no courier' },
  COURIER_ID_REQUIRED: { ru: 'Укажите id курьера', uz: "Kuryer id sini ko'rsating", en: "Give the courier's id" },
  COURIER_NOT_ASSIGNED: { ru: 'Курьер ещё не назначен', uz: 'Kuryer hali tayinlanmagan', en: 'No courier has been assigned yet' },
  // Booking: reservations, waiter calls, vacancy applications.
  BOOKING_NOT_AVAILABLE: { ru: 'В этом филиале столы онлайн не бронируются', uz: "Bu filialda stollarni onlayn band qilib bo'lmaydi", en: 'This branch does not take table bookings online' },
  BOOKING_NOT_OFFERED: { ru: 'Этот ресторан не принимает бронирование столов онлайн', uz: 'Bu restoran stollarni onlayn band qilishni qabul qilmaydi', en: 'This restaurant does not take table bookings online' },
  BOOKING_DATE_OUT_OF_RANGE: {
    ru: 'Стол можно забронировать с сегодняшнего дня и не более чем на {days} дней вперёд',
    uz: "Stolni bugundan boshlab ko'pi bilan {days} kun oldinga band qilish mumkin",
    en: 'A table can be booked from today up to {days} days ahead',
  },
  SLOT_NOT_OFFERED: { ru: 'В это время филиал не принимает бронь: выберите другое время', uz: 'Filial bu vaqtda bron qabul qilmaydi: boshqa vaqtni tanlang', en: 'The branch takes no bookings at this time: choose another time' },
  SLOT_TAKEN: { ru: 'На это время свободного стола для такого числа гостей нет: выберите другое время', uz: "Bu vaqtda shuncha mehmon uchun bo'sh stol yo'q: boshqa vaqtni tanlang", en: 'No free table for this many guests at this time: choose another time' },
  RESERVATION_NOT_FOUND: { ru: 'Бронь не найдена', uz: 'Bron topilmadi', en: 'Reservation not found' },
  RESERVATION_LIMIT: [
    {
      ru: 'Активных броней у одного гостя может быть не больше {max}: отмените одну из них, чтобы забронировать стол снова',
      uz: "Bitta mehmonning faol bronlari {max} tadan oshmasligi kerak: stolni yana band qilish uchun ulardan birini bekor qiling",
      en: 'A guest can hold at most {max} active reservations: cancel one of them to book a table again',
    },
    {
      ru: 'Активных броней на один номер телефона может быть не больше {max}: отмените одну из них, чтобы забронировать стол снова',
      uz: "Bitta telefon raqamiga faol bronlar {max} tadan oshmasligi kerak: stolni yana band qilish uchun ulardan birini bekor qiling",
      en: 'One phone number can hold at most {max} active reservations: cancel one of them to book a table again',
    },
  ],
  CANCEL_TOO_LATE: {
    ru: 'Бронь можно отменить онлайн не позднее чем за {hours} часа до её начала; позвоните в ресторан{phone}',
    uz: "Bronni boshlanishidan kamida {hours} soat oldin onlayn bekor qilish mumkin; restoranga qo'ng'iroq qiling{phone}",
    en: 'A reservation can be cancelled online up to {hours} hours before it starts; please call the restaurant{phone}',
  },
  DINE_IN_NOT_AVAILABLE: { ru: 'В этом филиале нет обслуживания за столом', uz: "Bu filialda stolga xizmat ko'rsatilmaydi", en: 'This branch has no table service' },
  DINE_IN_NOT_OFFERED: { ru: 'В этом ресторане нет обслуживания за столом', uz: "Bu restoranda stolga xizmat ko'rsatilmaydi", en: 'This restaurant has no table service' },
  TABLE_NOT_FOUND: { ru: 'Стол не найден', uz: 'Stol topilmadi', en: 'Table not found' },
  BRANCH_CLOSED: [
    {
      ru: (p) => `Филиал сейчас закрыт и откроется ${opening(p, 'ru')}: закажите ко времени, когда он открыт`,
      uz: (p) => `Filial hozir yopiq, ${opening(p, 'uz')} ochiladi: filial ochiq bo'lgan vaqtga buyurtma bering`,
      en: (p) => `The branch is closed now and opens ${opening(p, 'eng')}: order for a time when it is open`,
    },
    { ru: 'Филиал сейчас закрыт', uz: 'Filial hozir yopiq', en: 'The branch is closed now' },
  ],
  DELIVERY_CLOSED: [
    {
      ru: (p) => `Доставка сейчас не работает и начнётся ${opening(p, 'ru')}: закажите доставку ко времени, когда она работает`,
      uz: (p) => `Yetkazib berish hozir ishlamaydi, ${opening(p, 'uz')} boshlanadi: yetkazib berish ishlaydigan vaqtga buyurtma bering`,
      en: (p) => `Delivery is not running now and starts ${opening(p, 'eng')}: order delivery for a time when it runs`,
    },
    { ru: 'Доставка сейчас не работает', uz: 'Yetkazib berish hozir ishlamaydi', en: 'Delivery is not running now' },
  ],
  WAITER_CALL_NOT_FOUND: { ru: 'Вызов официанта не найден', uz: 'Ofitsiant chaqiruvi topilmadi', en: 'Waiter call not found' },
  VACANCIES_NOT_OFFERED: { ru: 'Этот ресторан сейчас не принимает отклики на вакансии', uz: "Bu restoran hozir vakansiyalarga arizalar qabul qilmaydi", en: 'This restaurant is not taking job applications right now' },
  // Saved cards.
  CARD_NOT_FOUND: { ru: 'Карта не найдена', uz: 'Karta topilmadi', en: 'Card not found' },
  CARDS_NOT_OFFERED: { ru: 'Этот ресторан не принимает оплату сохранённой картой', uz: "Bu restoran saqlangan karta bilan to'lovni qabul qilmaydi", en: 'This restaurant does not take payment by a saved card' },
  CARDS_UNAVAILABLE: { ru: 'Оплата картой сейчас недоступна, выберите другой способ', uz: "Karta bilan to'lov hozir mavjud emas, boshqa usulni tanlang", en: 'Card payment is unavailable right now, choose another way' },
  CARD_PROVIDER_ERROR: { ru: 'Платёжная система не ответила, попробуйте позже', uz: "To'lov tizimi javob bermadi, keyinroq urinib ko'ring", en: 'The payment system did not answer, please try again later' },
  CARD_NOT_VERIFIED: { ru: 'Карта не подтверждена кодом из SMS', uz: 'Karta SMS kodi bilan tasdiqlanmagan', en: 'The card was not confirmed with the SMS code' },
  CARD_NOT_RECURRENT: { ru: 'Эту карту нельзя сохранить для оплаты', uz: "Bu kartani to'lov uchun saqlab bo'lmaydi", en: 'This card cannot be saved for payments' },
  CARD_UNSUPPORTED: { ru: 'Принимаются только карты Uzcard и Humo', uz: 'Faqat Uzcard va Humo kartalari qabul qilinadi', en: 'Only Uzcard and Humo cards are accepted' },
  // The live stream and notifications.
  CUSTOMER_NOT_FOUND: { ru: 'Покупатель не найден', uz: 'Xaridor topilmadi', en: 'Customer not found' },
  NOTIFICATIONS_NOT_OFFERED: { ru: 'Уведомления у этого ресторана выключены', uz: "Bu restoranda bildirishnomalar o'chirilgan", en: 'This restaurant has notifications switched off' },
  LAST_EVENT_ID_INVALID: { ru: 'Некорректный заголовок Last-Event-ID', uz: "Last-Event-ID sarlavhasi noto'g'ri", en: 'Invalid Last-Event-ID header' },
  // The chat.
  CHAT_NOT_OFFERED: { ru: 'Чат у этого ресторана выключен', uz: "Bu restoranda chat o'chirilgan", en: 'This restaurant has the chat switched off' },
  CHAT_TEXT_EMPTY: { ru: 'Сообщение пустое', uz: "Xabar bo'sh", en: 'The message is empty' },
  CHAT_TEXT_TOO_LONG: { ru: 'Сообщение длиннее {max} символов', uz: "Xabar {max} belgidan uzun", en: 'The message is longer than {max} characters' },
  CHAT_ADDRESSEE_MISSING: { ru: 'Укажите покупателя (userId) или заказ (orderId)', uz: "Xaridorni (userId) yoki buyurtmani (orderId) ko'rsating", en: 'Give the customer (userId) or the order (orderId)' },
  ORDER_NOT_DELIVERED: { ru: 'Оценить заказ можно после того, как он доставлен', uz: 'Buyurtmani yetkazilgandan keyin baholash mumkin', en: 'An order can be rated once it is delivered' },
  REVIEW_EXISTS: { ru: 'Этот заказ уже оценён', uz: 'Bu buyurtma allaqachon baholangan', en: 'This order has already been rated' },
  REVIEW_NOT_FOUND: { ru: 'Отзыва к этому заказу нет', uz: "Bu buyurtmaga sharh yo'q", en: 'This order has no review' },
  PRODUCT_GRADED_TWICE: { ru: 'Каждый товар можно оценить один раз', uz: 'Har bir mahsulotni bir marta baholash mumkin', en: 'Each product can be rated once' },
  PRODUCT_NOT_IN_ORDER: { ru: 'Оценить можно только товары этого заказа', uz: 'Faqat shu buyurtmadagi mahsulotlarni baholash mumkin', en: 'Only the products of this order can be rated' },

  // --- Payments ---------------------------------------------------------------------------------
  STOREFRONT_URL_MISSING: { ru: 'Онлайн-оплата не настроена, выберите другой способ оплаты', uz: "Onlayn to'lov sozlanmagan, boshqa to'lov usulini tanlang", en: 'Online payment is not set up, choose another payment method' },
  PAYMENT_NOT_NEEDED: {
    ru: 'Этот заказ оплачивается при получении (наличными или терминалом), онлайн-оплата не нужна',
    uz: "Bu buyurtma qabul qilishda to'lanadi (naqd yoki terminal orqali), onlayn to'lov kerak emas",
    en: 'This order is paid on receipt (cash or terminal); no online payment is needed',
  },
  PAYMENT_TYPE_UNSUPPORTED: { ru: 'Онлайн-оплата этим способом недоступна', uz: "Bu usul bilan onlayn to'lov mavjud emas", en: 'Online payment is not available with this method' },
  ALREADY_PAID: { ru: 'Заказ уже оплачен', uz: "Buyurtma allaqachon to'langan", en: 'The order is already paid' },
  ORDER_CANCELED: { ru: 'Заказ отменён, оплатить его нельзя', uz: "Buyurtma bekor qilingan, uni to'lab bo'lmaydi", en: 'The order is cancelled and cannot be paid' },
  PAYMENT_PROVIDER_UNAVAILABLE: [
    { ru: 'Этот способ оплаты сейчас недоступен, выберите другой', uz: "Bu to'lov usuli hozir mavjud emas, boshqasini tanlang", en: 'This payment method is not available now, choose another' },
    { ru: 'Оплата через Uzum сейчас недоступна, выберите другой способ', uz: "Uzum orqali to'lov hozir mavjud emas, boshqa usulni tanlang", en: 'Paying with Uzum is not available now, choose another method' },
    { ru: 'Оплата через Uzum у этого продавца не настроена', uz: "Bu sotuvchida Uzum orqali to'lov sozlanmagan", en: 'Paying with Uzum is not set up for this seller' },
  ],
  PAYMENT_PROVIDER_ERROR: [
    { ru: 'Платёжная система не ответила, попробуйте позже', uz: "To'lov tizimi javob bermadi, keyinroq urinib ko'ring", en: 'The payment system did not answer, please try again later' },
    { ru: 'Uzum не ответил на запрос статуса, повторите позже', uz: "Uzum holat so'roviga javob bermadi, keyinroq qayta urinib ko'ring", en: 'Uzum did not answer the status request, try again later' },
  ],
  PAYMENT_AMOUNT_MISMATCH: { ru: 'Сумма платежа не совпадает с суммой заказа', uz: "To'lov summasi buyurtma summasiga mos kelmaydi", en: 'The payment amount does not match the order total' },
  PAYMENT_NOT_FOUND: { ru: 'Платёж не найден', uz: "To'lov topilmadi", en: 'Payment not found' },
  CHOICE_REQUIRED: { ru: 'Выберите «Pay» или «Cancel»', uz: '«Pay» yoki «Cancel» ni tanlang', en: 'Choose “Pay” or “Cancel”' },
};

const entriesOf = (code: string): readonly Description[] => {
  const entry = DESCRIPTIONS[code];
  if (!entry) return [];
  return Array.isArray(entry) ? entry : [entry as Description];
};

/**
 * The description of an answer in `language`: the entry of `code` whose Russian text, filled with
 * `params`, is the thrown text, in that language. The thrown Russian text when the language is ru
 * or no entry matches (a text changed without its translations still answers, in Russian).
 */
export function translateDescription(code: string, description: string, language: DescriptionLanguage, params?: DescriptionParams): string {
  if (language === 'ru') return description;
  const entry = entriesOf(code).find((candidate) => fill(candidate.ru, params) === description);
  return entry ? fill(entry[language], params) : description;
}

/** The description for the language of this request (the error handler's, and any answer sent by hand). */
export const describeFor = (
  request: { headers: { 'accept-language'?: string; cookie?: string } },
  code: string, description: string, params?: DescriptionParams,
): string => translateDescription(code, description, descriptionLanguage(request.headers), params);
