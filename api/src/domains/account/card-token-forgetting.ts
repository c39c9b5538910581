import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What a deleted account's saved cards need: their tokens forgotten at the card provider. The
 * payments domain does it (payments/cards/saved-cards.ts) and app.ts hands it in, so the account
 * domain does not import payments (which reaches orders, which reaches the account's cashback).
 */
export interface CardTokenForgetting {
  forget(db: Kysely<Database>, merchantId: number, sealedTokens: string[], log: FastifyBaseLogger): Promise<void>;
}
