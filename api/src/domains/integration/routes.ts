import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CourierStatus, Id, IdParam, MAX_NAME_LENGTH, OrderStatus, Text, UzPhone } from '@storefront/contracts';
import { toOrder, changeOrderStatus, reportCourier } from '../orders';
import { integrationKeyHook } from '../../platform/integration-auth';
import { acknowledgeWaiterCall, merchantTables, WAITER_CALL_NOT_FOUND, toWaiterCall } from '../booking';

const OrderPath = z.object({ id: IdParam });
const StatusChange = z.object({ status: OrderStatus });
const WaiterCallChange = z.object({ status: z.literal('ACKNOWLEDGED') });
const CourierChange = z.object({
  courierStatus: z.optional(CourierStatus),
  id: z.nullish(Id),
  name: z.nullish(Text(MAX_NAME_LENGTH)),
  phone: z.nullish(UzPhone),
  latitude: z.nullish(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullish(z.number().check(z.gte(-180), z.lte(180))),
});

/**
 * The API of merchants' own systems (POS, kitchen, courier service) — not the storefront's, so its
 * routes live here rather than in the contracts' route table. `X-Integration-Key` both proves the
 * caller and names the merchant; an order of another merchant is simply not found. Status changes
 * go through the lifecycle of the contracts, refused with 409 where it does not allow them.
 */
export async function integrationPlugin(app: FastifyInstance) {
  const { db } = app;
  const authenticated = integrationKeyHook(db);

  app.put('/orders/v1/integration/orders/:id/status', { ...authenticated, schema: { params: OrderPath, body: StatusChange } }, async (request) => {
    const { id } = request.params as z.infer<typeof OrderPath>;
    const { status } = request.body as z.infer<typeof StatusChange>;
    return toOrder(await changeOrderStatus(db, { merchantId: request.integrationMerchantId!, orderId: id, to: status, actor: 'MERCHANT' }));
  });

  app.put('/orders/v1/integration/orders/:id/courier', { ...authenticated, schema: { params: OrderPath, body: CourierChange } }, async (request) => {
    const { id } = request.params as z.infer<typeof OrderPath>;
    const report = request.body as z.infer<typeof CourierChange>;
    return toOrder(await reportCourier(db, { ...report, merchantId: request.integrationMerchantId!, orderId: id }));
  });

  /** The merchant's tables by branch: the ids its QR codes carry (`?table=<id>&branch=<branchId>`). */
  app.get('/orders/v1/integration/tables', { ...authenticated }, async (request) =>
    (await merchantTables(db, request.integrationMerchantId!)).map(({ id, branchId, name, seats }) => ({ id, branchId, name, seats })));

  /** A waiter took a dine-in guest's call: the guest's screen shows it acknowledged. */
  app.put('/orders/v1/integration/waiter-calls/:id', { ...authenticated, schema: { params: OrderPath, body: WaiterCallChange } }, async (request) => {
    const { id } = request.params as z.infer<typeof OrderPath>;
    const row = await acknowledgeWaiterCall(db, request.integrationMerchantId!, id);
    if (!row) throw WAITER_CALL_NOT_FOUND();
    return toWaiterCall(row);
  });
}
