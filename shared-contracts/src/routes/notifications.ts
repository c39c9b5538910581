import * as z from 'zod/mini';
import { Id } from '../common';
import { MAX_NOTIFICATIONS } from '../limits';
import { defineRoute } from '../route';
import { Notification } from '../entities/order';

/** The customer's notifications. */
export const notificationsRoutes = {
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
} as const;
