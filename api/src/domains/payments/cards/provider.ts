import { cardRefusalOf, type CardRefusal } from '@storefront/contracts/rules';
import type { PaymeCredentials } from '../../../db/schema';

/**
 * The server's side of Payme's Subscribe API: cards.check and cards.remove of a saved card's token,
 * receipts.create and receipts.pay to charge it. JSON-RPC 2.0 with `X-Auth: <cashbox id>:<key>`.
 * The transport is HTTP to CARD_PROVIDER_URL, or, outside production without one, the simulation's
 * provider called in process (api/src/simulation: the same routing and checks as over HTTP).
 */

/** The provider refused (an `error` in its answer): its code and what that means to the customer. */
export class CardProviderRefusal extends Error {
  readonly refusal: CardRefusal;
  constructor(readonly code: number, message: string) {
    super(`card provider refused with ${code}: ${message}`);
    this.refusal = cardRefusalOf(code);
  }
}

/** The provider could not be reached, or answered something that is not its protocol. */
export class CardProviderUnavailable extends Error {}

export interface ProviderCard {
  number: string;
  expire: string;
  recurrent: boolean;
  verify: boolean;
}
export interface ProviderReceipt {
  id: string;
  state: number;
}

/**
 * Payme's receipt states (Subscribe API, "Состояния чека"): 0 created, waiting to be paid; 1 first
 * checks, the transaction being created in the supplier's billing; 2 money being taken from the
 * card; 3 the supplier's transaction being closed; 4 paid; 5 held; 6 a hold being received;
 * 20 paused for manual handling; 21 queued to be cancelled; 30 queued to close the supplier's
 * transaction; 50 cancelled. Only 4 and 50 are final.
 */
export const RECEIPT_CREATED = 0;
export const RECEIPT_PAID = 4;
export const RECEIPT_CANCELLED = 50;

/** How a JSON-RPC request reaches the provider: its body and X-Auth in, the answer's body out. */
export type Transport = (body: string, xAuth: string) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    /** How this process reaches the card provider (app.ts: CARD_PROVIDER_URL, or the simulation's provider in process). */
    cardProviderTransport: Transport;
  }
}

/**
 * No provider to ask: CARD_PROVIDER_URL unset and no simulation loaded (configFromEnv never leaves
 * production so). Every call fails as an unreachable provider would, so cards are refused, not crashed on.
 */
export const noCardProvider: Transport = async () => {
  throw new CardProviderUnavailable('no card provider: CARD_PROVIDER_URL is not set and the simulation is not loaded');
};

export function httpTransport(url: string, timeoutMs = 15_000): Transport {
  return async (body, xAuth) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-auth': xAuth }, body, signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CardProviderUnavailable(`card provider unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new CardProviderUnavailable(`card provider answered HTTP ${response.status}`);
    return response.text();
  };
}

export class CardProviderClient {
  private seq = 0;
  constructor(private readonly transport: Transport) {}

  private async rpc(credentials: PaymeCredentials, method: string, params: object): Promise<any> {
    const text = await this.transport(JSON.stringify({ jsonrpc: '2.0', id: ++this.seq, method, params }), `${credentials.merchantId}:${credentials.key}`);
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new CardProviderUnavailable(`card provider answered ${method} with something other than JSON`);
    }
    if (answer?.error) {
      const code = typeof answer.error.code === 'number' ? answer.error.code : 0;
      const message = answer.error.message as { en?: string } | string | undefined;
      throw new CardProviderRefusal(code, typeof message === 'string' ? message : message?.en ?? '');
    }
    if (!answer || typeof answer.result !== 'object' || answer.result === null) {
      throw new CardProviderUnavailable(`card provider answered ${method} without a result`);
    }
    return answer.result;
  }

  /** cards.check: the card behind a token, as the provider knows it now. */
  async check(credentials: PaymeCredentials, token: string): Promise<ProviderCard> {
    const { card } = await this.rpc(credentials, 'cards.check', { token });
    if (!card || typeof card.number !== 'string' || typeof card.expire !== 'string') {
      throw new CardProviderUnavailable('cards.check answered no card');
    }
    return { number: card.number, expire: card.expire, recurrent: card.recurrent === true, verify: card.verify === true };
  }

  /** cards.remove: the provider forgets the token. */
  async remove(credentials: PaymeCredentials, token: string): Promise<void> {
    await this.rpc(credentials, 'cards.remove', { token });
  }

  /** receipts.create: a receipt of the order's amount in tiyin. */
  async createReceipt(credentials: PaymeCredentials, p: { amountTiyin: number; orderId: number }): Promise<ProviderReceipt> {
    const { receipt } = await this.rpc(credentials, 'receipts.create', { amount: p.amountTiyin, account: { order_id: String(p.orderId) } });
    return this.receiptOf(receipt, 'receipts.create');
  }

  /** receipts.check: the receipt's state now. */
  async checkReceipt(credentials: PaymeCredentials, receiptId: string): Promise<number> {
    const { state } = await this.rpc(credentials, 'receipts.check', { id: receiptId });
    if (typeof state !== 'number') throw new CardProviderUnavailable('receipts.check answered no state');
    return state;
  }

  /** receipts.cancel: a receipt not paid yet is cancelled; a paid one is given back (Payme queues it, state 21, then 50). */
  async cancelReceipt(credentials: PaymeCredentials, receiptId: string): Promise<ProviderReceipt> {
    const { receipt } = await this.rpc(credentials, 'receipts.cancel', { id: receiptId });
    return this.receiptOf(receipt, 'receipts.cancel');
  }

  /** receipts.pay: the receipt paid with the card's token. */
  async payReceipt(credentials: PaymeCredentials, p: { receiptId: string; token: string }): Promise<ProviderReceipt> {
    const { receipt } = await this.rpc(credentials, 'receipts.pay', { id: p.receiptId, token: p.token });
    return this.receiptOf(receipt, 'receipts.pay');
  }

  private receiptOf(receipt: { _id?: unknown; state?: unknown } | undefined, method: string): ProviderReceipt {
    if (!receipt || typeof receipt._id !== 'string' || typeof receipt.state !== 'number') {
      throw new CardProviderUnavailable(`${method} answered no receipt`);
    }
    return { id: receipt._id, state: receipt.state };
  }
}
