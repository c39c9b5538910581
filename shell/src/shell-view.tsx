import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { MESSAGES, matchAppRoute, type Merchant } from '@storefront/contracts';

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

/** Dark text on a light brand colour, white on a dark one (relative luminance of #rrggbb). */
export function textColorOn(background: string): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#1b1b1f' : '#fff';
}

function Header({ merchant, pathname }: { merchant: Merchant; pathname: string }) {
  const background = merchant.color || '#2a2a35';
  const color = textColorOn(background);
  return (
    <header style={{ background, color }}>
      <nav style={{ maxWidth: 1120, margin: '0 auto', padding: '12px 16px', display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong style={{ fontSize: 20, marginRight: 'auto' }} data-testid="merchant-name">{merchant.name}</strong>
        {LINKS.map(([href, label]) => {
          const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
          return (
            <a key={href} href={href} onClick={navigateToUrl} aria-current={current ? 'page' : undefined}
              style={{ color, textDecoration: current ? 'underline' : 'none', fontWeight: current ? 700 : 400 }}>
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
  if (state.status === 'loading') return <p style={{ padding: 16 }}>{MESSAGES.loading}</p>;
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
      {!matchAppRoute(pathname) && (
        <section style={{ maxWidth: 1120, margin: '0 auto', padding: 16 }}>
          <h1>{MESSAGES.pageNotFound}</h1>
          <p>{pathname}</p>
        </section>
      )}
    </>
  );
}
