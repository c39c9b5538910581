import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { pickText, routes, type Language, type Policy } from '@storefront/contracts';
import { useMountProps, useT, useLanguage } from '@storefront/ui';

export type PolicyKind = Policy['type'];

/** Merchant-written HTML is sanitised before it is rendered (providers.md security numbers). */
export function sanitizePolicy(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function PolicyPage({ type, titleKey }: { type: PolicyKind; titleKey: string }) {
  const { api, data } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const preloaded = type === 'ABOUT_COMPANY' ? data.about : null;
  const [policy, setPolicy] = useState<Policy | null | undefined>(preloaded ?? undefined);
  useEffect(() => {
    if (preloaded) return;
    const controller = new AbortController();
    void api.call(routes.policies, { query: { type }, signal: controller.signal }).then(({ data: list }) => {
      if (!controller.signal.aborted) setPolicy(list?.[0] ?? null);
    });
    return () => controller.abort();
  }, [api, type, preloaded]);
  return (
    <article className="pf-policy">
      <h1>{t(titleKey)}</h1>
      {policy === undefined && <p>{t('loading')}</p>}
      {policy === null && <p>{t('missing')}</p>}
      {policy && <div dangerouslySetInnerHTML={{ __html: sanitizePolicy(pickText(policy.text, lang)) }} />}
    </article>
  );
}
