import type * as z from 'zod/mini';
import type { OrderStatus } from '../enums';

type Status = z.infer<typeof OrderStatus>;

/** Orders still in progress: the "active" tab of the profile and the API's active orders. */
export const ACTIVE_ORDER_STATUSES: readonly Status[] = [
  'OPEN', 'ACCEPTED', 'CREATED', 'COOKING', 'DONE', 'ON_WAY', 'ATTACHED', 'AT_TIME',
];

/** Finished orders: the "archive" tab (`onlyArchive=true`). */
export const ARCHIVED_ORDER_STATUSES: readonly Status[] = ['DELIVERED', 'CLOSED', 'CANCELED'];

export const isOrderActive = (status: Status): boolean => ACTIVE_ORDER_STATUSES.includes(status);
