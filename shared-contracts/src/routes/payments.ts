import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { Card, CardInput, CardProvider } from '../entities/user';
import { PaymentCheckout } from '../entities/payment';
import { Done, IdPath } from './params';

/** Payment links and saved cards. */
export const paymentsRoutes = {
  /** Provider link to pay an order */
  paymentCheckout: defineRoute({
    method: 'GET', path: '/payments/v2/checkout/:id', params: IdPath, response: PaymentCheckout,
    auth: 'token', tenant: true, specNamed: true,
  }),
  /** The customer's saved cards at this merchant (masked), newest first; while cardActive */
  cards: defineRoute({
    method: 'GET', path: '/payments/v1/cards', response: z.array(Card),
    auth: 'token', tenant: true, specNamed: false,
  }),
  /**
   * Save a card confirmed at the card provider by its token: the API checks the token with the
   * provider (cards.check) and keeps only the token, the masked number, the expiry and the type
   */
  cardCreate: defineRoute({
    method: 'POST', path: '/payments/v1/cards', body: CardInput, response: Card,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** Remove one of the customer's cards (another customer's answers 404) */
  cardDelete: defineRoute({
    method: 'DELETE', path: '/payments/v1/cards/:id', params: IdPath, response: Done,
    auth: 'token', tenant: true, specNamed: false,
  }),
  /** The merchant's public Payme cashbox id, the X-Auth of the browser's card calls to the provider */
  cardProvider: defineRoute({
    method: 'GET', path: '/payments/v1/cards/provider', response: CardProvider,
    auth: 'token', tenant: true, specNamed: false,
  }),
} as const;
