import * as z from 'zod/mini';
import { Id } from '../common';
import { defineRoute } from '../route';
import { ChatMessage, ChatMessageInput, ChatPage, ChatQuery } from '../entities/chat';

/** The customer's chat with the merchant. */
export const chatRoutes = {
  /**
   * The customer's chat with the merchant (settings.chatActive, else 403 CHAT_NOT_OFFERED): a page
   * of messages, oldest first, of one order (`orderId`, the customer's own, else 404) or of all;
   * `before` pages back. New messages of both sides also arrive live (`event: chat`).
   */
  chatMessages: defineRoute({
    method: 'GET', path: '/notifications/v1/chat/messages', query: ChatQuery, response: ChatPage,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * The customer writes (rules/chat.ts: cleaned; empty or over MAX_CHAT_TEXT_LENGTH is 400), about
   * one of their orders or in general; rate-limited (429 with Retry-After). The merchant answers
   * through its integration API (docs/order-lifecycle.md "Chat").
   */
  chatSend: defineRoute({
    method: 'POST', path: '/notifications/v1/chat/messages', body: ChatMessageInput, response: ChatMessage,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Marks the merchant's messages up to this id as read; answers how many are still unread */
  chatRead: defineRoute({
    method: 'PUT', path: '/notifications/v1/chat/messages/read', body: z.object({ upToId: Id }),
    response: z.object({ unread: z.number().check(z.int(), z.nonnegative()) }),
    auth: 'token', tenant: true, specNamed: false,
  }),
} as const;
