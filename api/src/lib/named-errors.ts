import { MESSAGES } from '@storefront/contracts';
import { formatBranchOpening, type BranchOpening } from '@storefront/contracts/rules';
import { badRequest, conflict, HttpError, notFound } from './errors';

/**
 * Every refusal that has a name, each code written once with its Russian description (spec §8), so
 * neither can drift between the routes that give it. A refusal given in one place only, with its
 * own wording, stays at that place.
 *
 * Some codes answer with more than one status, as before: a path naming an unknown thing is a 404,
 * while an order draft naming one is a 422, a draft the merchant cannot serve (see pricing), and a
 * body naming one elsewhere a 400. Those take the status from the caller.
 */

// --- Who and where ------------------------------------------------------------------------------

export const USER_NOT_FOUND = () => notFound('USER_NOT_FOUND', 'Пользователь не найден');
export const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', 'Мерчант не найден');
export const SETTINGS_NOT_FOUND = () => notFound('SETTINGS_NOT_FOUND', 'Настройки мерчанта не найдены');
/** The merchant id of a path is missing or not a number; the description is the contracts' rule's message. */
export const MERCHANT_ID_MISSING = (description: string) => badRequest('MERCHANT_ID_MISSING', description);
export const CITY_NOT_FOUND = (status: 400 | 404 = 404) => new HttpError(status, 'CITY_NOT_FOUND', 'Город не найден');
export const BRANCH_NOT_FOUND = (status: 404 | 422 = 404) => new HttpError(status, 'BRANCH_NOT_FOUND', 'Филиал не найден');
export const NO_BRANCHES = (status: 404 | 422 = 404) => new HttpError(status, 'NO_BRANCHES', 'Нет доступных филиалов');
export const OUT_OF_DELIVERY_AREA = (status: 404 | 422 = 422) =>
  new HttpError(status, 'OUT_OF_DELIVERY_AREA', 'Адрес находится вне зоны доставки');
export const ADDRESS_NOT_FOUND = () => notFound('ADDRESS_NOT_FOUND', 'Адрес не найден');

// --- Catalogue and orders -----------------------------------------------------------------------

export const PRODUCT_NOT_FOUND = (status: 404 | 422 = 404, details?: unknown) =>
  new HttpError(status, 'PRODUCT_NOT_FOUND', 'Товар не найден', details);
export const PROMO_NOT_FOUND = (status: 404 | 422 = 404) => new HttpError(status, 'PROMO_NOT_FOUND', 'Промокод не найден');
/** A promo use beyond the merchant's limit (orders/promo-uses.ts): this customer's uses, or everyone's. */
export const PROMO_USED_UP = (limit: 'CUSTOMER' | 'TOTAL') => limit === 'CUSTOMER'
  ? new HttpError(422, 'PROMO_USED_UP', 'Вы уже использовали этот промокод максимальное число раз', { limit })
  : new HttpError(422, 'PROMO_USED_UP', 'Промокод больше недоступен: все его использования исчерпаны', { limit });
/**
 * A branch closed now does not take an order for now (pick-up, delivery, dine-in); `details.opensAt`
 * ({day, time}) is its next opening, the earliest time a scheduled order may name there.
 */
export const BRANCH_CLOSED = (opensAt: BranchOpening | null, now: Date) => opensAt
  ? new HttpError(
    422, 'BRANCH_CLOSED', `Филиал сейчас закрыт и откроется ${formatBranchOpening(opensAt, now, 'ru')}: закажите ко времени, когда он открыт`,
    { opensAt: { day: opensAt.day, time: opensAt.time } }, undefined, { day: opensAt.day, time: opensAt.time, now: now.toISOString() },
  )
  : new HttpError(422, 'BRANCH_CLOSED', 'Филиал сейчас закрыт', { opensAt: null });
/** A delivery for now outside the branch's delivery window (its kitchen may be open for pick-up). */
export const DELIVERY_CLOSED = (opensAt: BranchOpening | null, now: Date) => opensAt
  ? new HttpError(
    422, 'DELIVERY_CLOSED', `Доставка сейчас не работает и начнётся ${formatBranchOpening(opensAt, now, 'ru')}: закажите доставку ко времени, когда она работает`,
    { opensAt: { day: opensAt.day, time: opensAt.time } }, undefined, { day: opensAt.day, time: opensAt.time, now: now.toISOString() },
  )
  : new HttpError(422, 'DELIVERY_CLOSED', 'Доставка сейчас не работает', { opensAt: null });
/** A dine-in order names a table that is not one of its branch's (or of the merchant's). */
export const TABLE_NOT_FOUND = (status: 404 | 422 = 404) => new HttpError(status, 'TABLE_NOT_FOUND', 'Стол не найден');
export const ORDER_NOT_FOUND = () => notFound('ORDER_NOT_FOUND', 'Заказ не найден');
export const CASHBACK_CHANGED = () => conflict('CASHBACK_CHANGED', 'Баланс кешбэка изменился, оформите заказ ещё раз');

// --- Phone and login ----------------------------------------------------------------------------

export const PHONE_TAKEN = () => conflict('PHONE_TAKEN', 'Этот номер телефона уже привязан к другой учётной записи');
/** 409 where a proven phone would replace another; 400 where a profile edit tries to change it by hand. */
export const PHONE_CHANGE_NEEDS_CODE = (status: 400 | 409 = 409) =>
  new HttpError(status, 'PHONE_CHANGE_NEEDS_CODE', 'Номер телефона меняется только через подтверждение кодом');
/** The phone belongs to an account made on the website: joining the two needs a code sent to that phone. */
export const PHONE_MERGE_NEEDS_CODE = () =>
  conflict('PHONE_MERGE_NEEDS_CODE', 'Этот номер уже используется на сайте. Подтвердите его кодом из SMS, чтобы объединить учётные записи');
/** Spec §5: wrong or expired code. The storefront shows `details.message`, the description is Russian (§8). */
export const WRONG_CODE = () => badRequest('WRONG_CODE', 'Неверный код или истёк срок его действия', { message: MESSAGES.wrongCode });
export const SMS_NOT_CONFIGURED = () => new HttpError(503, 'SMS_NOT_CONFIGURED', 'Отправка SMS для этого мерчанта не настроена');
export const SMS_SEND_FAILED = () => new HttpError(502, 'SMS_SEND_FAILED', 'Не удалось отправить SMS, попробуйте позже');
/** The Mini App asks again shortly: Telegram delivers the contact to the bot within seconds. */
export const CONTACT_NOT_RECEIVED = () => conflict('CONTACT_NOT_RECEIVED', 'Контакт ещё не получен от Telegram-бота');
