import { appLink, type Card } from '@storefront/contracts';
import { displayMaskedCard, SAVED_CARD_PAYMENT_TYPE } from '@storefront/contracts/rules';

import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';
import type { CheckoutState, Payment } from './checkout-state';
import { Link } from '@storefront/ui/router';

/**
 * The payment choice: the payment types the merchant switches on, and while cardActive the
 * customer's saved cards (a card pays the order as PAYME right after it is placed, by the server).
 */
export function PaymentSection({ payments, cards, state, update, problem, cardsOn }: {
  payments: readonly Payment[];
  cards: readonly Card[];
  state: Pick<CheckoutState, 'paymentType' | 'cardId'>;
  update(change: Partial<CheckoutState>): void;
  problem: string | null;
  cardsOn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bc-section" data-testid="payment-section">
      <legend>{t('paymentType')}</legend>
      <div className="bc-options" role="radiogroup" aria-label={t('paymentType')}>
        {payments.map((payment) => (
          <label key={payment} className="bc-option">
            <input type="radio" name="payment" checked={!state.cardId && state.paymentType === payment} onChange={() => update({ paymentType: payment, cardId: null })} />
            <span>{t(`payment.${payment}`)}</span>
          </label>
        ))}
        {cards.map((card) => (
          <label key={card.id} className="bc-option" data-testid="payment-card">
            <input type="radio" name="payment" checked={state.cardId === card.id}
              onChange={() => update({ paymentType: SAVED_CARD_PAYMENT_TYPE, cardId: card.id })} />
            <span className="bc-card">{card.type === 'HUMO' ? 'Humo' : 'Uzcard'} {displayMaskedCard(card.number)}</span>
          </label>
        ))}
      </div>
      {cardsOn && (
        <p className="bc-muted">
          <Link to={`${appLink('/profile/cards/create')}?from=checkout`} data-testid="payment-add-card">{cards.length ? t('addAnotherCard') : t('addCard')}</Link>
        </p>
      )}
      <FieldError message={problem} />
    </fieldset>
  );
}
