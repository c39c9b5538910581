import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Card tokens encrypted at rest, with the key id. `saved_cards.token` now holds the token sealed
 * with AES-256-GCM (`<key id>:<iv>:<ciphertext>:<tag>`, payments/cards/token-cipher.ts) and
 * `token_key_id` the key that sealed it. The key lives in the environment, which SQL cannot reach,
 * so the rows already stored stay plain here with a null `token_key_id`, and the API seals them
 * when it starts (payments/cards/repository.ts `sealStoredCardTokens`), before any other work with them.
 * Sealing is random, so the same card is found again by `token_hash`, the SHA-256 of the token
 * (a long random value from Payme: its hash gives nothing to guess from).
 *
 * Also the index the re-check of pending Payme receipts reads (payments/cards/receipt-recheck.ts).
 */
export const m021_card_token_encryption: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      ALTER TABLE saved_cards ADD COLUMN token_key_id text CHECK (token_key_id ~ '^[A-Za-z0-9_-]{1,32}$');
      ALTER TABLE saved_cards ADD COLUMN token_hash text;
      UPDATE saved_cards SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
      ALTER TABLE saved_cards ALTER COLUMN token_hash SET NOT NULL;
      ALTER TABLE saved_cards ADD CONSTRAINT saved_cards_token_sealed_by_its_key
        CHECK (token_key_id IS NULL OR starts_with(token, token_key_id || ':'));
      ALTER TABLE saved_cards DROP CONSTRAINT saved_cards_merchant_id_token_key;
      CREATE UNIQUE INDEX saved_cards_token_hash ON saved_cards (merchant_id, token_hash);
      CREATE INDEX payments_pending_receipts ON payments (last_modified_date)
        WHERE status = 'PENDING' AND provider = 'PAYME' AND provider_payment_id IS NOT NULL
    `);
  },
};
