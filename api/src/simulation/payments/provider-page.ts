import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH, Text } from '@storefront/contracts';
import { formatSum } from '@storefront/contracts/rules';
import type { PaymentProviderType } from '../../db/schema';
import { describeFor } from '../../lib/descriptions';
import { findSimulatedPayment } from '../../domains/payments';
import { simulateProvider } from './provider-callbacks';
import type { SimulatedUzum } from './uzum';

const PROVIDER_NAMES: Record<PaymentProviderType, string> = { CLICK: 'Click', PAYME: 'Payme', UZUM: 'Uzum' };
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The simulated provider of development: the page a checkout link leads to when PAYMENTS_MODE is
 * not live, with Pay and Cancel buttons. A button does what the provider would: it calls our own
 * Click, Payme or Uzum endpoints as that provider does, so nothing but those endpoints marks an
 * order paid or its payment cancelled. Part of the simulation: never loaded in production.
 */
export function simulatedProviderRoutes(app: FastifyInstance, simulatedUzum: SimulatedUzum) {
  const { db } = app;

  /** The payment's public id in the path, checked like every client text (400 before any query). */
  const payPage = { schema: { params: z.object({ paymentId: Text(MAX_SHORT_TEXT_LENGTH) }) } };
  const paymentGone = (reply: FastifyReply) =>
    reply.status(404).send({ code: 'PAYMENT_NOT_FOUND', description: describeFor(reply.request, 'PAYMENT_NOT_FOUND') });

  app.get<{ Params: { paymentId: string } }>('/dev/pay/:paymentId', payPage, async (request, reply) => {
    const payment = await findSimulatedPayment(db, request.params.paymentId);
    if (!payment) return paymentGone(reply);
    const name = PROVIDER_NAMES[payment.provider];
    const decided = payment.status !== 'PENDING';
    // The amount is the order's total, whole so'm by the contracts' rounding, so the storefront's formatter fits.
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)} (simulated)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
.card{border:1px solid #ddd;border-radius:12px;padding:24px}.amount{font-size:28px;font-weight:700;margin:12px 0}
.note{color:#888;font-size:13px}button{font-size:16px;padding:10px 24px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.cancel{background:#eee}</style></head>
<body><div class="card">
<p class="note">Simulated payment provider — development only, no money moves.</p>
<h1 data-testid="provider">${escapeHtml(name)}</h1>
<p>Merchant: <strong data-testid="merchant">${escapeHtml(payment.merchantName)}</strong></p>
<p>Order № <span data-testid="order">${escapeHtml(payment.orderNumber ?? String(payment.orderId))}</span></p>
<p class="amount" data-testid="amount">${escapeHtml(formatSum(Number(payment.amount)))}</p>
${decided
    ? `<p data-testid="status">This payment is already ${payment.status === 'PAID' ? 'paid' : 'cancelled'}.</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Back to the order</a></p>`
    : `<form method="post" action="/dev/pay/${encodeURIComponent(request.params.paymentId)}">
<button class="pay" type="submit" name="choice" value="pay">Pay</button>
<button class="cancel" type="submit" name="choice" value="cancel">Cancel</button>
</form>`}
</div></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post<{ Params: { paymentId: string }; Body: { choice?: string } | undefined }>('/dev/pay/:paymentId', payPage, async (request, reply) => {
    const payment = await findSimulatedPayment(db, request.params.paymentId);
    if (!payment) return paymentGone(reply);
    const choice = request.body?.choice;
    if (choice !== 'pay' && choice !== 'cancel') {
      return reply.status(400).send({ code: 'CHOICE_REQUIRED', description: describeFor(request, 'CHOICE_REQUIRED') });
    }
    const refused = payment.status === 'PENDING' ? await simulateProvider(app, simulatedUzum, payment, choice) : null;
    if (refused) {
      request.log.warn({ paymentId: payment.id, refused }, 'the simulated provider was refused by our own callback endpoint');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment refused</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px">
<h1>Payment refused</h1><p data-testid="refused">${escapeHtml(refused)}</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Back to the order</a></p></body></html>`;
      return reply.status(409).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    }
    return reply.redirect(payment.returnUrl, 303);
  });
}
