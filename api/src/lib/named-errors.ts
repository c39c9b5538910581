import { conflict, notFound } from './errors';

/**
 * Refusals that more than one route gives, each named once so its code and Russian description
 * (spec §8) cannot drift between routes.
 */
export const USER_NOT_FOUND = () => notFound('USER_NOT_FOUND', 'Пользователь не найден');
export const PHONE_TAKEN = () => conflict('PHONE_TAKEN', 'Этот номер телефона уже привязан к другой учётной записи');
export const PHONE_CHANGE_NEEDS_CODE = () =>
  conflict('PHONE_CHANGE_NEEDS_CODE', 'Номер телефона меняется только через подтверждение кодом');
/** The phone belongs to an account made on the website: joining the two needs a code sent to that phone. */
export const PHONE_MERGE_NEEDS_CODE = () =>
  conflict('PHONE_MERGE_NEEDS_CODE', 'Этот номер уже используется на сайте. Подтвердите его кодом из SMS, чтобы объединить учётные записи');
