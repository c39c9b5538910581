import { appLink } from '@storefront/contracts';

import type { TFunction } from 'i18next';
import { Link } from '@storefront/ui/router';

export function NotFoundPage({ t, pathname }: { t: TFunction; pathname: string }) {
  return (
    <section className="sf-page" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="sf-path">{pathname}</p>
      <Link to={appLink('/')}>{t('notFound.home')}</Link>
    </section>
  );
}

export function ServerErrorPage({ t }: { t: TFunction }) {
  return (
    <section className="sf-page" data-testid="server-error">
      <h1>{t('serverError.title')}</h1>
      <p>{t('serverError.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>{t('serverError.reload')}</button>
    </section>
  );
}

export function MerchantNotAvailablePage({ t, detail }: { t: TFunction; detail?: string }) {
  return (
    <section className="sf-page" data-testid="merchant-not-available">
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.body')}</p>
      {detail && <p className="sf-detail">{detail}</p>}
    </section>
  );
}

/** A screen whose feature this merchant has switched off (spec §6: visibility follows the settings flags). */
export function FeatureOffPage({ t }: { t: TFunction }) {
  return (
    <section className="sf-page" data-testid="feature-off">
      <h1>{t('featureOff.title')}</h1>
      <p>{t('featureOff.body')}</p>
      <Link to={appLink('/')}>{t('notFound.home')}</Link>
    </section>
  );
}
