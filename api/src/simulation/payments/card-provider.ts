import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CARD_PROVIDER_ERRORS, cardDigits } from '@storefront/contracts/rules';

/**
 * The simulated card provider of development and tests: a fake of Payme's Subscribe API (JSON-RPC
 * 2.0 at one URL, `X-Auth: <cashbox id>` from the browser, `X-Auth: <cashbox id>:<key>` from a
 * server). It is an external service played inside the API process: its cards and receipts live
 * in this process's memory, apart from our tables, and it is mounted only outside production (at
 * `/dev/payme-subscribe`, the default `cardProviderUrl` of a development storefront).
 *
 * Test cards (expiry 03/99, sandbox code 666666):
 * - 8600 0691 9540 6311 (Uzcard): adds and pays;
 * - 9860 0123 4567 8903 (Humo): adds, but receipts.pay answers insufficient funds (-31630);
 * - 5614 0123 4567 8900 (Uzcard): cards.create answers the card expired or blocked (-31301).
 * Any other number, or another expiry, is -31300.
 */

export const SIMULATED_CARD_PROVIDER_PATH = '/dev/payme-subscribe';
export const SANDBOX_CODE = '666666';
/** How long a sent code may be used, and how often a wrong one may be tried. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_ATTEMPTS = 3;
/** What get_verify_code answers as `wait`: the resend delay, in milliseconds. */
export const RESEND_WAIT_MS = 60_000;

type Outcome = 'OK' | 'INSUFFICIENT_FUNDS' | 'EXPIRED';
export const TEST_CARDS: Record<string, { expire: string; phone: string; outcome: Outcome }> = {
  '8600069195406311': { expire: '0399', phone: '998901234567', outcome: 'OK' },
  '9860012345678903': { expire: '0399', phone: '998935550167', outcome: 'INSUFFICIENT_FUNDS' },
  '5614012345678900': { expire: '0399', phone: '998971112267', outcome: 'EXPIRED' },
};

interface SimCard {
  cashboxId: string;
  masked: string;
  expire: string;
  phone: string;
  outcome: Outcome;
  recurrent: boolean;
  verified: boolean;
  code: { sentAt: number; attempts: number } | null;
}
interface SimReceipt {
  cashboxId: string;
  id: string;
  amount: number;
  orderId: string;
  createTime: number;
  payTime: number;
  cancelTime: number;
  /** Payme's receipt states the fake reaches: 0 created, 4 paid, 50 cancelled (a paid one given back at once). */
  state: 0 | 4 | 50;
  card: { number: string; expire: string } | null;
  token: string | null;
}

type Message = { ru: string; uz: string; en: string };
class RpcError extends Error {
  constructor(readonly code: number, readonly texts: Message) {
    super(texts.en);
  }
}
const fail = (code: number, ru: string, uz: string, en: string) => () => new RpcError(code, { ru, uz, en });
const E = {
  PARSE: fail(-32700, 'Ошибка разбора JSON', 'JSON xato', 'Parse error'),
  METHOD: fail(-32601, 'Метод не найден', 'Metod topilmadi', 'Method not found'),
  PARAMS: fail(-32602, 'Неверные параметры', "Noto'g'ri parametrlar", 'Invalid params'),
  AUTH: fail(-32504, 'Недостаточно привилегий', "Ruxsat yo'q", 'Insufficient privileges'),
  CARD_INVALID: fail(CARD_PROVIDER_ERRORS.CARD_INVALID, 'Неверный номер или срок действия карты', "Karta raqami yoki muddati noto'g'ri", 'Invalid card number or expiry'),
  CARD_EXPIRED: fail(CARD_PROVIDER_ERRORS.CARD_EXPIRED, 'Срок действия карты истёк или карта заблокирована', "Karta muddati tugagan yoki bloklangan", 'The card has expired or is blocked'),
  CARD_NOT_FOUND: fail(CARD_PROVIDER_ERRORS.CARD_NOT_FOUND, 'Карта не найдена', 'Karta topilmadi', 'Card not found'),
  CODE_EXPIRED: fail(CARD_PROVIDER_ERRORS.CODE_EXPIRED, 'Срок действия кода истёк', 'Kod muddati tugagan', 'The code has expired'),
  TOO_MANY: fail(CARD_PROVIDER_ERRORS.TOO_MANY_ATTEMPTS, 'Превышено количество попыток ввода кода', "Urinishlar soni oshib ketdi", 'Too many attempts'),
  CODE_WRONG: fail(CARD_PROVIDER_ERRORS.CODE_WRONG, 'Неверный код', "Kod noto'g'ri", 'Wrong code'),
  NO_FUNDS: fail(CARD_PROVIDER_ERRORS.RECEIPT_INSUFFICIENT_FUNDS, 'Недостаточно средств на карте', "Kartada mablag' yetarli emas", 'Insufficient funds'),
  RECEIPT_NOT_FOUND: fail(-31602, 'Чек не найден', 'Chek topilmadi', 'Receipt not found'),
};

const Token = z.string().check(z.minLength(1), z.maxLength(2000));
const Params = {
  'cards.create': z.object({ card: z.object({ number: z.string().check(z.maxLength(32)), expire: z.string().check(z.maxLength(5)) }), save: z.optional(z.boolean()) }),
  'cards.get_verify_code': z.object({ token: Token }),
  'cards.verify': z.object({ token: Token, code: z.string().check(z.maxLength(16)) }),
  'cards.check': z.object({ token: Token }),
  'cards.remove': z.object({ token: Token }),
  'receipts.create': z.object({
    amount: z.number().check(z.int(), z.gte(100), z.lte(Number.MAX_SAFE_INTEGER)),
    account: z.object({ order_id: z.union([z.string().check(z.maxLength(64)), z.number()]) }),
  }),
  'receipts.pay': z.object({ id: z.string().check(z.maxLength(64)), token: Token }),
  'receipts.check': z.object({ id: z.string().check(z.maxLength(64)) }),
  'receipts.cancel': z.object({ id: z.string().check(z.maxLength(64)) }),
};
type Method = keyof typeof Params;
/** Methods Payme serves to a server only (`X-Auth: id:key`); the others to the browser too. */
const SERVER_METHODS = new Set<Method>(['cards.check', 'cards.remove', 'receipts.create', 'receipts.pay', 'receipts.check', 'receipts.cancel']);

/** '8600069195406311' → '860006******6311', as Payme masks it. */
const mask = (digits: string) => `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
/** '998901234567' → '99890*****67'. */
const maskPhone = (phone: string) => `${phone.slice(0, 5)}*****${phone.slice(-2)}`;
const slashExpire = (mmyy: string) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface SimulatedCardProviderOptions {
  /** The Payme key of a cashbox id, or null when no merchant has that cashbox (the fake's registry). */
  cashboxKey(cashboxId: string): Promise<string | null>;
  now?: () => number;
}

/** The fake's state and methods; `routes` serves them over HTTP as Payme does. */
export class SimulatedCardProvider {
  private readonly cards = new Map<string, SimCard>();
  private readonly receipts = new Map<string, SimReceipt>();
  private readonly now: () => number;

  constructor(private readonly options: SimulatedCardProviderOptions) {
    this.now = options.now ?? Date.now;
  }

  /** One JSON-RPC call: `result`, or Payme's `error`. */
  async call(xAuth: string | undefined, method: string, rawParams: unknown): Promise<unknown> {
    if (!(method in Params)) throw E.METHOD();
    const cashboxId = await this.authenticate(xAuth, SERVER_METHODS.has(method as Method));
    const parsed = Params[method as Method].safeParse(rawParams);
    if (!parsed.success) throw E.PARAMS();
    const params = parsed.data as any;
    switch (method as Method) {
      case 'cards.create': return this.create(cashboxId, params);
      case 'cards.get_verify_code': return this.sendCode(cashboxId, params.token);
      case 'cards.verify': return this.verify(cashboxId, params.token, params.code);
      case 'cards.check': return { card: this.cardView(params.token, this.card(cashboxId, params.token)) };
      case 'cards.remove':
        this.card(cashboxId, params.token);
        this.cards.delete(params.token);
        return { success: true };
      case 'receipts.create': return { receipt: this.receiptView(this.createReceipt(cashboxId, params.amount, String(params.account.order_id))) };
      case 'receipts.pay': return { receipt: this.receiptView(this.pay(cashboxId, params.id, params.token)) };
      // As Payme answers it: the state alone.
      case 'receipts.check': return { state: this.receipt(cashboxId, params.id).state };
      case 'receipts.cancel': return { receipt: this.receiptView(this.cancel(cashboxId, params.id)) };
    }
  }

  /** `X-Auth: id` (browser methods) or `X-Auth: id:key` (server methods, the key checked). */
  private async authenticate(xAuth: string | undefined, server: boolean): Promise<string> {
    const value = (xAuth ?? '').trim();
    const colon = value.indexOf(':');
    const cashboxId = colon < 0 ? value : value.slice(0, colon);
    if (!cashboxId || cashboxId.length > 64) throw E.AUTH();
    const key = await this.options.cashboxKey(cashboxId);
    if (key === null) throw E.AUTH();
    if (server && (colon < 0 || !sameText(value.slice(colon + 1), key))) throw E.AUTH();
    return cashboxId;
  }

  private card(cashboxId: string, token: string): SimCard {
    const card = this.cards.get(token);
    if (!card || card.cashboxId !== cashboxId) throw E.CARD_NOT_FOUND();
    return card;
  }

  private cardView(token: string, card: SimCard) {
    return { number: card.masked, expire: slashExpire(card.expire), token, recurrent: card.recurrent, verify: card.verified, type: card.masked.startsWith('9860') ? 'humo' : 'uzcard' };
  }

  private create(cashboxId: string, { card, save }: { card: { number: string; expire: string }; save?: boolean }) {
    const digits = cardDigits(card.number);
    const known = TEST_CARDS[digits];
    if (!known || card.number.replace(/[\s-]/g, '') !== digits || card.expire.replace('/', '') !== known.expire) throw E.CARD_INVALID();
    if (known.outcome === 'EXPIRED') throw E.CARD_EXPIRED();
    const token = `${randomBytes(12).toString('hex')}_${randomBytes(48).toString('base64url')}`;
    const stored: SimCard = {
      cashboxId, masked: mask(digits), expire: known.expire, phone: known.phone, outcome: known.outcome,
      recurrent: save !== false, verified: false, code: null,
    };
    this.cards.set(token, stored);
    return { card: this.cardView(token, stored) };
  }

  private sendCode(cashboxId: string, token: string) {
    const card = this.card(cashboxId, token);
    card.code = { sentAt: this.now(), attempts: 0 };
    return { sent: true, phone: maskPhone(card.phone), wait: RESEND_WAIT_MS };
  }

  private verify(cashboxId: string, token: string, code: string) {
    const card = this.card(cashboxId, token);
    if (!card.code || this.now() - card.code.sentAt > CODE_TTL_MS) throw E.CODE_EXPIRED();
    if (card.code.attempts >= CODE_ATTEMPTS) throw E.TOO_MANY();
    if (code !== SANDBOX_CODE) {
      card.code.attempts += 1;
      throw card.code.attempts >= CODE_ATTEMPTS ? E.TOO_MANY() : E.CODE_WRONG();
    }
    card.code = null;
    card.verified = true;
    return { card: this.cardView(token, card) };
  }

  private createReceipt(cashboxId: string, amount: number, orderId: string): SimReceipt {
    const receipt: SimReceipt = {
      cashboxId, id: randomBytes(12).toString('hex'), amount, orderId, createTime: this.now(), payTime: 0, cancelTime: 0, state: 0, card: null, token: null,
    };
    this.receipts.set(receipt.id, receipt);
    return receipt;
  }

  private receipt(cashboxId: string, id: string): SimReceipt {
    const receipt = this.receipts.get(id);
    if (!receipt || receipt.cashboxId !== cashboxId) throw E.RECEIPT_NOT_FOUND();
    return receipt;
  }

  /** Cancels a receipt not paid yet, or gives a paid one back; a cancelled one stays as it is. */
  private cancel(cashboxId: string, id: string): SimReceipt {
    const receipt = this.receipt(cashboxId, id);
    if (receipt.state !== 50) Object.assign(receipt, { state: 50, cancelTime: this.now() });
    return receipt;
  }

  private pay(cashboxId: string, id: string, token: string): SimReceipt {
    const receipt = this.receipt(cashboxId, id);
    // Payme's code for paying a cancelled receipt is not known to us: the fake answers it as one it does not have.
    if (receipt.state === 50) throw E.RECEIPT_NOT_FOUND();
    if (receipt.state === 4) {
      if (receipt.token === token) return receipt;
      throw E.RECEIPT_NOT_FOUND();
    }
    const card = this.card(cashboxId, token);
    if (!card.verified) throw E.CARD_NOT_FOUND();
    if (card.outcome === 'INSUFFICIENT_FUNDS') throw E.NO_FUNDS();
    Object.assign(receipt, { state: 4, payTime: this.now(), card: { number: card.masked, expire: card.expire }, token });
    return receipt;
  }

  private receiptView(r: SimReceipt) {
    return {
      _id: r.id, create_time: r.createTime, pay_time: r.payTime, cancel_time: r.cancelTime, state: r.state, type: 2, amount: r.amount, currency: 860,
      account: [{ name: 'order_id', title: 'Номер заказа', value: r.orderId, main: true }], card: r.card,
    };
  }
}

/** Serves the fake at `POST /dev/payme-subscribe`: every answer HTTP 200 with `result` or `error`, as Payme does. */
export function simulatedCardProviderRoutes(app: FastifyInstance, provider: SimulatedCardProvider) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(SIMULATED_CARD_PROVIDER_PATH, async (request, reply) => {
      let id: unknown = null;
      reply.header('cache-control', 'no-store');
      try {
        let rpc: { id?: unknown; method?: unknown; params?: unknown };
        try {
          rpc = JSON.parse(String(request.body ?? ''));
        } catch {
          throw E.PARSE();
        }
        id = rpc?.id ?? null;
        const xAuth = request.headers['x-auth'];
        const result = await provider.call(Array.isArray(xAuth) ? xAuth[0] : xAuth, String(rpc?.method ?? ''), rpc?.params);
        return { jsonrpc: '2.0', id, result };
      } catch (error) {
        if (!(error instanceof RpcError)) throw error;
        return { jsonrpc: '2.0', id, error: { code: error.code, message: error.texts } };
      }
    });
  });
}
