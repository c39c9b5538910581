import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The merchants' bots speak to customers (domains/bot-messages): an outbox of Bot API messages,
 * written in the transaction of an order's status change and drained by a worker of every API
 * process (claimed with FOR UPDATE SKIP LOCKED, so two processes never send one row), and the chats
 * whose customer blocked a merchant's bot, where nothing is sent until they write to it again.
 */
export const m023_bot_messages: Migration = {
  async up(db: Kysely<any>) {
    await runStatements(db, `
      CREATE TABLE bot_messages (
        id bigserial PRIMARY KEY,
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        chat_id bigint NOT NULL,
        order_id integer REFERENCES orders(id) ON DELETE CASCADE,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'SKIPPED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_at timestamptz,
        last_error text,
        sent_at timestamptz,
        created_date timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX bot_messages_due ON bot_messages (next_attempt_at) WHERE status = 'PENDING';
      CREATE INDEX bot_messages_chat ON bot_messages (merchant_id, chat_id, id) WHERE status = 'PENDING';
      CREATE INDEX bot_messages_claimed ON bot_messages (merchant_id, claimed_at);
      CREATE INDEX bot_messages_order ON bot_messages (order_id);
      CREATE TABLE bot_blocked_chats (
        merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        chat_id bigint NOT NULL,
        blocked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (merchant_id, chat_id)
      )
    `);
  },
};
