import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { Merchant } from '@storefront/contracts';
import { owningRemote } from './route-owners';

export type ShellState =
  | { status: 'loading' }
  | { status: 'ready'; merchant: Merchant }
  | { status: 'unavailable'; message: string };

const LINKS: [string, string][] = [
  ['/', 'Menu'],
  ['/branches', 'Branches'],
  ['/basket', 'Basket'],
  ['/profile', 'Profile'],
  ['/vacancy', 'Vacancies'],
];

function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return pathname;
}

function Header({ merchant, pathname }: { merchant: Merchant; pathname: string }) {
  const color = merchant.color || '#2a2a35';
  return (
    <header style={{ background: color, color: '#fff' }}>
      <nav style={{ maxWidth: 1120, margin: '0 auto', padding: '12px 16px', display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong style={{ fontSize: 20, marginRight: 'auto' }} data-testid="merchant-name">{merchant.name}</strong>
        {LINKS.map(([href, label]) => {
          const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
          return (
            <a key={href} href={href} onClick={navigateToUrl} aria-current={current ? 'page' : undefined}
              style={{ color: '#fff', textDecoration: current ? 'underline' : 'none', fontWeight: current ? 700 : 400 }}>
              {label}
            </a>
          );
        })}
      </nav>
    </header>
  );
}

export function ShellView({ state }: { state: ShellState }) {
  const pathname = usePathname();
  if (state.status === 'loading') return <p style={{ padding: 16 }}>...loading</p>;
  if (state.status === 'unavailable') {
    return (
      <section style={{ maxWidth: 560, margin: '64px auto', padding: 16, textAlign: 'center' }}>
        <h1>Merchant not available</h1>
        <p>{state.message}</p>
      </section>
    );
  }
  return (
    <>
      <Header merchant={state.merchant} pathname={pathname} />
      {owningRemote(pathname) === null && (
        <section style={{ maxWidth: 1120, margin: '0 auto', padding: 16 }}>
          <h1>Page Not Found</h1>
          <p>{pathname}</p>
        </section>
      )}
    </>
  );
}
