import type { ReactNode } from 'react';
import { appLink } from '@storefront/contracts';
import { useSpecMessage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { CheckoutForm } from './CheckoutForm';
import { useCheckout } from './useCheckout';

/**
 * `/checkout`: service type, address or branch, time, payment type, promo, cashback, comment and
 * the totals preview of the contracts' rules; placing the order with one Idempotency-Key per draft,
 * then the provider's page for Click, Payme and Uzum, or the order itself.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const message = useSpecMessage();
  const checkout = useCheckout();

  if (checkout.placedId !== null) {
    return (
      <section className="bc-checkout" data-testid="order-placed">
        <h1>{message('orderConfirmedTitle')}</h1>
        <p>{message('orderConfirmed')}</p>
        <Link to={appLink('/profile/orders/:id', { id: checkout.placedId })}>{t('showOrder')}</Link>
      </section>
    );
  }
  if (!checkout.lines.length) {
    return (
      <CheckoutFrame testId="basket-empty">
        <p>{t('empty')}</p>
        <Link to={appLink('/')} className="bc-primary">{t('toMenu')}</Link>
      </CheckoutFrame>
    );
  }

  // The service type decides which sections show: the form waits (briefly) for the merchant's choice.
  if (!checkout.settingsSettled) {
    return (
      <CheckoutFrame busy>
        <p className="bc-muted">{t('loading')}</p>
      </CheckoutFrame>
    );
  }

  return <CheckoutForm checkout={checkout} />;
}

/**
 * The checkout's box and heading, as its form starts too, around what a state shows below them.
 * The page server draws it alone into the page (src/first-view.tsx): the basket and the customer
 * are known only to the browser.
 */
export function CheckoutFrame({ busy = false, testId, children }: { busy?: boolean; testId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="bc-checkout" aria-busy={busy || undefined} data-testid={testId}>
      <h1>{t('checkoutTitle')}</h1>
      {children}
    </section>
  );
}
