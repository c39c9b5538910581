import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ChatQuery, Id, IdParam, MAX_CHAT_PAGE, MAX_CHAT_TEXT_LENGTH, routes, Text } from '@storefront/contracts';
import { chatMessageText } from '@storefront/contracts/rules';
import { serve } from '../../lib/serve';
import { apiError, badRequest, notFound } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../../lib/named-errors';
import { integrationKeyHook } from '../../platform/integration-auth';
import { limitPerMerchant } from '../../limits/register';
import {
  chatPage, customerOfOrder, isCustomerOf, isOrderOf, markChatRead, unreadChatCount, writeChatMessage, type ChatCustomer,
} from './repository';
import { requireFeature } from '../../platform/merchant-settings';

const CHAT_NOT_OFFERED = () => apiError(403, 'CHAT_NOT_OFFERED');

/** What merchants' systems send: to a customer, or about an order (its customer is the addressee). */
const ReplyBody = z.object({
  userId: z.optional(Id),
  orderId: z.optional(Id),
  text: Text(MAX_CHAT_TEXT_LENGTH * 2),
});
const MerchantQuery = z.extend(ChatQuery, { userId: IdParam });

const CUSTOMER_NOT_FOUND = () => notFound('CUSTOMER_NOT_FOUND');

/** The contracts' text rule; what it refuses is 400 with its own code. */
function cleanText(raw: string): string {
  const checked = chatMessageText(raw);
  if (checked.ok) return checked.text;
  if (checked.reason === 'EMPTY') throw badRequest('CHAT_TEXT_EMPTY');
  throw badRequest('CHAT_TEXT_TOO_LONG', { params: { max: MAX_CHAT_TEXT_LENGTH } });
}

/**
 * The customer's chat with the merchant (settings.chatActive): the customer reads and writes here,
 * the merchant's systems answer through the integration API (`X-Integration-Key`). Every message
 * is also an `event: chat` of the customer's live stream. docs/order-lifecycle.md "Chat".
 */
export async function chatPlugin(app: FastifyInstance) {
  const { db } = app;

  const requireOffered = (request: FastifyRequest, merchantId: number) =>
    requireFeature(db, request, merchantId, 'chat', CHAT_NOT_OFFERED);

  serve(app, routes.chatMessages, async ({ merchant, user, query, request }) => {
    await requireOffered(request, merchant.id);
    const customer = { merchantId: merchant.id, userId: user.id };
    if (query.orderId !== undefined && !await isOrderOf(db, customer, query.orderId)) throw ORDER_NOT_FOUND();
    return chatPage(db, customer, { orderId: query.orderId, before: query.before, limit: query.limit ?? MAX_CHAT_PAGE });
  });

  serve(app, routes.chatSend, async ({ merchant, user, body, request }) => {
    await requireOffered(request, merchant.id);
    const customer = { merchantId: merchant.id, userId: user.id };
    const text = cleanText(body.text);
    if (body.orderId !== undefined && !await isOrderOf(db, customer, body.orderId)) throw ORDER_NOT_FOUND();
    return writeChatMessage(db, { ...customer, orderId: body.orderId ?? null, author: 'CUSTOMER', text });
  });

  serve(app, routes.chatRead, async ({ merchant, user, body, request }) => {
    await requireOffered(request, merchant.id);
    const customer = { merchantId: merchant.id, userId: user.id };
    await markChatRead(db, customer, body.upToId);
    return { unread: await unreadChatCount(db, customer) };
  });

  const authenticated = integrationKeyHook(db);

  /** The customer a merchant's system names: by order (that order's customer) or by id; never another merchant's. */
  async function addressee(merchantId: number, target: { userId?: number; orderId?: number }): Promise<ChatCustomer> {
    if (target.orderId !== undefined) {
      const customer = await customerOfOrder(db, merchantId, target.orderId);
      if (!customer || (target.userId !== undefined && customer.userId !== target.userId)) throw ORDER_NOT_FOUND();
      return customer;
    }
    if (target.userId === undefined) throw badRequest('CHAT_ADDRESSEE_MISSING');
    const customer = { merchantId, userId: target.userId };
    if (!await isCustomerOf(db, customer)) throw CUSTOMER_NOT_FOUND();
    return customer;
  }

  // Merchants' systems: the merchant's reply, to a customer or about one of the customer's orders;
  // limited per merchant (policy integrationChatReply), as the customer's messages are per customer.
  const replyLimit = limitPerMerchant('integrationChatReply', (request) => request.integrationMerchantId);
  app.post('/notifications/v1/integration/chat/messages', {
    onRequest: [authenticated.onRequest, replyLimit], schema: { body: ReplyBody },
  }, async (request) => {
    const body = request.body as z.infer<typeof ReplyBody>;
    const merchantId = request.integrationMerchantId!;
    await requireOffered(request, merchantId);
    const text = cleanText(body.text);
    const customer = await addressee(merchantId, body);
    return writeChatMessage(db, { ...customer, orderId: body.orderId ?? null, author: 'MERCHANT', text });
  });

  // Merchants' systems: one customer's chat (or one order's), to read what the customer wrote.
  app.get('/notifications/v1/integration/chat/messages', { ...authenticated, schema: { querystring: MerchantQuery } }, async (request) => {
    const query = request.query as z.infer<typeof MerchantQuery>;
    const merchantId = request.integrationMerchantId!;
    await requireOffered(request, merchantId);
    const customer = await addressee(merchantId, { userId: query.userId, orderId: query.orderId });
    return chatPage(db, customer, { orderId: query.orderId, before: query.before, limit: query.limit ?? MAX_CHAT_PAGE });
  });
}
