import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * At most one paid payment per order, kept by the database whatever the provider or the timing
 * (payments/repository.ts settles inside a transaction; this index is what a race meets last).
 * An order paid twice before this migration keeps its first payment; the later ones are money
 * the merchant owes back (REFUND_PENDING), which is what they are, rather than being deleted.
 */
export const m022_one_paid_payment: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      UPDATE payments SET status = 'REFUND_PENDING', last_modified_date = now()
        WHERE status = 'PAID' AND id <> (
          SELECT first.id FROM payments first WHERE first.order_id = payments.order_id AND first.status = 'PAID'
          ORDER BY first.paid_at NULLS LAST, first.id LIMIT 1
        );
      CREATE UNIQUE INDEX payments_one_paid_per_order ON payments (order_id) WHERE status = 'PAID'
    `);
  },
};
