import type { FastifyInstance } from 'fastify';
import { ACTIVE_ORDER_STATUSES, ARCHIVED_ORDER_STATUSES, routes } from '@storefront/contracts';
import { serve } from '../lib/serve';
import { notFound } from '../lib/errors';
import type { SessionUser } from '../lib/auth';
import { toOrder } from '../lib/order-mapper';

const ORDER_NOT_FOUND = () => notFound('ORDER_NOT_FOUND', 'Заказ не найден');

/** A user id in a path must be the customer of the token; anyone else's answers as unknown. */
function requireOwnUserId(userId: number, user: SessionUser): number {
  if (userId !== user.id) throw notFound('USER_NOT_FOUND', 'Пользователь не найден');
  return userId;
}

/**
 * A customer's orders, read-only here (placing orders is issue 5). Every query is scoped by the
 * merchant of the header and the user of the token.
 */
export async function ordersPlugin(app: FastifyInstance) {
  const { db } = app;

  const ordersOf = (user: SessionUser) =>
    db.selectFrom('orders').where('merchantId', '=', user.merchantId).where('userId', '=', user.id);

  serve(app, routes.activeOrders, async ({ params, user }) => {
    requireOwnUserId(params.userId, user);
    const rows = await ordersOf(user).selectAll()
      .where('status', 'in', ACTIVE_ORDER_STATUSES)
      .orderBy('createdDate', 'desc').orderBy('id', 'desc')
      .execute();
    return rows.map(toOrder);
  });

  serve(app, routes.ordersByUser, async ({ params, query, user }) => {
    requireOwnUserId(params.userId, user);
    let scoped = ordersOf(user);
    if (query.onlyArchive === 'true') scoped = scoped.where('status', 'in', ARCHIVED_ORDER_STATUSES);
    const [{ total }, rows] = await Promise.all([
      scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      scoped.selectAll()
        .orderBy('createdDate', 'desc').orderBy('id', 'desc')
        .limit(query.size).offset(query.page * query.size)
        .execute(),
    ]);
    const totalElements = Number(total);
    return {
      content: rows.map(toOrder),
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
    };
  });

  serve(app, routes.order, async ({ params, user }) => {
    const row = await ordersOf(user).selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw ORDER_NOT_FOUND();
    return toOrder(row);
  });
}
