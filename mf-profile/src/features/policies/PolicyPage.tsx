import DOMPurify from 'dompurify';
import { pickText, routes, type Language, type Policy } from '@storefront/contracts';
import { useApiQuery, useLanguage, useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

export type PolicyKind = Policy['type'];

/** Merchant-written HTML is sanitised before it is rendered (providers.md security numbers). */
export function sanitizePolicy(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function PolicyPage({ type, titleKey }: { type: PolicyKind; titleKey: ParseKeys }) {
  const { data } = useMountProps();
  const { t } = useTranslation();
  const lang = useLanguage();
  // The about text came with the merchant at start-up; the others are asked for when shown.
  const preloaded = type === 'ABOUT_COMPANY' ? data.about : null;
  const query = useApiQuery(preloaded ? null : routes.policies, { query: { type } });
  const policy: Policy | null | undefined = preloaded
    ?? (query.status === 'ready' ? query.data[0] ?? null : query.status === 'error' ? null : undefined);
  return (
    <article className="pf-policy">
      <h1>{t(titleKey)}</h1>
      {policy === undefined && <p>{t('loading')}</p>}
      {policy === null && <p>{t('missing')}</p>}
      {policy && <div dangerouslySetInnerHTML={{ __html: sanitizePolicy(pickText(policy.text, lang)) }} />}
    </article>
  );
}
