import { useEffect, useState } from 'react';
import { MESSAGES, pickText, routes, type Branch, type Language } from '@storefront/contracts';
import type { MountProps } from '../../lib/mount-props';

type BranchesState =
  | { status: 'loading' }
  | { status: 'ready'; branches: Branch[] }
  | { status: 'error'; message: string };

/** '09:00–23:00' from a branch's open and close times, or nothing when either is unknown. */
export function openingHours(branch: Pick<Branch, 'open' | 'close'>): string | null {
  return branch.open && branch.close ? `${branch.open}–${branch.close}` : null;
}

function BranchItem({ branch, lang }: { branch: Branch; lang: Language }) {
  const hours = openingHours(branch);
  return (
    <li style={{ background: '#fff', borderRadius: 12, padding: '12px 16px', boxShadow: '0 1px 3px rgba(0,0,0,.08)' }}>
      <h3 style={{ margin: '0 0 4px' }}>{pickText(branch.name, lang)}</h3>
      {branch.address && <p style={{ margin: '0 0 4px' }}>{branch.address}</p>}
      {hours && <p style={{ margin: 0, color: '#555' }}>{hours}</p>}
    </li>
  );
}

export function BranchesPage({ merchant, api, lang }: MountProps) {
  const [state, setState] = useState<BranchesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void api.call(routes.branches, { signal: controller.signal }).then(({ data, error }) => {
      if (controller.signal.aborted) return;
      setState(error
        ? { status: 'error', message: error.message }
        : { status: 'ready', branches: data.filter((branch) => branch.isActive && !branch.deleted) });
    });
    return () => controller.abort();
  }, [api, merchant.id]);

  return (
    <section>
      <h1>Filiallar</h1>
      {state.status === 'loading' && <p>{MESSAGES.loading}</p>}
      {state.status === 'error' && <p role="alert">The branches could not be loaded: {state.message}</p>}
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
