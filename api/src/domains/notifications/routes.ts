import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { Id, MAX_NOTIFICATION_TEXT_LENGTH, routes, Text } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { apiError, notFound } from '../../lib/errors';
import { integrationKeyHook } from '../../platform/integration-auth';
import { markRead, notificationsOf, notifyMessage, unreadCount } from './repository';
import { requireFeature } from '../../platform/merchant-settings';

const MessageBody = z.object({ userId: Id, text: Text(MAX_NOTIFICATION_TEXT_LENGTH).check(z.minLength(1)) });

const NOTIFICATIONS_NOT_OFFERED = () => apiError(403, 'NOTIFICATIONS_NOT_OFFERED');

/**
 * The customer's notifications (settings.notificationsActive): order status changes and the
 * merchant's messages, newest first, read or not. They also arrive live on the customer's stream
 * (`event: notification`). Merchants' systems write messages through the integration API.
 */
export async function notificationsPlugin(app: FastifyInstance) {
  const { db } = app;

  const requireOffered = (request: FastifyRequest, merchantId: number) =>
    requireFeature(db, request, merchantId, 'notifications', NOTIFICATIONS_NOT_OFFERED);

  serve(app, routes.notifications, async ({ merchant, user, request }) => {
    await requireOffered(request, merchant.id);
    return notificationsOf(db, { merchantId: merchant.id, userId: user.id });
  });

  serve(app, routes.notificationsRead, async ({ merchant, user, body, request }) => {
    await requireOffered(request, merchant.id);
    const customer = { merchantId: merchant.id, userId: user.id };
    await markRead(db, customer, body.upToId);
    return { unread: await unreadCount(db, customer) };
  });

  // Merchants' systems: a message to one customer of theirs (X-Integration-Key names the merchant).
  app.post('/notifications/v1/integration/messages', { ...integrationKeyHook(db), schema: { body: MessageBody } }, async (request) => {
    const { userId, text } = request.body as z.infer<typeof MessageBody>;
    const sent = await notifyMessage(db, { merchantId: request.integrationMerchantId!, userId, text });
    if (!sent) throw notFound('CUSTOMER_NOT_FOUND');
    return sent;
  });
}
