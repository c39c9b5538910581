import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Promo uses per customer and in total: a merchant's setting beyond the spec's Promo, NULL being
 * unlimited as the spec has it. A limit of 0 is refused: a promo nobody may use is `is_active = false`.
 * The index serves the count of a promo's uses that every order placed with it makes.
 */
export const m020_promo_limits: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      ALTER TABLE promos ADD COLUMN max_uses_per_customer integer CHECK (max_uses_per_customer > 0);
      ALTER TABLE promos ADD COLUMN max_uses_total integer CHECK (max_uses_total > 0);
      CREATE INDEX orders_promo_uses ON orders (promo_id, user_id) WHERE promo_id IS NOT NULL
    `);
  },
};
