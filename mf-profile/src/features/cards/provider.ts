import { cardRefusalOf, type CardRefusal } from '@storefront/contracts/rules';
import { session } from '@storefront/ui';

/**
 * The browser's side of the card provider (Payme's Subscribe API, JSON-RPC 2.0): cards.create,
 * cards.get_verify_code and cards.verify with `X-Auth: <the merchant's public cashbox id>`. The
 * card number goes from here to the provider and nowhere else; our API only ever sees the token.
 */

export type ProviderAnswer<T> = { ok: true; result: T } | { ok: false; refusal: CardRefusal };

export interface ProviderCard { number: string; expire: string; token: string; verify: boolean }
export interface CodeSent { sent: boolean; phone: string; wait: number }

let seq = 0;

export async function providerCall<T>(url: string, cashboxId: string, method: string, params: object): Promise<ProviderAnswer<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth': cashboxId },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++seq, method, params }),
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    const answer = (await response.json()) as { result?: T; error?: { code?: number } };
    if (answer.error) return { ok: false, refusal: cardRefusalOf(answer.error.code) };
    if (!response.ok || answer.result === undefined) return { ok: false, refusal: 'PROVIDER_ERROR' };
    return { ok: true, result: answer.result };
  } catch {
    return { ok: false, refusal: 'PROVIDER_ERROR' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A card between the create and confirm screens, kept in this tab only: the provider's unverified
 * token (never the number), the masked phone the code went to and when another may be asked for.
 */
export interface PendingCard {
  token: string;
  cashboxId: string;
  number: string;
  phone: string;
  resendAt: number;
  /** Back to the checkout once the card is saved, when the checkout sent the customer here. */
  toCheckout?: boolean;
}

const key = (brand: string | null) => `card-pending:${brand ?? '-'}`;

export function readPending(brand: string | null): PendingCard | null {
  try {
    const value = JSON.parse(session.get(key(brand)) ?? 'null') as PendingCard | null;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}
export const savePending = (brand: string | null, pending: PendingCard) => session.set(key(brand), JSON.stringify(pending));
export const clearPending = (brand: string | null) => session.remove(key(brand));
