import type { FastifyInstance } from 'fastify';
import { routes } from '@storefront/contracts';
import { serve } from '../../../lib/serve';
import { deleteCard, listCards, saveCard } from './repository';
import { CARD_NOT_FOUND, toCard, type SavedCards } from './saved-cards';

/**
 * The customer's saved cards: list, add by the provider's token, remove. A card is the customer's
 * at this merchant; anyone else's answers 404 like one that does not exist.
 */
export function cardRoutes(app: FastifyInstance, savedCards: SavedCards) {
  const { db } = app;

  serve(app, routes.cards, async ({ merchant, user }) =>
    (await listCards(db, { merchantId: merchant.id, userId: user.id })).map(toCard));

  serve(app, routes.cardProvider, async ({ merchant }) => {
    const credentials = await savedCards.cashbox(db, merchant.id);
    return { cashboxId: credentials.merchantId };
  });

  serve(app, routes.cardCreate, async ({ merchant, user, body, request }) => {
    const owner = { merchantId: merchant.id, userId: user.id };
    const card = await savedCards.confirmToken(db, merchant.id, body.token, request.log);
    const { saved, replaced } = await saveCard(db, owner, card);
    await savedCards.forget(db, merchant.id, replaced, request.log);
    return toCard(saved);
  });

  serve(app, routes.cardDelete, async ({ merchant, user, params, request }) => {
    const removed = await deleteCard(db, { merchantId: merchant.id, userId: user.id }, params.id);
    if (!removed) throw CARD_NOT_FOUND();
    await savedCards.forget(db, merchant.id, [removed.token], request.log);
    return { success: true as const };
  });
}
