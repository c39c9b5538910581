import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import * as z from 'zod/mini';
import { isStorableText, MAX_SHORT_TEXT_LENGTH, routes, Text } from '@storefront/contracts';
import { formatSum, isOnlinePayment, isPaidOnReceipt } from '@storefront/contracts/rules';
import type { ApiConfig } from '../../config';
import type {
  ClickCredentials, OrderTable, PaymentProviderTable, PaymentProviderType, PaymeCredentials, PaymentTable, UzumCredentials,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { serve } from '../../lib/serve';
import { conflict, HttpError } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../../lib/named-errors';
import {
  CLICK_ERRORS, clickPayUrl, clickSignValid, paymeLanguage, paymePayUrl, PaymentProviderError, toTiyin,
  uzumRegisterPayment, type ClickCallback,
} from './links';

export interface PaymentsPluginOptions {
  config: Pick<ApiConfig, 'paymentsMode' | 'storefrontUrl' | 'uzumBaseUrl' | 'production'>;
  /** The CORS check of `lib/cors.ts`: a return link goes only to an allowed storefront origin. */
  isAllowedOrigin: (origin: string | undefined) => boolean;
}

const PROVIDER_NAMES: Record<PaymentProviderType, string> = { CLICK: 'Click', PAYME: 'Payme', UZUM: 'Uzum' };

const newPublicId = () => randomBytes(16).toString('base64url');
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Online payment of an order (issue 5, item 5): the checkout link of Click, Payme or Uzum from the
 * merchant's credentials, Click's shop-API callbacks, and outside production a simulated provider
 * page. No route answers a credential.
 */
export async function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions) {
  const { db } = app;
  const { config, isAllowedOrigin } = options;

  // Click's callbacks and the simulated page's buttons post HTML forms (scoped to this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * Where the provider sends the customer back: the order page of the storefront the request came
   * from (Origin, else Referer) when that origin is an allowed storefront origin; else STOREFRONT_URL.
   */
  function returnUrlFor(request: FastifyRequest, orderId: number): string {
    let origin = header(request.headers.origin);
    if (!origin || origin === 'null') {
      const referer = header(request.headers.referer);
      try {
        origin = referer ? new URL(referer).origin : undefined;
      } catch {
        origin = undefined;
      }
    }
    const base = origin && origin !== 'null' && isAllowedOrigin(origin) ? origin : config.storefrontUrl;
    if (!base) throw new HttpError(503, 'STOREFRONT_URL_MISSING', 'Онлайн-оплата не настроена, выберите другой способ оплаты');
    return `${base}/profile/orders/${orderId}`;
  }

  /** A pending attempt of this order, provider and mode not yet known to the provider, or a new one. */
  async function pendingPayment(order: Selectable<OrderTable>, provider: PaymentProviderType, amount: number, returnUrl: string) {
    const mode = config.paymentsMode === 'live' ? 'LIVE' : 'SIMULATED';
    const open = await db.selectFrom('payments').selectAll()
      .where('orderId', '=', order.id).where('provider', '=', provider).where('mode', '=', mode)
      .where('status', '=', 'PENDING').where('providerPaymentId', 'is', null)
      .orderBy('id', 'desc').executeTakeFirst();
    if (open) {
      return db.updateTable('payments').set({ amount, returnUrl, lastModifiedDate: sql<Date>`now()` })
        .where('id', '=', open.id).returningAll().executeTakeFirstOrThrow();
    }
    return db.insertInto('payments').values({
      publicId: newPublicId(), merchantId: order.merchantId, orderId: order.id, provider, mode, amount, returnUrl,
    }).returningAll().executeTakeFirstOrThrow();
  }

  serve(app, routes.paymentCheckout, async ({ params, user, merchant, request }) => {
    const order = await db.selectFrom('orders').selectAll()
      .where('id', '=', params.id).where('merchantId', '=', merchant.id).where('userId', '=', user.id)
      .executeTakeFirst();
    if (!order) throw ORDER_NOT_FOUND();
    const amount = order.totals.totalPrice;
    if (isPaidOnReceipt(order.paymentType) || amount <= 0) {
      throw conflict('PAYMENT_NOT_NEEDED', 'Этот заказ оплачивается при получении (наличными или терминалом), онлайн-оплата не нужна');
    }
    // Each online payment type is the provider of the same name.
    const provider: PaymentProviderType | undefined = isOnlinePayment(order.paymentType) ? order.paymentType : undefined;
    if (!provider) throw conflict('PAYMENT_TYPE_UNSUPPORTED', 'Онлайн-оплата этим способом недоступна');
    if (order.isPaid) throw conflict('ALREADY_PAID', 'Заказ уже оплачен');
    if (order.status === 'CANCELED') throw conflict('ORDER_CANCELED', 'Заказ отменён, оплатить его нельзя');
    const settings = await db.selectFrom('paymentProviders').selectAll()
      .where('merchantId', '=', merchant.id).where('type', '=', provider).where('isActive', '=', true)
      .executeTakeFirst();
    if (!settings) throw conflict('PAYMENT_PROVIDER_UNAVAILABLE', 'Этот способ оплаты сейчас недоступен, выберите другой');

    const returnUrl = returnUrlFor(request, order.id);
    const payment = await pendingPayment(order, provider, amount, returnUrl);
    const answer = (url: string) => ({ orderId: order.id, paymentType: order.paymentType, url });
    if (config.paymentsMode !== 'live') {
      return answer(`${request.protocol}://${request.host}/dev/pay/${payment.publicId}`);
    }
    return answer(await liveUrl(settings, order, amount, returnUrl, payment, request));
  });

  async function liveUrl(
    settings: Selectable<PaymentProviderTable>, order: Selectable<OrderTable>, amount: number, returnUrl: string,
    payment: Selectable<PaymentTable>, request: FastifyRequest,
  ): Promise<string> {
    switch (settings.type) {
      case 'CLICK':
        return clickPayUrl(settings.credentials as ClickCredentials, { orderId: order.id, amount, returnUrl });
      case 'PAYME':
        return paymePayUrl(settings.credentials as PaymeCredentials, {
          orderId: order.id, amount, returnUrl, language: paymeLanguage(request.headers['accept-language']), testMode: settings.testMode,
        });
      case 'UZUM': {
        if (!config.uzumBaseUrl) {
          request.log.error('UZUM_BASE_URL is not set: Uzum checkout is unavailable');
          throw new HttpError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'Оплата через Uzum сейчас недоступна, выберите другой способ');
        }
        try {
          const registered = await uzumRegisterPayment(config.uzumBaseUrl, settings.credentials as UzumCredentials, {
            orderId: order.id, amount, userId: order.userId ?? 0, successUrl: returnUrl, failureUrl: returnUrl,
          });
          if (registered.orderId) {
            await db.updateTable('payments').set({ providerPaymentId: registered.orderId, lastModifiedDate: sql<Date>`now()` })
              .where('id', '=', payment.id).execute()
              .catch((error) => { if (!isUniqueViolation(error)) throw error; });
          }
          return registered.paymentRedirectUrl;
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          request.log.error(error);
          throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', 'Платёжная система не ответила, попробуйте позже');
        }
      }
    }
  }

  // --- Click shop API ---------------------------------------------------------------------------

  /**
   * Prepare (action=0) and complete (action=1) as Click documents them: form-encoded, signed with
   * MD5 over the fields and the merchant's secret key, answered with 200 and Click's JSON whatever
   * the outcome. The order is Click's merchant_trans_id (our transaction_param); merchant_prepare_id
   * and merchant_confirm_id are our payment's id.
   */
  async function clickCallback(action: '0' | '1', raw: unknown) {
    const f = (raw && typeof raw === 'object' ? raw : {}) as Partial<ClickCallback>;
    const idField = action === '0' ? 'merchant_prepare_id' : 'merchant_confirm_id';
    const reply = (outcome: { error: number; error_note: string }, paymentId: number | null = null) => ({
      click_trans_id: f.click_trans_id ?? null,
      merchant_trans_id: f.merchant_trans_id ?? null,
      [idField]: paymentId,
      ...outcome,
    });
    const required: (keyof ClickCallback)[] = ['click_trans_id', 'service_id', 'merchant_trans_id', 'amount', 'action', 'sign_time', 'sign_string'];
    if (action === '1') required.push('merchant_prepare_id');
    if (required.some((key) => typeof f[key] !== 'string' || f[key] === '')) return reply(CLICK_ERRORS.BAD_REQUEST);
    // Click answers in its own format, not a 400: a field the database cannot hold (NUL, a lone
    // surrogate) or longer than any of Click's is a bad request of Click's kind.
    if (Object.values(f).some((value) => typeof value === 'string' && (value.length > MAX_SHORT_TEXT_LENGTH || !isStorableText(value)))) {
      return reply(CLICK_ERRORS.BAD_REQUEST);
    }
    const fields = f as ClickCallback;

    const provider = await db.selectFrom('paymentProviders').selectAll()
      .where('type', '=', 'CLICK').where('isActive', '=', true)
      .where(sql<boolean>`credentials->>'service_id' = ${fields.service_id}`)
      .executeTakeFirst();
    if (!provider) return reply(CLICK_ERRORS.BAD_REQUEST);
    if (!clickSignValid((provider.credentials as ClickCredentials).secretKey, fields)) return reply(CLICK_ERRORS.SIGN_CHECK_FAILED);
    if (fields.action !== action) return reply(CLICK_ERRORS.ACTION_NOT_FOUND);

    const order = /^\d{1,9}$/.test(fields.merchant_trans_id)
      ? await db.selectFrom('orders').selectAll()
        .where('id', '=', Number(fields.merchant_trans_id)).where('merchantId', '=', provider.merchantId)
        .executeTakeFirst()
      : undefined;
    if (!order || order.paymentType !== 'CLICK') return reply(CLICK_ERRORS.ORDER_NOT_FOUND);
    if (order.isPaid) return reply(CLICK_ERRORS.ALREADY_PAID);
    const amount = Number(fields.amount);
    if (!/^\d+(\.\d{1,2})?$/.test(fields.amount.trim()) || toTiyin(amount) !== toTiyin(order.totals.totalPrice)) {
      return reply(CLICK_ERRORS.INCORRECT_AMOUNT);
    }
    const byClickId = () => db.selectFrom('payments').selectAll()
      .where('provider', '=', 'CLICK').where('providerPaymentId', '=', fields.click_trans_id).where('orderId', '=', order.id)
      .executeTakeFirst();

    if (action === '0') {
      if (order.status === 'CANCELED') return reply(CLICK_ERRORS.TRANSACTION_CANCELLED);
      let payment = await byClickId();
      if (!payment) {
        const open = await db.selectFrom('payments').select('id')
          .where('orderId', '=', order.id).where('provider', '=', 'CLICK').where('mode', '=', 'LIVE')
          .where('status', '=', 'PENDING').where('providerPaymentId', 'is', null)
          .orderBy('id', 'desc').executeTakeFirst();
        try {
          payment = open
            ? await db.updateTable('payments')
              .set({ providerPaymentId: fields.click_trans_id, amount: order.totals.totalPrice, lastModifiedDate: sql<Date>`now()` })
              .where('id', '=', open.id).returningAll().executeTakeFirstOrThrow()
            : await db.insertInto('payments').values({
              publicId: newPublicId(), merchantId: order.merchantId, orderId: order.id, provider: 'CLICK', mode: 'LIVE',
              amount: order.totals.totalPrice, providerPaymentId: fields.click_trans_id,
              returnUrl: config.storefrontUrl ? `${config.storefrontUrl}/profile/orders/${order.id}` : '',
            }).returningAll().executeTakeFirstOrThrow();
        } catch (error) {
          // A repeated prepare racing this one stored the same click_trans_id first.
          if (!isUniqueViolation(error)) throw error;
          payment = await byClickId();
          if (!payment) return reply(CLICK_ERRORS.UPDATE_FAILED);
        }
      }
      if (payment.status === 'PAID') return reply(CLICK_ERRORS.ALREADY_PAID, payment.id);
      if (payment.status === 'FAILED') return reply(CLICK_ERRORS.TRANSACTION_CANCELLED, payment.id);
      return reply(CLICK_ERRORS.SUCCESS, payment.id);
    }

    const payment = await byClickId();
    if (!payment || String(payment.id) !== fields.merchant_prepare_id) return reply(CLICK_ERRORS.TRANSACTION_NOT_FOUND);
    if (payment.status === 'PAID') return reply(CLICK_ERRORS.ALREADY_PAID, payment.id);
    if (payment.status === 'FAILED') return reply(CLICK_ERRORS.TRANSACTION_CANCELLED, payment.id);
    if (Number(fields.error) < 0) {
      // Click reports the payment failed on its side: the attempt ends here.
      await db.updateTable('payments').set({ status: 'FAILED', lastModifiedDate: sql<Date>`now()` })
        .where('id', '=', payment.id).where('status', '=', 'PENDING').execute();
      return reply(CLICK_ERRORS.TRANSACTION_CANCELLED, payment.id);
    }
    const paid = await markPaid(payment.id);
    return paid ? reply(CLICK_ERRORS.SUCCESS, payment.id) : reply(CLICK_ERRORS.ALREADY_PAID, payment.id);
  }

  /** PENDING → PAID and the order's is_paid, together; false when the payment was no longer pending. */
  async function markPaid(paymentId: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const payment = await trx.updateTable('payments')
        .set({ status: 'PAID', paidAt: sql<Date>`now()`, lastModifiedDate: sql<Date>`now()` })
        .where('id', '=', paymentId).where('status', '=', 'PENDING')
        .returning('orderId').executeTakeFirst();
      if (!payment) return false;
      await trx.updateTable('orders').set({ isPaid: true, lastModifiedDate: sql<Date>`now()` })
        .where('id', '=', payment.orderId).execute();
      return true;
    });
  }

  app.post('/payments/v1/click/prepare', async (request) => clickCallback('0', request.body));
  app.post('/payments/v1/click/complete', async (request) => clickCallback('1', request.body));

  // --- Simulated provider (development only) ----------------------------------------------------

  if (config.production) return;

  const simulated = (publicId: string) => db.selectFrom('payments')
    .innerJoin('merchants', 'merchants.id', 'payments.merchantId')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .select(['payments.id', 'payments.provider', 'payments.amount', 'payments.status', 'payments.returnUrl',
      'merchants.name as merchantName', 'orders.number as orderNumber', 'orders.id as orderId'])
    .where('payments.publicId', '=', publicId).where('payments.mode', '=', 'SIMULATED')
    .executeTakeFirst();
  /** The payment's public id in the path, checked like every client text (400 before any query). */
  const payPage = { schema: { params: z.object({ paymentId: Text(MAX_SHORT_TEXT_LENGTH) }) } };
  const paymentGone = (reply: FastifyReply) =>
    reply.status(404).send({ code: 'PAYMENT_NOT_FOUND', description: 'Платёж не найден' });

  app.get<{ Params: { paymentId: string } }>('/dev/pay/:paymentId', payPage, async (request, reply) => {
    const payment = await simulated(request.params.paymentId);
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
    const payment = await simulated(request.params.paymentId);
    if (!payment) return paymentGone(reply);
    const choice = request.body?.choice;
    if (choice !== 'pay' && choice !== 'cancel') {
      return reply.status(400).send({ code: 'CHOICE_REQUIRED', description: 'Выберите «Pay» или «Cancel»' });
    }
    if (choice === 'pay') {
      await markPaid(payment.id);
    } else {
      await db.updateTable('payments').set({ status: 'FAILED', lastModifiedDate: sql<Date>`now()` })
        .where('id', '=', payment.id).where('status', '=', 'PENDING').execute();
    }
    return reply.redirect(payment.returnUrl, 303);
  });
}
