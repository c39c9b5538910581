import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { isStorableText } from '@storefront/contracts';
import { isUniqueViolation } from '../../../db/errors';
import { toTiyin } from '../links';
import { findMerchantOrder, settlementRefusal } from '../repository';
import {
  cancelPaymeTransaction, createPaymeTransaction, findPaymeProviderByKey, findPaymeTransaction, paymeStatement,
  performPaymeTransaction, waitingTransactionOf, type PaymeTransaction,
} from './transactions';

/**
 * Payme's Merchant API: JSON-RPC 2.0 that Payme calls at `POST /payments/v1/payme` with Basic auth
 * `Paycom:<the merchant's key>`. Amounts are tiyin, times epoch milliseconds, the account is
 * `{ order_id }` as in the checkout link, and every answer is HTTP 200 with a `result` or Payme's
 * `error` (code and a message in ru, uz and en). The key names the merchant: one endpoint serves
 * every merchant of the deployment.
 */

/** A transaction not performed within 12 hours of its creation is cancelled (reason 4). */
export const PAYME_TIMEOUT_MS = 12 * 60 * 60 * 1000;
const REASON_TIMEOUT = 4;

type Message = { ru: string; uz: string; en: string };
export class PaymeError extends Error {
  constructor(readonly code: number, readonly texts: Message, readonly data?: string) {
    super(texts.en);
  }
}

const error = (code: number, ru: string, uz: string, en: string) => (data?: string) => new PaymeError(code, { ru, uz, en }, data);
export const PAYME_ERRORS = {
  PARSE: error(-32700, 'Ошибка разбора JSON', 'JSON xato', 'Parse error'),
  INVALID_REQUEST: error(-32600, 'Неверный запрос', "Noto'g'ri so'rov", 'Invalid request'),
  METHOD_NOT_FOUND: error(-32601, 'Метод не найден', 'Metod topilmadi', 'Method not found'),
  UNAUTHORIZED: error(-32504, 'Недостаточно привилегий', "Ruxsat yo'q", 'Insufficient privileges'),
  WRONG_AMOUNT: error(-31001, 'Неверная сумма', "Noto'g'ri summa", 'Incorrect amount'),
  TRANSACTION_NOT_FOUND: error(-31003, 'Транзакция не найдена', 'Tranzaksiya topilmadi', 'Transaction not found'),
  CANNOT_CANCEL: error(-31007, 'Заказ выполнен, транзакцию нельзя отменить', 'Buyurtma bajarilgan, tranzaksiyani bekor qilib bo\'lmaydi', 'The order is fulfilled; the transaction cannot be cancelled'),
  CANNOT_PERFORM: error(-31008, 'Невозможно выполнить операцию', "Amalni bajarib bo'lmaydi", 'Unable to perform the operation'),
  ORDER_NOT_FOUND: error(-31050, 'Заказ не найден', 'Buyurtma topilmadi', 'Order not found'),
  ORDER_BUSY: error(-31051, 'Заказ уже оплачен или ожидает оплаты', "Buyurtma allaqachon to'langan yoki to'lov kutilmoqda", 'The order is already paid or awaiting another payment'),
  ORDER_CANCELLED: error(-31052, 'Заказ отменён', 'Buyurtma bekor qilingan', 'The order is cancelled'),
};

const PaymeId = z.string().check(z.minLength(1), z.maxLength(64), z.refine(isStorableText));
const Millis = z.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER));
const Account = z.object({ order_id: z.union([z.string().check(z.maxLength(16)), z.number()]) });
const Params = {
  CheckPerformTransaction: z.object({ amount: z.number().check(z.positive()), account: Account }),
  CreateTransaction: z.object({ id: PaymeId, time: Millis, amount: z.number().check(z.positive()), account: Account }),
  PerformTransaction: z.object({ id: PaymeId }),
  CancelTransaction: z.object({ id: PaymeId, reason: z.number().check(z.int(), z.minimum(1), z.maximum(99)) }),
  CheckTransaction: z.object({ id: PaymeId }),
  GetStatement: z.object({ from: Millis, to: Millis }),
};
type Method = keyof typeof Params;

/** `Basic base64(Paycom:<key>)` → the key; anything else → undefined. */
export function paymeKeyOf(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(0, colon) !== 'Paycom') return undefined;
  const key = decoded.slice(colon + 1);
  return key && key.length <= 256 && isStorableText(key) ? key : undefined;
}

/** What the handlers work with: the API's database and its clock (a test's clock in the tests). */
interface PaymeContext { db: FastifyInstance['db']; nowMs: () => number }

export function paymeMerchantRoutes(app: FastifyInstance, options: { clock?: () => number } = {}) {
  const context: PaymeContext = { db: app.db, nowMs: options.clock ?? Date.now };
  app.register(async (scope) => {
    // The body is parsed here, so that bad JSON is Payme's -32700 rather than Fastify's 400.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/payments/v1/payme', (request) => answerRpc(context, String(request.body ?? ''), request.headers.authorization));
  });
}

/** One JSON-RPC call: Payme's `result`, or Payme's `error` for anything Payme's protocol names. */
async function answerRpc(context: PaymeContext, body: string, authorization: string | undefined) {
  let id: unknown = null;
  try {
    let rpc: { id?: unknown; method?: unknown; params?: unknown };
    try {
      rpc = JSON.parse(body);
    } catch {
      throw PAYME_ERRORS.PARSE();
    }
    if (!rpc || typeof rpc !== 'object') throw PAYME_ERRORS.INVALID_REQUEST();
    id = typeof rpc.id === 'number' || typeof rpc.id === 'string' ? rpc.id : null;
    const key = paymeKeyOf(authorization);
    const provider = key ? await findPaymeProviderByKey(context.db, key) : undefined;
    if (!provider) throw PAYME_ERRORS.UNAUTHORIZED();
    if (typeof rpc.method !== 'string' || !Object.hasOwn(Params, rpc.method)) throw PAYME_ERRORS.METHOD_NOT_FOUND(String(rpc.method ?? ''));
    const method = rpc.method as Method;
    const parsed = Params[method].safeParse(rpc.params);
    if (!parsed.success) throw PAYME_ERRORS.INVALID_REQUEST();
    const result = await HANDLERS[method](context, provider.merchantId, parsed.data as never);
    return { jsonrpc: '2.0', id, result };
  } catch (caught) {
    if (!(caught instanceof PaymeError)) throw caught;
    return { jsonrpc: '2.0', id, error: { code: caught.code, message: caught.texts, ...(caught.data ? { data: caught.data } : {}) } };
  }
}

/** The order Payme names, checked as payable by Payme for this amount; else Payme's error. */
async function payableOrder({ db }: PaymeContext, merchantId: number, account: z.infer<typeof Account>, amount: number) {
  const raw = String(account.order_id);
  const order = /^\d{1,9}$/.test(raw) ? await findMerchantOrder(db, Number(raw), merchantId) : undefined;
  if (!order || order.paymentType !== 'PAYME') throw PAYME_ERRORS.ORDER_NOT_FOUND('order_id');
  if (order.status === 'CANCELED') throw PAYME_ERRORS.ORDER_CANCELLED('order_id');
  if (order.isPaid) throw PAYME_ERRORS.ORDER_BUSY('order_id');
  if (amount !== toTiyin(order.totals.totalPrice)) throw PAYME_ERRORS.WRONG_AMOUNT();
  return order;
}

async function existing({ db }: PaymeContext, merchantId: number, paymeId: string): Promise<PaymeTransaction> {
  const tx = await findPaymeTransaction(db, merchantId, paymeId);
  if (!tx) throw PAYME_ERRORS.TRANSACTION_NOT_FOUND();
  return tx;
}

/** A waiting transaction past Payme's 12 hours is cancelled for timeout and cannot go on. */
async function refuseIfExpired({ db }: PaymeContext, tx: PaymeTransaction, now: number) {
  if (tx.state === 1 && now - tx.createTime > PAYME_TIMEOUT_MS) {
    await cancelPaymeTransaction(db, tx, REASON_TIMEOUT, now);
    throw PAYME_ERRORS.CANNOT_PERFORM();
  }
}

const created = (tx: PaymeTransaction) => ({ create_time: tx.createTime, transaction: String(tx.id), state: tx.state });
const cancelled = (tx: PaymeTransaction) => ({ transaction: String(tx.id), cancel_time: tx.cancelTime, state: tx.state });

const HANDLERS: { [M in Method]: (context: PaymeContext, merchantId: number, params: z.infer<(typeof Params)[M]>) => Promise<object> } = {
  async CheckPerformTransaction(context, merchantId, params) {
    await payableOrder(context, merchantId, params.account, params.amount);
    return { allow: true };
  },

  async CreateTransaction(context, merchantId, params) {
    const { db } = context;
    const now = context.nowMs();
    const known = await findPaymeTransaction(db, merchantId, params.id);
    if (known) {
      if (known.state !== 1) throw PAYME_ERRORS.CANNOT_PERFORM();
      await refuseIfExpired(context, known, now);
      return created(known);
    }
    const order = await payableOrder(context, merchantId, params.account, params.amount);
    if (await waitingTransactionOf(db, order.id)) throw PAYME_ERRORS.ORDER_BUSY('order_id');
    try {
      return created(await createPaymeTransaction(db, order, {
        paymeId: params.id, paymeTime: params.time, amount: params.amount, now, returnUrl: '',
      }));
    } catch (caught) {
      if (!isUniqueViolation(caught)) throw caught;
      // A repeated CreateTransaction stored the same id first, or another waits for this order.
      const raced = await findPaymeTransaction(db, merchantId, params.id);
      if (raced?.state === 1) return created(raced);
      throw PAYME_ERRORS.ORDER_BUSY('order_id');
    }
  },

  async PerformTransaction(context, merchantId, params) {
    const now = context.nowMs();
    let tx = await existing(context, merchantId, params.id);
    if (tx.state === 1) {
      await refuseIfExpired(context, tx, now);
      const order = await findMerchantOrder(context.db, tx.orderId, merchantId);
      if (!order || order.status === 'CANCELED') throw PAYME_ERRORS.CANNOT_PERFORM();
      const performed = await performPaymeTransaction(context.db, tx, now).catch((error: unknown) => {
        // Cancelled or paid by another payment between the check above and the perform.
        if (settlementRefusal(error)) throw PAYME_ERRORS.CANNOT_PERFORM();
        throw error;
      });
      tx = performed ?? (await existing(context, merchantId, params.id));
    }
    if (tx.state !== 2) throw PAYME_ERRORS.CANNOT_PERFORM();
    return { transaction: String(tx.id), perform_time: tx.performTime, state: tx.state };
  },

  async CancelTransaction(context, merchantId, params) {
    let tx = await existing(context, merchantId, params.id);
    if (tx.state === 2) {
      const order = await findMerchantOrder(context.db, tx.orderId, merchantId);
      if (order && (order.status === 'DELIVERED' || order.status === 'CLOSED')) throw PAYME_ERRORS.CANNOT_CANCEL();
    }
    if (tx.state === 1 || tx.state === 2) {
      tx = (await cancelPaymeTransaction(context.db, tx, params.reason, context.nowMs())) ?? (await existing(context, merchantId, params.id));
    }
    return cancelled(tx);
  },

  async CheckTransaction(context, merchantId, params) {
    const tx = await existing(context, merchantId, params.id);
    return {
      create_time: tx.createTime, perform_time: tx.performTime, cancel_time: tx.cancelTime,
      transaction: String(tx.id), state: tx.state, reason: tx.reason,
    };
  },

  async GetStatement(context, merchantId, params) {
    const rows = await paymeStatement(context.db, merchantId, params.from, params.to);
    return {
      transactions: rows.map((tx) => ({
        id: tx.paymeId, time: tx.paymeTime, amount: tx.amount, account: { order_id: String(tx.orderId) },
        create_time: tx.createTime, perform_time: tx.performTime, cancel_time: tx.cancelTime,
        transaction: String(tx.id), state: tx.state, reason: tx.reason,
      })),
    };
  },
};
