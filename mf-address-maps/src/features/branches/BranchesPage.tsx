import { useEffect, useState } from 'react';
import { pickText, routes, type Branch, type Language } from '@storefront/contracts';
import { callRoute } from '../../lib/api';
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

export function BranchesPage({ merchant, apiBase, lang }: MountProps) {
  const [state, setState] = useState<BranchesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    callRoute(routes.branches, { apiBase, merchantId: merchant.id, signal: controller.signal })
      .then((branches) => setState({ status: 'ready', branches: branches.filter((branch) => branch.isActive && !branch.deleted) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [apiBase, merchant.id]);

  return (
    <section>
      <h1>Filiallar</h1>
      {state.status === 'loading' && <p>...loading</p>}
      {state.status === 'error' && <p role="alert">The branches could not be loaded: {state.message}</p>}
      {state.status === 'ready' && (
        state.branches.length
          ? <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
              {state.branches.map((branch) => <BranchItem key={branch.id} branch={branch} lang={lang} />)}
            </ul>
          : <p>No branch is open for orders yet.</p>
      )}
    </section>
  );
}
