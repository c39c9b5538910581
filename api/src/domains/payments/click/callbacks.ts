import type { FastifyInstance } from 'fastify';
import { isStorableText, MAX_SHORT_TEXT_LENGTH } from '@storefront/contracts';
import type { ClickCredentials } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { CLICK_ERRORS, clickSignValid, toTiyin, type ClickCallback } from '../links';
import {
  claimProviderPayment, findClickPayment, findClickProviderByServiceId, findMerchantOrder, markFailed, markPaid,
} from '../repository';
import type { PaymentsPluginOptions } from '../options';

type Outcome = { error: number; error_note: string };

/**
 * Click's shop API: prepare (action=0) and complete (action=1) as Click documents them:
 * form-encoded, signed with MD5 over the fields and the merchant's secret key, answered with 200 and
 * Click's JSON whatever the outcome. The order is Click's merchant_trans_id (our transaction_param);
 * merchant_prepare_id and merchant_confirm_id are our payment's id.
 */
export function clickCallbackRoutes(app: FastifyInstance, { config }: PaymentsPluginOptions) {
  const { db } = app;

  async function clickCallback(action: '0' | '1', raw: unknown) {
    const f = (raw && typeof raw === 'object' ? raw : {}) as Partial<ClickCallback>;
    const idField = action === '0' ? 'merchant_prepare_id' : 'merchant_confirm_id';
    const reply = (outcome: Outcome, paymentId: number | null = null) => ({
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

    const provider = await findClickProviderByServiceId(db, fields.service_id);
    if (!provider) return reply(CLICK_ERRORS.BAD_REQUEST);
    if (!clickSignValid((provider.credentials as ClickCredentials).secretKey, fields)) return reply(CLICK_ERRORS.SIGN_CHECK_FAILED);
    if (fields.action !== action) return reply(CLICK_ERRORS.ACTION_NOT_FOUND);

    const order = /^\d{1,9}$/.test(fields.merchant_trans_id)
      ? await findMerchantOrder(db, Number(fields.merchant_trans_id), provider.merchantId)
      : undefined;
    if (!order || order.paymentType !== 'CLICK') return reply(CLICK_ERRORS.ORDER_NOT_FOUND);
    if (order.isPaid) return reply(CLICK_ERRORS.ALREADY_PAID);
    const amount = Number(fields.amount);
    if (!/^\d+(\.\d{1,2})?$/.test(fields.amount.trim()) || toTiyin(amount) !== toTiyin(order.totals.totalPrice)) {
      return reply(CLICK_ERRORS.INCORRECT_AMOUNT);
    }
    const byClickId = () => findClickPayment(db, order.id, fields.click_trans_id);

    if (action === '0') {
      if (order.status === 'CANCELED') return reply(CLICK_ERRORS.TRANSACTION_CANCELLED);
      let payment = await byClickId();
      if (!payment) {
        try {
          const returnUrl = config.storefrontUrl ? `${config.storefrontUrl}/profile/orders/${order.id}` : '';
          payment = await claimProviderPayment(db, order, 'CLICK', fields.click_trans_id, returnUrl);
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
      await markFailed(db, payment.id);
      return reply(CLICK_ERRORS.TRANSACTION_CANCELLED, payment.id);
    }
    // An error here is what makes Click give the money back, so a cancelled order, or one another
    // payment paid meanwhile, is refused rather than confirmed (markPaid decides atomically).
    const outcome = await markPaid(db, payment.id);
    if (outcome === 'PAID') return reply(CLICK_ERRORS.SUCCESS, payment.id);
    if (outcome === 'ORDER_CANCELED') return reply(CLICK_ERRORS.TRANSACTION_CANCELLED, payment.id);
    if (outcome === 'ORDER_PAID') return reply(CLICK_ERRORS.ALREADY_PAID, payment.id);
    const decided = await byClickId();
    return reply(decided?.status === 'PAID' ? CLICK_ERRORS.ALREADY_PAID : CLICK_ERRORS.TRANSACTION_CANCELLED, payment.id);
  }

  app.post('/payments/v1/click/prepare', async (request) => clickCallback('0', request.body));
  app.post('/payments/v1/click/complete', async (request) => clickCallback('1', request.body));
}
