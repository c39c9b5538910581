import { useEffect } from 'react';
import type { Card } from '@storefront/contracts';
import type { CheckoutState, Payment } from './checkout-state';

/** Keeps the chosen payment one the merchant offers: the first payment type by default. */
export function usePaymentChoice({ payments, cards, cardsOn, cardsStatus, state, update }: {
  payments: Payment[]; cards: Card[]; cardsOn: boolean; cardsStatus: 'loading' | 'ready' | 'error';
  state: CheckoutState; update: (change: Partial<CheckoutState>) => void;
}) {
  useEffect(() => {
    if (state.cardId) {
      // A chosen card stays chosen while it is still one of the customer's cards.
      if (cardsOn && (cardsStatus === 'loading' || cards.some((card) => card.id === state.cardId))) return;
      update({ cardId: null, paymentType: payments[0] ?? null });
      return;
    }
    if (!state.paymentType || !payments.includes(state.paymentType)) update({ paymentType: payments[0] ?? null });
  }, [payments, state.paymentType, state.cardId, cardsOn, cardsStatus, cards, update]);
}
