import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedCardTable } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * How an order that names a saved card (`cardId`) gets paid. The payments domain implements it
 * (payments/cards/saved-cards.ts) and app.ts hands it to the orders plugin: payments depends on
 * orders (a payment's outcome is an order event), so orders asks for card charging through this
 * port instead of importing payments back.
 */
export interface OrderCardPayment {
  /** Before the order is placed: the card is the customer's and the merchant can charge it, else a refusal is thrown. */
  cardForOrder(db: Db, owner: { merchantId: number; userId: number }, cardId: number): Promise<Selectable<SavedCardTable>>;
  /** Right after the order is placed: its total charged to the card, the outcome written to the order. */
  payOrder(db: Db, order: { id: number; merchantId: number; totalPrice: number }, card: Selectable<SavedCardTable>, log: FastifyBaseLogger): Promise<void>;
}
