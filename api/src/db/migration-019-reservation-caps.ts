import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Caps on a customer's active reservations (issue 33): one account booked every table of a branch's
 * day. `merchants.max_active_reservations` is the merchant's cap, per customer and per reservation
 * phone; NULL means the API's default (domains/booking). It is a merchant's column, not a web
 * setting, because the storefront never needs it: the refusal names the figure. The partial index
 * serves the per-phone count (the per-customer count has reservations_user).
 */
export const m019_reservation_caps: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      ALTER TABLE merchants ADD COLUMN max_active_reservations integer
        CHECK (max_active_reservations BETWEEN 1 AND 100);
      CREATE INDEX reservations_active_phone ON reservations (merchant_id, phone, ends_at) WHERE status = 'ACTIVE'
    `);
  },
};
