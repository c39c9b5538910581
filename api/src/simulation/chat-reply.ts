import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeChatMessage } from '../domains/chat';

/** What the development simulator answers; it says it is the simulator, so nobody takes it for a person. */
export const SIMULATED_CHAT_REPLY = "[Simulyator] Xabaringiz qabul qilindi, tez orada javob beramiz. / [Симулятор] Сообщение получено, скоро ответим.";

/**
 * The development simulator's side of the chat (ORDER_SIMULATOR=on, never in production): a
 * customer's first message, unanswered, older than `before`, gets one automatic merchant reply
 * (about the same order, if it named one). Later messages are left to a person with the
 * integration API. Answers how many replies it wrote.
 */
export async function answerFirstChatMessages(db: Kysely<Database>, before: Date): Promise<number> {
  const firsts = await db.selectFrom('chatMessages as c')
    .select(['c.merchantId', 'c.userId', 'c.orderId'])
    .where('c.author', '=', 'CUSTOMER').where('c.createdDate', '<=', before)
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('chatMessages as o').select(sql`1`.as('one'))
        .whereRef('o.merchantId', '=', 'c.merchantId').whereRef('o.userId', '=', 'c.userId')
        .where((eb) => eb.or([
          eb.and([eb('o.author', '=', 'CUSTOMER'), eb('o.id', '<', eb.ref('c.id'))]),
          eb('o.author', '=', 'MERCHANT'),
        ])),
    )))
    .orderBy('c.id').limit(100).execute();
  for (const first of firsts) {
    await writeChatMessage(db, { merchantId: first.merchantId, userId: first.userId, orderId: first.orderId, author: 'MERCHANT', text: SIMULATED_CHAT_REPLY });
  }
  return firsts.length;
}
