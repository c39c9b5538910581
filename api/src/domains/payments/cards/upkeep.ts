import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { every } from '../../../lib/every';
import { CardProviderClient } from './provider';
import { sealStoredCardTokens } from './repository';
import { RECHECK_TICK_MS, recheckCardReceipts } from './receipt-recheck';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * The API process's own work on saved cards, beside the order clocks (main.ts):
 * - once at start, tokens stored plain (before migration 021) or under an older key are sealed
 *   under the current CARD_TOKEN_KEYS key. Rows not sealed yet are still read as they are, so the
 *   API serves meanwhile;
 * - every 30 s, pending card receipts are asked about again (receipt-recheck.ts).
 * Both are safe with several API processes. The provider is asked over `app.cardProviderTransport`,
 * as the API's own charges are (app.ts chooses it).
 */
export function startCardUpkeep(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'cardTokenKeys'>,
  log: Log,
  app: FastifyInstance,
): { stop(): void } {
  const cipher = config.cardTokenKeys;
  if (cipher) {
    sealStoredCardTokens(db, cipher).then(({ sealed, resealed, unreadable }) => {
      if (sealed + resealed > 0) log.info({ sealed, resealed, keyId: cipher.currentKeyId }, 'saved card tokens sealed under the current CARD_TOKEN_KEYS key');
      if (unreadable > 0) {
        log.error({ unreadable }, 'saved card tokens sealed under a key CARD_TOKEN_KEYS does not hold: those cards cannot be charged until the key is given back');
      }
    }).catch((error: Error) => log.error({ reason: error.message }, 'sealing the stored card tokens failed; it is tried again at the next start'));
  }
  const client = new CardProviderClient(app.cardProviderTransport);
  const rechecks = every(RECHECK_TICK_MS, () => recheckCardReceipts(db, client, log),
    (error) => log.warn({ reason: error.message }, 'card receipt re-check failed; trying again on the next tick'));
  return { stop: () => rechecks.stop() };
}
