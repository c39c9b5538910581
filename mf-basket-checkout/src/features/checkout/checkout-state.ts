import { useCallback, useEffect, useState } from 'react';
import type { OrderRequest, Promo } from '@storefront/contracts';
import { local } from '@storefront/ui';

export type Service = Extract<OrderRequest['serviceType'], 'DELIVERY' | 'PICK_UP' | 'DINE_IN'>;
export type Payment = OrderRequest['paymentType'];

/**
 * The checkout choices the session's draft has no field for (service type, branch, time, payment
 * type, the confirmed promo, cashback, comment and the order's Idempotency-Key), kept per brand in
 * localStorage so they survive a reload, the remote going down and a language switch.
 */
export interface CheckoutState {
  serviceType: Service | null;
  branchId: number | null;
  later: boolean;
  day: string;
  time: string;
  paymentType: Payment | null;
  /** A saved card paying the order (with paymentType PAYME), while the merchant's cardActive is on. */
  cardId: number | null;
  promo: Promo | null;
  useCashback: boolean;
  comment: string;
  /** One key per draft: a repeat (double click, retry after a lost answer) makes one order. */
  idempotencyKey: string | null;
  /**
   * The session's nearest branch when the checkout last looked: one it has not seen (chosen on the
   * pick-up map while the checkout was not shown) becomes the pick-up branch.
   */
  nearestSeen: number | null;
  /**
   * The table (its QR code: branch, table and when it was scanned) the checkout last turned into a
   * dine-in order at its branch; a table it has not seen does so once, then the customer may change it.
   */
  tableSeen: string | null;
}

export const emptyCheckout = (): CheckoutState => ({
  serviceType: null, branchId: null, later: false, day: '', time: '', paymentType: null, cardId: null,
  promo: null, useCashback: false, comment: '', idempotencyKey: null, nearestSeen: null, tableSeen: null,
});

export const checkoutKey = (brand: string | null) => `checkout:${brand ?? '-'}`;

export function readCheckout(brand: string | null): CheckoutState {
  try {
    const saved = JSON.parse(local.get(checkoutKey(brand)) ?? 'null') as Partial<CheckoutState> | null;
    return saved && typeof saved === 'object' ? { ...emptyCheckout(), ...saved } : emptyCheckout();
  } catch {
    return emptyCheckout();
  }
}

/** After an order (spec §4): promo, cashback, comment, time and the key go; service, branch and payment stay. */
export const afterOrder = (state: CheckoutState): CheckoutState => ({
  ...state, later: false, day: '', time: '', promo: null, useCashback: false, comment: '', idempotencyKey: null,
});

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useCheckoutState(brand: string | null) {
  const [state, setState] = useState(() => readCheckout(brand));
  useEffect(() => setState(readCheckout(brand)), [brand]);
  const update = useCallback((change: Partial<CheckoutState> | ((s: CheckoutState) => CheckoutState)) => {
    setState((current) => {
      const next = typeof change === 'function' ? change(current) : { ...current, ...change };
      local.set(checkoutKey(brand), JSON.stringify(next));
      return next;
    });
  }, [brand]);
  return [state, update] as const;
}
