import { MESSAGES, MESSAGE_TRANSLATIONS } from '../constants';
import type { Language } from '../common';
import { formatBranchOpening } from './branch-hours';
import { ORDER_STATUS_TEXTS } from './status-texts';

/** A value filled into an error text's `{name}` place. */
export type ErrorParamValue = string | number;
/**
 * One error text in one language: a template whose `{name}` places are filled from the error's
 * params, or a function of the params when a rule of the contracts writes part of the sentence.
 */
export type ErrorTemplate = string | ((params: never) => string);
/** One error text in the three interface languages. */
export interface ErrorTexts { readonly uz: ErrorTemplate; readonly ru: ErrorTemplate; readonly eng: ErrorTemplate }
/** A code's entry: one text, or named variants when the same code is given for different reasons. */
export type ErrorEntry = ErrorTexts | { readonly [variant: string]: ErrorTexts };

/**
 * An order status named inside a sentence ("из статуса «создан»"): the customer's name of it in
 * lower case; an unknown code as it is.
 */
function statusName(code: string, language: Language): string {
  const name = (ORDER_STATUS_TEXTS[language] as Record<string, string | undefined>)[code];
  return name ? name.toLocaleLowerCase(language === 'eng' ? 'en' : language) : code;
}
interface Transition { from: string; to: string }

/** A branch's next opening (`now` is an ISO instant: "today" and "tomorrow" are said from it). */
interface Opening { day: string; time: string; now: string }
const opening = (p: Opening, language: Language) => formatBranchOpening({ day: p.day, time: p.time }, new Date(p.now), language);

/**
 * Every description the API answers with, by error code, in Russian (the spec's language of
 * descriptions, §8, and the one the API answers by default), Uzbek (Latin script) and English. The
 * API names the code, the variant and the params where it refuses; its error handler writes the
 * text in the customer's language. The spec's own messages are MESSAGES, reused, never retyped.
 */
export const ERROR_CATALOGUE = {
  // --- The framework and the request ------------------------------------------------------------
  VALIDATION_ERROR: {
    default: { ru: 'Некорректные данные запроса', uz: "So'rov ma'lumotlari noto'g'ri", eng: 'Invalid request data' },
    field: { ru: 'Некорректные данные запроса: {field}', uz: "So'rov ma'lumotlari noto'g'ri: {field}", eng: 'Invalid request data: {field}' },
    emptySearch: { ru: 'Некорректные данные запроса: пустой текст поиска', uz: "So'rov ma'lumotlari noto'g'ri: qidiruv matni bo'sh", eng: 'Invalid request data: the search text is empty' },
  },
  MALFORMED_JSON: { ru: 'Тело запроса не является корректным JSON', uz: "So'rov tanasi to'g'ri JSON emas", eng: 'The request body is not valid JSON' },
  UNSUPPORTED_MEDIA_TYPE: { ru: 'Неподдерживаемый тип содержимого запроса', uz: "So'rov mazmuni turi qo'llab-quvvatlanmaydi", eng: 'Unsupported request content type' },
  BODY_TOO_LARGE: { ru: 'Слишком большое тело запроса', uz: "So'rov tanasi juda katta", eng: 'The request body is too large' },
  BAD_REQUEST: { ru: 'Некорректный запрос', uz: "Noto'g'ri so'rov", eng: 'Bad request' },
  INTERNAL_ERROR: { ru: 'Внутренняя ошибка сервера, попробуйте позже', uz: "Serverda ichki xatolik, keyinroq urinib ko'ring", eng: 'Internal server error, please try again later' },
  ROUTE_NOT_FOUND: { ru: 'Ресурс не найден: {method} {path}', uz: 'Resurs topilmadi: {method} {path}', eng: 'Resource not found: {method} {path}' },
  TOO_MANY_REQUESTS: {
    default: { ru: 'Слишком много запросов. Повторите через {seconds} с.', uz: "So'rovlar juda ko'p. {seconds} soniyadan keyin qayta urinib ko'ring.", eng: 'Too many requests. Try again in {seconds} s.' },
    codeResent: { ru: 'Код уже отправлен. Повторная отправка возможна через {seconds} с.', uz: "Kod allaqachon yuborilgan. Qayta yuborish {seconds} soniyadan keyin mumkin.", eng: 'The code has already been sent. It can be sent again in {seconds} s.' },
    perAddress: { ru: 'Слишком много запросов кода с вашего адреса. Повторите через {minutes} мин.', uz: "Manzilingizdan kod so'rovlari juda ko'p. {minutes} daqiqadan keyin qayta urinib ko'ring.", eng: 'Too many code requests from your address. Try again in {minutes} min.' },
    phonePerAddress: { ru: 'Слишком много запросов кода для этого номера с вашего адреса. Повторите через {minutes} мин.', uz: "Manzilingizdan bu raqam uchun kod so'rovlari juda ko'p. {minutes} daqiqadan keyin qayta urinib ko'ring.", eng: 'Too many code requests for this number from your address. Try again in {minutes} min.' },
    perPhone: { ru: 'Слишком много запросов кода для этого номера. Повторите через {minutes} мин.', uz: "Bu raqam uchun kod so'rovlari juda ko'p. {minutes} daqiqadan keyin qayta urinib ko'ring.", eng: 'Too many code requests for this number. Try again in {minutes} min.' },
    eventStreams: { ru: 'Слишком много открытых потоков событий; закройте лишние вкладки', uz: "Ochiq hodisalar oqimi juda ko'p; ortiqcha varaqlarni yoping", eng: 'Too many open event streams; close the tabs you do not need' },
    geocoding: { ru: 'Слишком много запросов к сервису геокодирования, повторите через {seconds} с', uz: "Geokodlash xizmatiga so'rovlar juda ko'p, {seconds} soniyadan keyin qayta urinib ko'ring", eng: 'Too many requests to the geocoding service, try again in {seconds} s' },
    waiterCalled: {
      ru: 'Официант уже вызван к этому столу. Повторно позвать можно через {window} минуты, если вызов не примут',
      uz: "Ofitsiant bu stolga allaqachon chaqirilgan. Chaqiruv qabul qilinmasa, {window} daqiqadan keyin yana chaqirish mumkin",
      eng: 'A waiter has already been called to this table. You can call again in {window} minutes if the call is not taken',
    },
  },
  UNAUTHORIZED: { ru: 'Требуется авторизация', uz: 'Tizimga kirish talab qilinadi', eng: 'Authorization required' },
  FORBIDDEN: {
    default: { ru: 'Доступ запрещён', uz: 'Ruxsat berilmagan', eng: 'Access denied' },
    accountDisabled: { ru: 'Учётная запись отключена', uz: "Hisob o'chirilgan", eng: 'The account is disabled' },
  },
  MERCHANT_REQUIRED: { ru: 'Не указан заголовок merchant', uz: "merchant sarlavhasi ko'rsatilmagan", eng: 'The merchant header is missing' },
  MERCHANT_INVALID: { ru: 'Заголовок merchant должен быть числовым идентификатором', uz: "merchant sarlavhasi raqamli identifikator bo'lishi kerak", eng: 'The merchant header must be a numeric id' },
  MERCHANT_ID_MISSING: {
    notDefined: { ru: 'Merchant ID is not defined', uz: 'Merchant ID aniqlanmagan', eng: 'Merchant ID is not defined' },
    isUndefined: { ru: 'Merchant ID is undefined', uz: "Merchant ID ko'rsatilmagan", eng: 'Merchant ID is undefined' },
  },
  MEDIA_KEY_INVALID: { ru: 'Некорректный ключ изображения', uz: "Rasm kaliti noto'g'ri", eng: 'Invalid image key' },
  TILE_COORDINATES_INVALID: {
    // Functions, not templates: these braces are the URL's, with nothing to fill in.
    path: {
      ru: () => 'Плитка карты запрашивается как /tiles/v1/{z}/{x}/{y}.png',
      uz: () => "Xarita plitkasi /tiles/v1/{z}/{x}/{y}.png ko'rinishida so'raladi",
      eng: () => 'A map tile is requested as /tiles/v1/{z}/{x}/{y}.png',
    },
    notIntegers: { ru: 'Координаты плитки z, x и y должны быть целыми неотрицательными числами', uz: "Plitka koordinatalari z, x va y manfiy bo'lmagan butun sonlar bo'lishi kerak", eng: 'The tile coordinates z, x and y must be non-negative integers' },
    zoomRange: { ru: 'Масштаб z должен быть от 0 до {max}', uz: "z masshtabi 0 dan {max} gacha bo'lishi kerak", eng: 'The zoom z must be from 0 to {max}' },
    tileRange: { ru: 'При масштабе {zoom} координаты x и y должны быть от 0 до {max}', uz: "{zoom} masshtabda x va y koordinatalari 0 dan {max} gacha bo'lishi kerak", eng: 'At zoom {zoom} the coordinates x and y must be from 0 to {max}' },
  },
  TILE_UNAVAILABLE: { ru: 'Плитка карты временно недоступна, попробуйте позже', uz: "Xarita plitkasi vaqtincha mavjud emas, keyinroq urinib ko'ring", eng: 'The map tile is temporarily unavailable, please try again later' },

  // --- Who and where ----------------------------------------------------------------------------
  USER_NOT_FOUND: { ru: 'Пользователь не найден', uz: 'Foydalanuvchi topilmadi', eng: 'User not found' },
  MERCHANT_NOT_FOUND: { ru: 'Мерчант не найден', uz: 'Sotuvchi topilmadi', eng: 'Merchant not found' },
  SETTINGS_NOT_FOUND: { ru: 'Настройки мерчанта не найдены', uz: 'Sotuvchi sozlamalari topilmadi', eng: "The merchant's settings were not found" },
  DELIVERY_SETTINGS_NOT_FOUND: { ru: 'Настройки доставки не найдены', uz: 'Yetkazib berish sozlamalari topilmadi', eng: 'Delivery settings not found' },
  VACANCY_NOT_FOUND: { ru: 'Вакансия не найдена', uz: 'Vakansiya topilmadi', eng: 'Vacancy not found' },
  CITY_NOT_FOUND: { ru: 'Город не найден', uz: 'Shahar topilmadi', eng: 'City not found' },
  BRANCH_NOT_FOUND: { ru: 'Филиал не найден', uz: 'Filial topilmadi', eng: 'Branch not found' },
  NO_BRANCHES: { ru: 'Нет доступных филиалов', uz: MESSAGES.noBranches, eng: MESSAGE_TRANSLATIONS.noBranches.eng },
  OUT_OF_DELIVERY_AREA: { ru: 'Адрес находится вне зоны доставки', uz: 'Manzil yetkazib berish hududidan tashqarida', eng: 'The address is outside the delivery area' },
  ADDRESS_NOT_FOUND: { ru: 'Адрес не найден', uz: 'Manzil topilmadi', eng: 'Address not found' },
  ADDRESS_LIMIT: { ru: 'Можно сохранить не больше {max} адресов', uz: "{max} tadan ortiq manzil saqlab bo'lmaydi", eng: 'You can save at most {max} addresses' },
  COORDINATES_INVALID: { ru: 'Некорректные координаты адреса', uz: "Manzil koordinatalari noto'g'ri", eng: 'Invalid address coordinates' },
  GEOCODING_FAILED: {
    timeout: { ru: 'Сервис геокодирования не ответил вовремя, попробуйте позже', uz: "Geokodlash xizmati o'z vaqtida javob bermadi, keyinroq urinib ko'ring", eng: 'The geocoding service did not answer in time, please try again later' },
    unavailable: { ru: 'Сервис геокодирования недоступен, попробуйте позже', uz: "Geokodlash xizmati mavjud emas, keyinroq urinib ko'ring", eng: 'The geocoding service is unavailable, please try again later' },
  },
  BIRTHDAY_INVALID: { ru: 'Дата рождения должна быть в формате ГГГГ-ММ-ДД', uz: "Tug'ilgan sana YYYY-OO-KK ko'rinishida bo'lishi kerak", eng: 'The birthday must be written as YYYY-MM-DD' },

  // --- Phone, login and Telegram ----------------------------------------------------------------
  PHONE_TAKEN: { ru: 'Этот номер телефона уже привязан к другой учётной записи', uz: "Bu telefon raqami boshqa hisobga bog'langan", eng: 'This phone number already belongs to another account' },
  PHONE_UNCHANGED: { ru: 'Этот номер уже привязан к вашей учётной записи', uz: "Bu raqam allaqachon sizning hisobingizga bog'langan", eng: 'This number already belongs to your account' },
  PHONE_CHANGE_NEEDS_CODE: { ru: 'Номер телефона меняется только через подтверждение кодом', uz: "Telefon raqami faqat kod bilan tasdiqlab o'zgartiriladi", eng: 'The phone number can only be changed by confirming a code' },
  PHONE_MERGE_NEEDS_CODE: {
    ru: 'Этот номер уже используется на сайте. Подтвердите его кодом из SMS, чтобы объединить учётные записи',
    uz: "Bu raqam saytda allaqachon ishlatilmoqda. Hisoblarni birlashtirish uchun uni SMS koddan tasdiqlang",
    eng: 'This number is already used on the website. Confirm it with the code from the SMS to join the accounts',
  },
  WRONG_CODE: { ...MESSAGE_TRANSLATIONS.wrongCode, uz: MESSAGES.wrongCode },
  SMS_NOT_CONFIGURED: { ru: 'Отправка SMS для этого мерчанта не настроена', uz: "Bu sotuvchi uchun SMS yuborish sozlanmagan", eng: 'Sending SMS is not set up for this merchant' },
  SMS_SEND_FAILED: { ru: 'Не удалось отправить SMS, попробуйте позже', uz: "SMS yuborib bo'lmadi, keyinroq urinib ko'ring", eng: 'The SMS could not be sent, please try again later' },
  CONTACT_NOT_RECEIVED: { ru: 'Контакт ещё не получен от Telegram-бота', uz: 'Kontakt Telegram-botdan hali olinmadi', eng: 'The contact has not come from the Telegram bot yet' },
  INIT_DATA_MISSING: { ru: 'Не переданы данные Telegram', uz: "Telegram ma'lumotlari yuborilmagan", eng: 'Telegram data is missing' },
  INIT_DATA_INVALID: { ru: 'Недействительные данные Telegram', uz: "Telegram ma'lumotlari yaroqsiz", eng: 'Telegram data is invalid' },
  INIT_DATA_EXPIRED: { ru: 'Данные Telegram устарели, откройте приложение заново', uz: "Telegram ma'lumotlari eskirgan, ilovani qaytadan oching", eng: 'Telegram data is out of date, open the app again' },
  TELEGRAM_USER_MISSING: { ...MESSAGE_TRANSLATIONS.telegramIdNotFound, uz: MESSAGES.telegramIdNotFound },
  BOT_NOT_CONFIGURED: { ru: 'Telegram-бот мерчанта не настроен', uz: 'Sotuvchining Telegram-boti sozlanmagan', eng: "The merchant's Telegram bot is not set up" },
  WEBHOOK_SECRET_INVALID: { ru: 'Неверный секретный токен вебхука', uz: "Vebxukning maxfiy tokeni noto'g'ri", eng: 'Invalid webhook secret token' },
  INTEGRATION_KEY_INVALID: { ru: 'Неверный ключ интеграции', uz: "Integratsiya kaliti noto'g'ri", eng: 'Invalid integration key' },

  // --- Catalogue and order drafts ---------------------------------------------------------------
  PRODUCT_NOT_FOUND: { ru: 'Товар не найден', uz: 'Mahsulot topilmadi', eng: 'Product not found' },
  PRODUCT_INACTIVE: { ru: 'Товар недоступен для заказа', uz: 'Mahsulotni buyurtma qilib bo\'lmaydi', eng: 'The product cannot be ordered' },
  PRODUCT_UNAVAILABLE: { ru: 'Товар не продаётся в выбранном филиале', uz: 'Mahsulot tanlangan filialda sotilmaydi', eng: 'The product is not sold at the chosen branch' },
  PRODUCT_NOT_DELIVERABLE: { ru: 'Этот товар нельзя заказать с доставкой', uz: "Bu mahsulotni yetkazib berish bilan buyurtma qilib bo'lmaydi", eng: 'This product cannot be ordered for delivery' },
  NOT_ENOUGH_STOCK: { ru: 'Недостаточно товара в филиале', uz: 'Filialda mahsulot soni yetarlicha emas', eng: 'Not enough of the product at the branch' },
  MODIFICATION_DUPLICATE: { ru: 'Модификация указана дважды', uz: "Modifikatsiya ikki marta ko'rsatilgan", eng: 'A modification is given twice' },
  MODIFICATION_COUNT: {
    units: { ru: 'Слишком много единиц модификации', uz: "Modifikatsiya soni juda ko'p", eng: 'Too many units of a modification' },
    inGroup: { ru: 'Слишком много модификаций в группе', uz: "Guruhda modifikatsiyalar juda ko'p", eng: 'Too many modifications in a group' },
  },
  MODIFICATION_REQUIRED: { ru: 'Выберите обязательную модификацию', uz: 'Majburiy modifikatsiyani tanlang', eng: 'Choose the required modification' },
  MODIFICATION_NOT_FOUND: { ru: 'Модификация не относится к этому товару', uz: "Modifikatsiya bu mahsulotga tegishli emas", eng: 'The modification does not belong to this product' },
  SERVICE_TYPE_UNAVAILABLE: { ru: 'Этот способ получения заказа недоступен', uz: 'Buyurtmani olishning bu usuli mavjud emas', eng: 'This way of receiving the order is not available' },
  PAYMENT_TYPE_UNAVAILABLE: { ru: 'Этот способ оплаты недоступен', uz: "Bu to'lov usuli mavjud emas", eng: 'This payment method is not available' },
  BRANCH_UNAVAILABLE: { ru: 'Филиал не принимает такие заказы', uz: 'Filial bunday buyurtmalarni qabul qilmaydi', eng: 'The branch does not take such orders' },
  BRANCH_REQUIRED: { ru: 'Выберите филиал', uz: 'Filialni tanlang', eng: 'Choose a branch' },
  ADDRESS_REQUIRED: { ru: 'Укажите адрес доставки', uz: "Yetkazib berish manzilini ko'rsating", eng: 'Give a delivery address' },
  CASHBACK_DISABLED: { ru: 'Оплата кешбэком недоступна', uz: "Keshbek bilan to'lash mavjud emas", eng: 'Paying with cashback is not available' },
  CASHBACK_CHANGED: { ru: 'Баланс кешбэка изменился, оформите заказ ещё раз', uz: "Keshbek balansi o'zgardi, buyurtmani qaytadan rasmiylashtiring", eng: 'The cashback balance has changed, please place the order again' },
  PROMO_DISABLED: { ru: 'Промокоды недоступны', uz: 'Promokodlar mavjud emas', eng: 'Promo codes are not available' },
  PROMO_NOT_FOUND: { ru: 'Промокод не найден', uz: 'Promokod topilmadi', eng: 'Promo code not found' },
  PROMO_INACTIVE: { ru: 'Промокод не активен', uz: MESSAGES.promoInactive, eng: 'The promo code is not active' },
  PROMO_NOT_STARTED: { ru: 'Срок действия промокода ещё не начался', uz: MESSAGES.promoNotStarted, eng: 'The promo code has not started yet' },
  PROMO_EXPIRED: { ru: 'Срок действия промокода истёк', uz: MESSAGES.promoExpired, eng: 'The promo code has expired' },
  PROMO_MIN_PRICE: { ru: 'Сумма заказа меньше минимальной для промокода', uz: "Buyurtma summasi promokod uchun minimal summadan kam", eng: 'The order is below the promo code’s minimum price' },
  PROMO_USED_UP: {
    customer: { ru: 'Вы уже использовали этот промокод максимальное число раз', uz: "Siz bu promokoddan ruxsat etilgan marta foydalanib bo'lgansiz", eng: 'You have already used this promo code as many times as it allows' },
    total: { ru: 'Промокод больше недоступен: все его использования исчерпаны', uz: "Promokod endi mavjud emas: undan foydalanish imkoniyatlari tugagan", eng: 'The promo code is no longer available: it has been used up' },
  },
  SCHEDULE_REQUIRED: { ru: 'Для заказа на время укажите день и время', uz: "Vaqtli buyurtma uchun kun va vaqtni ko'rsating", eng: 'Give the day and time of a scheduled order' },
  SCHEDULE_INVALID_DAY: { ru: 'День заказа должен быть в формате ГГГГ-ММ-ДД', uz: "Buyurtma kuni YYYY-OO-KK ko'rinishida bo'lishi kerak", eng: 'The order day must be written as YYYY-MM-DD' },
  SCHEDULE_INVALID_TIME: { ru: 'Время заказа должно быть в формате ЧЧ:ММ', uz: "Buyurtma vaqti SS:DD ko'rinishida bo'lishi kerak", eng: 'The order time must be written as HH:MM' },
  SCHEDULE_IN_PAST: { ru: 'Время заказа уже прошло', uz: "Buyurtma vaqti o'tib ketgan", eng: 'The order time has already passed' },
  SCHEDULE_DAY_OFF: { ru: 'Филиал не работает в этот день', uz: 'Filial bu kuni ishlamaydi', eng: 'The branch does not work that day' },
  SCHEDULE_OUTSIDE_HOURS: { ru: 'Филиал не работает в это время', uz: 'Filial bu vaqtda ishlamaydi', eng: 'The branch does not work at that time' },
  LATER_REQUIRED: { ru: 'Заказ на время должен иметь признак later', uz: "Vaqtli buyurtmada later belgisi bo'lishi kerak", eng: 'A scheduled order must carry the later flag' },
  LATER_NOT_ALLOWED: { ru: 'Заказ на время оформляется через /orders/v1/orders/at-time', uz: 'Vaqtli buyurtma /orders/v1/orders/at-time orqali beriladi', eng: 'A scheduled order is placed through /orders/v1/orders/at-time' },
  IDEMPOTENCY_KEY_INVALID: { ru: 'Заголовок Idempotency-Key должен содержать от 1 до 200 печатных символов', uz: "Idempotency-Key sarlavhasi 1 dan 200 gacha bosma belgidan iborat bo'lishi kerak", eng: 'The Idempotency-Key header must hold 1 to 200 printable characters' },
  IDEMPOTENCY_CONFLICT: { ru: 'Этот Idempotency-Key уже использован для другого заказа', uz: 'Bu Idempotency-Key boshqa buyurtma uchun ishlatilgan', eng: 'This Idempotency-Key was already used for another order' },

  // --- Orders -----------------------------------------------------------------------------------
  ORDER_NOT_FOUND: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', eng: 'Order not found' },
  ORDER_TRANSITION_REFUSED: {
    ru: (p: Transition) => `Заказ нельзя перевести из статуса «${statusName(p.from, 'ru')}» в «${statusName(p.to, 'ru')}»`,
    uz: (p: Transition) => `Buyurtmani «${statusName(p.from, 'uz')}» holatidan «${statusName(p.to, 'uz')}» holatiga o'tkazib bo'lmaydi`,
    eng: (p: Transition) => `The order cannot go from “${statusName(p.from, 'eng')}” to “${statusName(p.to, 'eng')}”`,
  },
  ORDER_NOT_CANCELLABLE: {
    ru: 'Заказ уже принят рестораном: отменить его можно, позвонив в ресторан',
    uz: "Buyurtma restoran tomonidan qabul qilingan: uni restoranga qo'ng'iroq qilib bekor qilish mumkin",
    eng: 'The restaurant has already accepted the order: call the restaurant to cancel it',
  },
  CANCEL_NOT_OFFERED: { ru: 'Этот ресторан не принимает отмену заказов онлайн', uz: 'Bu restoran buyurtmalarni onlayn bekor qilishni qabul qilmaydi', eng: 'This restaurant does not take cancellations online' },
  ORDER_FINISHED: { ru: 'Заказ уже завершён', uz: 'Buyurtma allaqachon yakunlangan', eng: 'The order is already finished' },
  COURIER_NOT_FOR_THIS_ORDER: { ru: 'У заказа с самовывозом или в зале нет курьера', uz: "Olib ketish yoki zaldagi buyurtmada kuryer bo'lmaydi", eng: 'A pick-up or dine-in order has no courier' },
  COURIER_ID_REQUIRED: { ru: 'Укажите id курьера', uz: "Kuryer id sini ko'rsating", eng: "Give the courier's id" },
  COURIER_NOT_ASSIGNED: { ru: 'Курьер ещё не назначен', uz: 'Kuryer hali tayinlanmagan', eng: 'No courier has been assigned yet' },
  // Booking: reservations, waiter calls, vacancy applications.
  BOOKING_NOT_AVAILABLE: { ru: 'В этом филиале столы онлайн не бронируются', uz: "Bu filialda stollarni onlayn band qilib bo'lmaydi", eng: 'This branch does not take table bookings online' },
  BOOKING_NOT_OFFERED: { ru: 'Этот ресторан не принимает бронирование столов онлайн', uz: 'Bu restoran stollarni onlayn band qilishni qabul qilmaydi', eng: 'This restaurant does not take table bookings online' },
  BOOKING_DATE_OUT_OF_RANGE: {
    ru: 'Стол можно забронировать с сегодняшнего дня и не более чем на {days} дней вперёд',
    uz: "Stolni bugundan boshlab ko'pi bilan {days} kun oldinga band qilish mumkin",
    eng: 'A table can be booked from today up to {days} days ahead',
  },
  SLOT_NOT_OFFERED: { ru: 'В это время филиал не принимает бронь: выберите другое время', uz: 'Filial bu vaqtda bron qabul qilmaydi: boshqa vaqtni tanlang', eng: 'The branch takes no bookings at this time: choose another time' },
  SLOT_TAKEN: { ru: 'На это время свободного стола для такого числа гостей нет: выберите другое время', uz: "Bu vaqtda shuncha mehmon uchun bo'sh stol yo'q: boshqa vaqtni tanlang", eng: 'No free table for this many guests at this time: choose another time' },
  RESERVATION_NOT_FOUND: { ru: 'Бронь не найдена', uz: 'Bron topilmadi', eng: 'Reservation not found' },
  RESERVATION_LIMIT: {
    perCustomer: {
      ru: 'Активных броней у одного гостя может быть не больше {max}: отмените одну из них, чтобы забронировать стол снова',
      uz: "Bitta mehmonning faol bronlari {max} tadan oshmasligi kerak: stolni yana band qilish uchun ulardan birini bekor qiling",
      eng: 'A guest can hold at most {max} active reservations: cancel one of them to book a table again',
    },
    perPhone: {
      ru: 'Активных броней на один номер телефона может быть не больше {max}: отмените одну из них, чтобы забронировать стол снова',
      uz: "Bitta telefon raqamiga faol bronlar {max} tadan oshmasligi kerak: stolni yana band qilish uchun ulardan birini bekor qiling",
      eng: 'One phone number can hold at most {max} active reservations: cancel one of them to book a table again',
    },
  },
  CANCEL_TOO_LATE: {
    ru: 'Бронь можно отменить онлайн не позднее чем за {hours} часа до её начала; позвоните в ресторан{phone}',
    uz: "Bronni boshlanishidan kamida {hours} soat oldin onlayn bekor qilish mumkin; restoranga qo'ng'iroq qiling{phone}",
    eng: 'A reservation can be cancelled online up to {hours} hours before it starts; please call the restaurant{phone}',
  },
  DINE_IN_NOT_AVAILABLE: { ru: 'В этом филиале нет обслуживания за столом', uz: "Bu filialda stolga xizmat ko'rsatilmaydi", eng: 'This branch has no table service' },
  DINE_IN_NOT_OFFERED: { ru: 'В этом ресторане нет обслуживания за столом', uz: "Bu restoranda stolga xizmat ko'rsatilmaydi", eng: 'This restaurant has no table service' },
  TABLE_NOT_FOUND: { ru: 'Стол не найден', uz: 'Stol topilmadi', eng: 'Table not found' },
  BRANCH_CLOSED: {
    opensAt: {
      ru: (p: Opening) => `Филиал сейчас закрыт и откроется ${opening(p, 'ru')}: закажите ко времени, когда он открыт`,
      uz: (p: Opening) => `Filial hozir yopiq, ${opening(p, 'uz')} ochiladi: filial ochiq bo'lgan vaqtga buyurtma bering`,
      eng: (p: Opening) => `The branch is closed now and opens ${opening(p, 'eng')}: order for a time when it is open`,
    },
    closed: { ru: 'Филиал сейчас закрыт', uz: 'Filial hozir yopiq', eng: 'The branch is closed now' },
  },
  DELIVERY_CLOSED: {
    opensAt: {
      ru: (p: Opening) => `Доставка сейчас не работает и начнётся ${opening(p, 'ru')}: закажите доставку ко времени, когда она работает`,
      uz: (p: Opening) => `Yetkazib berish hozir ishlamaydi, ${opening(p, 'uz')} boshlanadi: yetkazib berish ishlaydigan vaqtga buyurtma bering`,
      eng: (p: Opening) => `Delivery is not running now and starts ${opening(p, 'eng')}: order delivery for a time when it runs`,
    },
    closed: { ru: 'Доставка сейчас не работает', uz: 'Yetkazib berish hozir ishlamaydi', eng: 'Delivery is not running now' },
  },
  WAITER_CALL_NOT_FOUND: { ru: 'Вызов официанта не найден', uz: 'Ofitsiant chaqiruvi topilmadi', eng: 'Waiter call not found' },
  VACANCIES_NOT_OFFERED: { ru: 'Этот ресторан сейчас не принимает отклики на вакансии', uz: "Bu restoran hozir vakansiyalarga arizalar qabul qilmaydi", eng: 'This restaurant is not taking job applications right now' },
  // Saved cards.
  CARD_NOT_FOUND: { ru: 'Карта не найдена', uz: 'Karta topilmadi', eng: 'Card not found' },
  CARDS_NOT_OFFERED: { ru: 'Этот ресторан не принимает оплату сохранённой картой', uz: "Bu restoran saqlangan karta bilan to'lovni qabul qilmaydi", eng: 'This restaurant does not take payment by a saved card' },
  CARDS_UNAVAILABLE: { ru: 'Оплата картой сейчас недоступна, выберите другой способ', uz: "Karta bilan to'lov hozir mavjud emas, boshqa usulni tanlang", eng: 'Card payment is unavailable right now, choose another way' },
  CARD_PROVIDER_ERROR: { ru: 'Платёжная система не ответила, попробуйте позже', uz: "To'lov tizimi javob bermadi, keyinroq urinib ko'ring", eng: 'The payment system did not answer, please try again later' },
  CARD_NOT_VERIFIED: { ru: 'Карта не подтверждена кодом из SMS', uz: 'Karta SMS kodi bilan tasdiqlanmagan', eng: 'The card was not confirmed with the SMS code' },
  CARD_NOT_RECURRENT: { ru: 'Эту карту нельзя сохранить для оплаты', uz: "Bu kartani to'lov uchun saqlab bo'lmaydi", eng: 'This card cannot be saved for payments' },
  // The card provider's refusals of a card being saved: PROVIDER_ and the contracts' CardRefusal.
  PROVIDER_CARD_INVALID: { ru: 'Неверный номер или срок действия карты', uz: "Karta raqami yoki amal qilish muddati noto'g'ri", eng: 'Wrong card number or expiry date' },
  PROVIDER_CARD_EXPIRED: { ru: 'Срок действия карты истёк или карта заблокирована', uz: "Karta muddati o'tgan yoki karta bloklangan", eng: 'The card has expired or is blocked' },
  PROVIDER_CARD_NOT_FOUND: { ru: 'Платёжная система не нашла эту карту, добавьте её заново', uz: "To'lov tizimi bu kartani topmadi, uni qaytadan qo'shing", eng: 'The payment system did not find this card, add it again' },
  PROVIDER_INSUFFICIENT_FUNDS: { ru: 'На карте недостаточно средств', uz: "Kartada mablag' yetarli emas", eng: 'There is not enough money on the card' },
  PROVIDER_CODE_WRONG: { ru: 'Неверный код подтверждения', uz: "Tasdiqlash kodi noto'g'ri", eng: 'Wrong confirmation code' },
  PROVIDER_CODE_EXPIRED: { ru: 'Срок действия кода истёк, запросите новый', uz: "Kodning amal qilish muddati o'tgan, yangisini so'rang", eng: 'The code has expired, ask for a new one' },
  PROVIDER_TOO_MANY_ATTEMPTS: { ru: 'Слишком много попыток ввода кода, запросите новый', uz: "Kodni kiritishga urinishlar juda ko'p, yangisini so'rang", eng: 'Too many attempts to enter the code, ask for a new one' },
  PROVIDER_SMS_FAILED: { ru: 'Не удалось отправить SMS с кодом', uz: "Kodli SMS yuborib bo'lmadi", eng: 'The SMS with the code could not be sent' },
  PROVIDER_PROVIDER_ERROR: { ru: 'Платёжная система отказала, попробуйте позже', uz: "To'lov tizimi rad etdi, keyinroq urinib ko'ring", eng: 'The payment system refused, please try again later' },
  CARD_UNSUPPORTED: { ru: 'Принимаются только карты Uzcard и Humo', uz: 'Faqat Uzcard va Humo kartalari qabul qilinadi', eng: 'Only Uzcard and Humo cards are accepted' },
  // The live stream and notifications.
  CUSTOMER_NOT_FOUND: { ru: 'Покупатель не найден', uz: 'Xaridor topilmadi', eng: 'Customer not found' },
  NOTIFICATIONS_NOT_OFFERED: { ru: 'Уведомления у этого ресторана выключены', uz: "Bu restoranda bildirishnomalar o'chirilgan", eng: 'This restaurant has notifications switched off' },
  LAST_EVENT_ID_INVALID: { ru: 'Некорректный заголовок Last-Event-ID', uz: "Last-Event-ID sarlavhasi noto'g'ri", eng: 'Invalid Last-Event-ID header' },
  // The chat.
  CHAT_NOT_OFFERED: { ru: 'Чат у этого ресторана выключен', uz: "Bu restoranda chat o'chirilgan", eng: 'This restaurant has the chat switched off' },
  CHAT_TEXT_EMPTY: { ru: 'Сообщение пустое', uz: "Xabar bo'sh", eng: 'The message is empty' },
  CHAT_TEXT_TOO_LONG: { ru: 'Сообщение длиннее {max} символов', uz: "Xabar {max} belgidan uzun", eng: 'The message is longer than {max} characters' },
  CHAT_ADDRESSEE_MISSING: { ru: 'Укажите покупателя (userId) или заказ (orderId)', uz: "Xaridorni (userId) yoki buyurtmani (orderId) ko'rsating", eng: 'Give the customer (userId) or the order (orderId)' },
  ORDER_NOT_DELIVERED: { ru: 'Оценить заказ можно после того, как он доставлен', uz: 'Buyurtmani yetkazilgandan keyin baholash mumkin', eng: 'An order can be rated once it is delivered' },
  REVIEW_EXISTS: { ru: 'Этот заказ уже оценён', uz: 'Bu buyurtma allaqachon baholangan', eng: 'This order has already been rated' },
  REVIEW_NOT_FOUND: { ru: 'Отзыва к этому заказу нет', uz: "Bu buyurtmaga sharh yo'q", eng: 'This order has no review' },
  PRODUCT_GRADED_TWICE: { ru: 'Каждый товар можно оценить один раз', uz: 'Har bir mahsulotni bir marta baholash mumkin', eng: 'Each product can be rated once' },
  PRODUCT_NOT_IN_ORDER: { ru: 'Оценить можно только товары этого заказа', uz: 'Faqat shu buyurtmadagi mahsulotlarni baholash mumkin', eng: 'Only the products of this order can be rated' },

  // --- Payments ---------------------------------------------------------------------------------
  STOREFRONT_URL_MISSING: { ru: 'Онлайн-оплата не настроена, выберите другой способ оплаты', uz: "Onlayn to'lov sozlanmagan, boshqa to'lov usulini tanlang", eng: 'Online payment is not set up, choose another payment method' },
  PAYMENT_NOT_NEEDED: {
    ru: 'Этот заказ оплачивается при получении (наличными или терминалом), онлайн-оплата не нужна',
    uz: "Bu buyurtma qabul qilishda to'lanadi (naqd yoki terminal orqali), onlayn to'lov kerak emas",
    eng: 'This order is paid on receipt (cash or terminal); no online payment is needed',
  },
  PAYMENT_TYPE_UNSUPPORTED: { ru: 'Онлайн-оплата этим способом недоступна', uz: "Bu usul bilan onlayn to'lov mavjud emas", eng: 'Online payment is not available with this method' },
  ALREADY_PAID: { ru: 'Заказ уже оплачен', uz: "Buyurtma allaqachon to'langan", eng: 'The order is already paid' },
  ORDER_CANCELED: { ru: 'Заказ отменён, оплатить его нельзя', uz: "Buyurtma bekor qilingan, uni to'lab bo'lmaydi", eng: 'The order is cancelled and cannot be paid' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    default: { ru: 'Этот способ оплаты сейчас недоступен, выберите другой', uz: "Bu to'lov usuli hozir mavjud emas, boshqasini tanlang", eng: 'This payment method is not available now, choose another' },
    uzumDown: { ru: 'Оплата через Uzum сейчас недоступна, выберите другой способ', uz: "Uzum orqali to'lov hozir mavjud emas, boshqa usulni tanlang", eng: 'Paying with Uzum is not available now, choose another method' },
    uzumNotSetUp: { ru: 'Оплата через Uzum у этого продавца не настроена', uz: "Bu sotuvchida Uzum orqali to'lov sozlanmagan", eng: 'Paying with Uzum is not set up for this seller' },
  },
  PAYMENT_PROVIDER_ERROR: {
    default: { ru: 'Платёжная система не ответила, попробуйте позже', uz: "To'lov tizimi javob bermadi, keyinroq urinib ko'ring", eng: 'The payment system did not answer, please try again later' },
    uzumStatus: { ru: 'Uzum не ответил на запрос статуса, повторите позже', uz: "Uzum holat so'roviga javob bermadi, keyinroq qayta urinib ko'ring", eng: 'Uzum did not answer the status request, try again later' },
  },
  PAYMENT_AMOUNT_MISMATCH: { ru: 'Сумма платежа не совпадает с суммой заказа', uz: "To'lov summasi buyurtma summasiga mos kelmaydi", eng: 'The payment amount does not match the order total' },
  PAYMENT_NOT_FOUND: { ru: 'Платёж не найден', uz: "To'lov topilmadi", eng: 'Payment not found' },
  CHOICE_REQUIRED: { ru: 'Выберите «Pay» или «Cancel»', uz: '«Pay» yoki «Cancel» ni tanlang', eng: 'Choose “Pay” or “Cancel”' },

} as const satisfies Record<string, ErrorEntry>;
