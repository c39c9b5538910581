import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Card } from '@storefront/contracts';
import { cardSystemOf, isMaskedCardNumber, type CardRefusal } from '@storefront/contracts/rules';
import type { Database, PaymeCredentials, SavedCardTable } from '../../../db/schema';
import { apiError, notFound, unprocessable } from '../../../lib/errors';
import { CardProviderClient, CardProviderRefusal, CardProviderUnavailable, RECEIPT_CANCELLED, RECEIPT_PAID } from './provider';
import { cardsOffered, claimOrderForCard, findCard, type StoredToken } from './repository';
import { CardTokenCipher, cardTokenHash, CardTokenUnreadable } from './token-cipher';
import { toTiyin } from '../links';
import { findActiveProvider, setProviderPaymentId, settleFailed } from '../repository';
import { settleReceiptPaid } from './receipt-settle';
import type { OrderCardPayment } from '../../orders';

type Db = Kysely<Database>;
type Owner = { merchantId: number; userId: number };

export const CARD_NOT_FOUND = () => notFound('CARD_NOT_FOUND');
export const CARDS_NOT_OFFERED = () => apiError(403, 'CARDS_NOT_OFFERED');
export const CARDS_UNAVAILABLE = () => apiError(409, 'CARDS_UNAVAILABLE');
export const PROVIDER_DOWN = () => apiError(502, 'CARD_PROVIDER_ERROR');

/** A saved card as the API answers it: masked number, expiry and system; never the token. */
export const toCard = (row: Selectable<SavedCardTable>): Card => ({
  id: row.id, name: null, number: row.number, expire: row.expire, isVerified: true, type: row.type,
});

/**
 * A card payment the provider refused, or that is given up: the attempt FAILED (the order's
 * payment CANCELLED, so the customer may pay again another way) and the order keeps why.
 */
export function refuseCardPayment(db: Db, payment: { id: number; orderId: number }, refusal: CardRefusal) {
  return db.transaction().execute(async (trx) => {
    await settleFailed(trx, payment.id);
    await trx.updateTable('orders').set({ paymentRefusal: refusal }).where('id', '=', payment.orderId).where('isPaid', '=', false).execute();
  });
}

/**
 * Saved cards and paying with them, over the card provider's server protocol. Every call to the
 * provider uses the merchant's own Payme cashbox (its id and key from payment_providers). Tokens
 * are stored sealed (`cipher`, CARD_TOKEN_KEYS) and opened only for the provider call that needs
 * them; null when no key is configured (a production start refuses that), and then no card is
 * kept or charged.
 */
export class SavedCards implements OrderCardPayment {
  constructor(
    readonly client: CardProviderClient,
    private readonly mode: 'LIVE' | 'SIMULATED',
    private readonly cipher: CardTokenCipher | null,
  ) {}

  private keys(log: FastifyBaseLogger): CardTokenCipher {
    if (this.cipher) return this.cipher;
    log.error('CARD_TOKEN_KEYS is not set: saved cards can be neither kept nor charged');
    throw CARDS_UNAVAILABLE();
  }

  /** How a token is stored: sealed under the current key, with its hash. */
  private seal(token: string, log: FastifyBaseLogger): StoredToken {
    const cipher = this.keys(log);
    return { token: cipher.seal(token), tokenKeyId: cipher.currentKeyId, tokenHash: cardTokenHash(token) };
  }

  /**
   * The provider's token of a stored card (a row stored before 021 and not yet sealed at start is
   * still plain), or null, logged, when this process cannot open it.
   */
  private open(card: Pick<StoredToken, 'token' | 'tokenKeyId'>, log: FastifyBaseLogger): string | null {
    if (card.tokenKeyId === null) return card.token;
    try {
      return this.keys(log).open(card.token);
    } catch (error) {
      if (!(error instanceof CardTokenUnreadable)) throw error;
      log.error({ reason: error.message }, 'a saved card token cannot be opened: CARD_TOKEN_KEYS lacks its key, or the row was altered');
      return null;
    }
  }

  /** The merchant's active Payme cashbox, or 409 when it has none. */
  async cashbox(db: Db, merchantId: number): Promise<PaymeCredentials> {
    const provider = await findActiveProvider(db, merchantId, 'PAYME');
    if (!provider) throw CARDS_UNAVAILABLE();
    return provider.credentials as PaymeCredentials;
  }

  /**
   * What to keep of a token the browser brings: the provider is asked (cards.check) and must
   * answer a verified, reusable card with a masked Uzcard or Humo number.
   */
  async confirmToken(db: Db, merchantId: number, token: string, log: FastifyBaseLogger) {
    if (!(await cardsOffered(db, merchantId))) throw CARDS_NOT_OFFERED();
    const credentials = await this.cashbox(db, merchantId);
    let card;
    try {
      card = await this.client.check(credentials, token);
    } catch (error) {
      if (error instanceof CardProviderRefusal) {
        throw unprocessable(`PROVIDER_${error.refusal}`, { details: { refusal: error.refusal, providerCode: error.code } });
      }
      if (error instanceof CardProviderUnavailable) {
        log.error({ err: error }, 'card provider unavailable on cards.check');
        throw PROVIDER_DOWN();
      }
      throw error;
    }
    const type = cardSystemOf(card.number);
    if (!card.verify) throw apiError(422, 'CARD_NOT_VERIFIED');
    if (!card.recurrent) throw apiError(422, 'CARD_NOT_RECURRENT');
    if (!isMaskedCardNumber(card.number) || !type || !/^\d{2}\/\d{2}$/.test(card.expire)) {
      log.error('cards.check answered a card the storefront does not take (number not masked, not Uzcard/Humo, or expiry not MM/YY)');
      throw apiError(422, 'CARD_UNSUPPORTED');
    }
    return { ...this.seal(token, log), number: card.number, expire: card.expire, type };
  }

  /**
   * Forgets stored (sealed) tokens at the provider; a failure is logged (without the token) and
   * otherwise ignored.
   */
  async forget(db: Db, merchantId: number, sealedTokens: string[], log: FastifyBaseLogger) {
    if (sealedTokens.length === 0) return;
    const provider = await findActiveProvider(db, merchantId, 'PAYME');
    if (!provider) return;
    for (const sealed of sealedTokens) {
      // A token left plain (stored before 021, removed before the start sealed it) does not open: it stays at the provider.
      const token = this.open({ token: sealed, tokenKeyId: CardTokenCipher.keyIdOf(sealed) }, log);
      if (token === null) continue;
      await this.client.remove(provider.credentials as PaymeCredentials, token)
        .catch((error: Error) => log.warn({ reason: error.message }, 'cards.remove failed; the token stays at the provider'));
    }
  }

  /** Before an order names a card: the card is the customer's and the merchant can charge it. */
  async cardForOrder(db: Db, owner: Owner, cardId: number) {
    const card = await findCard(db, owner, cardId);
    if (!card) throw CARD_NOT_FOUND();
    await this.cashbox(db, owner.merchantId);
    return card;
  }

  /**
   * Pays a just placed order with a saved card: a Payme receipt of the server's total in tiyin,
   * paid with the card's token. The provider's answer decides: paid (settlePaid) or refused
   * (settleFailed, and the order keeps why). Runs once per order (claimOrderForCard). When the
   * answer is lost or the receipt is still being processed, the attempt stays PENDING with its
   * receipt id, and the re-check asks Payme (receipt-recheck.ts).
   */
  async payOrder(db: Db, order: { id: number; merchantId: number; totalPrice: number }, card: Selectable<SavedCardTable>, log: FastifyBaseLogger) {
    if (order.totalPrice <= 0 || !(await claimOrderForCard(db, order.id))) return;
    const credentials = await this.cashbox(db, order.merchantId);
    const payment = await db.insertInto('payments').values({
      publicId: randomBytes(16).toString('base64url'), merchantId: order.merchantId, orderId: order.id,
      provider: 'PAYME', mode: this.mode, amount: order.totalPrice, returnUrl: '',
    }).returning('id').executeTakeFirstOrThrow();
    const refuse = (refusal: CardRefusal) => refuseCardPayment(db, { id: payment.id, orderId: order.id }, refusal);
    const token = this.open(card, log);
    if (token === null) return refuse('CARD_NOT_FOUND');
    let receiptId: string;
    try {
      receiptId = (await this.client.createReceipt(credentials, { amountTiyin: toTiyin(order.totalPrice), orderId: order.id })).id;
      await setProviderPaymentId(db, payment.id, receiptId);
    } catch (error) {
      if (!(error instanceof CardProviderRefusal || error instanceof CardProviderUnavailable)) throw error;
      log.warn({ orderId: order.id, reason: error.message }, 'receipts.create failed; the card was not charged');
      return refuse(error instanceof CardProviderRefusal ? error.refusal : 'PROVIDER_ERROR');
    }
    try {
      const receipt = await this.client.payReceipt(credentials, { receiptId, token });
      if (receipt.state === RECEIPT_PAID) {
        await settleReceiptPaid(db, this.client, credentials, log, { id: payment.id, receiptId }, { paymentId: payment.id, orderId: order.id, receiptId });
      } else if (receipt.state === RECEIPT_CANCELLED) {
        log.warn({ orderId: order.id, state: receipt.state }, 'receipts.pay answered a cancelled receipt');
        await refuse('PROVIDER_ERROR');
      } else {
        log.warn({ orderId: order.id, state: receipt.state }, 'receipts.pay answered a receipt still in progress; the re-check will settle it');
      }
    } catch (error) {
      if (error instanceof CardProviderRefusal) return refuse(error.refusal);
      if (!(error instanceof CardProviderUnavailable)) throw error;
      // Whether the card was charged is unknown: the attempt stays PENDING (the order AWAITING) until receipts.check tells.
      log.error({ orderId: order.id, reason: error.message }, 'receipts.pay got no answer; the payment is left pending for the re-check');
    }
  }
}
