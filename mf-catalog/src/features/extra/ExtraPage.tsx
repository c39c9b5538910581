import DOMPurify from 'dompurify';
import { pickText, routes, type Language } from '@storefront/contracts';
import { useApiQuery } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * `/extra` and `/extra2` (extra layout): the merchant's own pages, the policies EXTRA and EXTRA2.
 * The API stores them without scripts; they are sanitised again here before they are shown, as
 * every merchant-written HTML is.
 */
export function ExtraPage({ type, lang }: { type: 'EXTRA' | 'EXTRA2'; lang: Language }) {
  const { t } = useTranslation();
  const query = useApiQuery(routes.policies, { query: { type } });
  if (query.status === 'loading') return <p className="cat-notice" role="status">{t('loading')}</p>;
  const page = query.status === 'ready' ? query.data[0] : undefined;
  const html = page ? pickText(page.text, lang) : '';
  if (!html) {
    return (
      <article className="cat-extra" data-testid="extra-page">
        <h1>{t('extraMissingTitle')}</h1>
        <p data-testid="extra-missing">{t('extraMissing')}</p>
      </article>
    );
  }
  return (
    <article className="cat-extra" data-testid="extra-page"
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }} />
  );
}
