import { useEffect, useState } from 'react';
import { MESSAGES, pickText, routes, type Branch, type Language } from '@storefront/contracts';
import { useMountProps, useT, useLanguage } from '@storefront/ui';

type BranchesState =
  | { status: 'loading' }
  | { status: 'ready'; branches: Branch[] }
  | { status: 'error' };

/** '09:00–23:00' from a branch's open and close times, or nothing when either is unknown. */
export function openingHours(branch: Pick<Branch, 'open' | 'close'>): string | null {
  return branch.open && branch.close ? `${branch.open}–${branch.close}` : null;
}

function BranchItem({ branch, lang }: { branch: Branch; lang: Language }) {
  const t = useT();
  const hours = openingHours(branch);
  return (
    <li className="am-branch">
      <h3>{pickText(branch.name, lang)}</h3>
      {branch.address && <p>{branch.address}</p>}
      {hours && <p className="am-muted">{t('hours')}: {hours}</p>}
      {branch.phone && <p className="am-muted">{t('phone')}: <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a></p>}
    </li>
  );
}

export function BranchesPage() {
  const { api, data } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const [state, setState] = useState<BranchesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void api.call(routes.branches, { signal: controller.signal }).then(({ data: branches, error }) => {
      if (controller.signal.aborted) return;
      setState(error ? { status: 'error' } : { status: 'ready', branches: branches.filter((b) => b.isActive && !b.deleted) });
    });
    return () => controller.abort();
  }, [api, data.merchant.id]);

  return (
    <section>
      <style>{`.am-branch{background:var(--surface,#fff);border-radius:12px;padding:12px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.am-branch h3{margin:0 0 4px}.am-branch p{margin:0 0 4px}.am-muted{color:var(--muted,#555)}`}</style>
      <h1>{t('branches')}</h1>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('failed')}</p>}
      {state.status === 'ready' && (
        state.branches.length
          ? <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
              {state.branches.map((branch) => <BranchItem key={branch.id} branch={branch} lang={lang} />)}
            </ul>
          : <p>{MESSAGES.noBranches}</p>
      )}
    </section>
  );
}
