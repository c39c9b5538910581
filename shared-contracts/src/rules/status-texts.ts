import type * as z from 'zod/mini';
import { COURIER_STATUS_LABELS, type CourierStatus, type OrderStatus } from '../enums';

/**
 * Courier statuses in the three interface languages: uz is the spec's
 * COURIER_STATUS_LABELS, ru and eng say the same.
 */
export const COURIER_STATUS_TEXTS: Record<'uz' | 'ru' | 'eng', Record<z.infer<typeof CourierStatus>, string>> = {
  uz: COURIER_STATUS_LABELS,
  ru: {
    PERFORMER_LOOK_UP: 'Ищем курьера', FOUND: 'Курьер найден', NOT_FOUND: 'Курьер не найден', PICK_UP_ARRIVED: 'Курьер прибыл в филиал',
    PICKUPED: 'Курьер забрал заказ', ARRIVED: 'Курьер прибыл по адресу', DELIVERED_FINISH: 'Доставлено', RETURNING: 'Курьер возвращается',
    RETURN_ARRIVED: 'Курьер вернулся', RETURNED_FINISH: 'Возвращено', NEW_ORDER: 'Новый заказ', ESTIMATING_FAILED: 'Не удалось рассчитать стоимость',
    READY_FOR_APPROVAL: 'Ожидает подтверждения', FAILED: 'Ошибка', CANCELLED: 'Заказ отменён', ACCEPTED: 'Принят', '': '',
  },
  eng: {
    PERFORMER_LOOK_UP: 'Looking for a courier', FOUND: 'Courier found', NOT_FOUND: 'No courier found', PICK_UP_ARRIVED: 'Courier is at the branch',
    PICKUPED: 'Courier picked up the order', ARRIVED: 'Courier has arrived', DELIVERED_FINISH: 'Delivered', RETURNING: 'Courier is returning',
    RETURN_ARRIVED: 'Courier is back', RETURNED_FINISH: 'Returned', NEW_ORDER: 'New order', ESTIMATING_FAILED: 'Price could not be estimated',
    READY_FOR_APPROVAL: 'Awaiting approval', FAILED: 'Failed', CANCELLED: 'Order cancelled', ACCEPTED: 'Accepted', '': '',
  },
};
/** Order statuses as the customer reads them, in the three interface languages. */
export const ORDER_STATUS_TEXTS: Record<'uz' | 'ru' | 'eng', Record<z.infer<typeof OrderStatus>, string>> = {
  uz: {
    OPEN: 'Ochiq', ACCEPTED: 'Qabul qilindi', CANCELED: 'Bekor qilindi', CREATED: 'Yaratildi', COOKING: 'Tayyorlanmoqda',
    DONE: 'Tayyor', ON_WAY: "Yo'lda", DELIVERED: 'Yetkazildi', CLOSED: 'Yopildi', ATTACHED: 'Kuryer biriktirildi', AT_TIME: 'Belgilangan vaqtga',
  },
  ru: {
    OPEN: 'Открыт', ACCEPTED: 'Принят', CANCELED: 'Отменён', CREATED: 'Создан', COOKING: 'Готовится',
    DONE: 'Готов', ON_WAY: 'В пути', DELIVERED: 'Доставлен', CLOSED: 'Закрыт', ATTACHED: 'Курьер назначен', AT_TIME: 'Ко времени',
  },
  eng: {
    OPEN: 'Open', ACCEPTED: 'Accepted', CANCELED: 'Cancelled', CREATED: 'Created', COOKING: 'Cooking',
    DONE: 'Ready', ON_WAY: 'On the way', DELIVERED: 'Delivered', CLOSED: 'Closed', ATTACHED: 'Courier assigned', AT_TIME: 'Scheduled',
  },
};
