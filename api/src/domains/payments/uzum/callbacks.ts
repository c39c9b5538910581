import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH, Text } from '@storefront/contracts';
import type { UzumCredentials } from '../../../db/schema';
import { apiError } from '../../../lib/errors';
import { PaymentProviderError, toTiyin, uzumOrderStatus, type UzumOrderStatus } from '../links';
import { findActiveProvider, findUzumPayment, markFailed, markPaid, markRefunded } from '../repository';
import type { PaymentsPluginOptions } from '../options';

/**
 * Where the status of a SIMULATED attempt's Uzum order is asked: the simulation's Uzum
 * (api/src/simulation), which the simulated provider page tells what the customer chose.
 */
export interface UzumStatusSource {
  status(uzumOrderId: string): UzumOrderStatus;
}

const PAID = new Set(['COMPLETED']);
const FAILED = new Set(['DECLINED', 'REVERSED', 'CANCELED', 'CANCELLED', 'FAILED']);
const REFUNDED = new Set(['REFUNDED']);

/**
 * Uzum's status callback, `POST /payments/v1/uzum/callback` {orderId, …}: a trigger only. The
 * attempt is found by Uzum's order id, and its status is asked of Uzum with the merchant's terminal
 * credentials (or of the simulated Uzum for a simulated attempt); the answer decides.
 */
export function uzumCallbackRoutes(app: FastifyInstance, { config }: PaymentsPluginOptions, simulated: UzumStatusSource | null) {
  const { db } = app;
  const body = z.object({ orderId: Text(MAX_SHORT_TEXT_LENGTH) });

  app.post('/payments/v1/uzum/callback', { schema: { body } }, async (request) => {
    const { orderId: uzumOrderId } = request.body as z.infer<typeof body>;
    const payment = await findUzumPayment(db, uzumOrderId);
    if (!payment || (payment.mode === 'SIMULATED' && !simulated)) {
      throw apiError(404, 'PAYMENT_NOT_FOUND');
    }
    let answer: UzumOrderStatus;
    if (payment.mode === 'SIMULATED') {
      answer = simulated!.status(uzumOrderId);
    } else {
      const settings = await findActiveProvider(db, payment.merchantId, 'UZUM');
      if (!settings || !config.uzumBaseUrl) throw apiError(409, 'PAYMENT_PROVIDER_UNAVAILABLE', { variant: 'uzumNotSetUp' });
      try {
        answer = await uzumOrderStatus(config.uzumBaseUrl, settings.credentials as UzumCredentials, uzumOrderId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.error(error);
        // Uzum calls again; nothing is decided on a callback that could not be checked.
        throw apiError(502, 'PAYMENT_PROVIDER_ERROR', { variant: 'uzumStatus' });
      }
    }
    if (PAID.has(answer.status)) {
      if (answer.amount !== null && answer.amount !== toTiyin(Number(payment.amount))) {
        request.log.warn({ paymentId: payment.id }, 'Uzum reports another amount than the order total: not marked paid');
        throw apiError(409, 'PAYMENT_AMOUNT_MISMATCH');
      }
      const outcome = await markPaid(db, payment.id);
      if (outcome === 'ORDER_PAID' || outcome === 'ORDER_CANCELED') {
        // Uzum's callback has no refusal of its own: the attempt is failed and the operator refunds it.
        request.log.error({ paymentId: payment.id, outcome }, 'Uzum reports a payment for an order that cannot take it: a refund is owed');
      }
    } else if (FAILED.has(answer.status)) {
      await markFailed(db, payment.id);
    } else if (REFUNDED.has(answer.status)) {
      await markRefunded(db, payment.id);
    }
    return { status: 'OK' };
  });
}
