import { matchAppRoute } from '@storefront/contracts';
import { Link, usePathname, useT } from '@storefront/ui';
import { ProfileMenu } from './features/menu/ProfileMenu';
import { PolicyPage } from './features/policies/PolicyPage';

const CSS = `.pf-menu{list-style:none;padding:0;display:grid;gap:2px;background:var(--border,#eee);border-radius:12px;overflow:hidden}
.pf-menu a{display:block;padding:14px 16px;background:var(--surface,#fff);text-decoration:none;color:var(--text,#111)}
.pf-logout{margin-top:16px;border:1px solid var(--danger,#d93025);color:var(--danger,#d93025);background:none;border-radius:10px;padding:10px 18px;cursor:pointer}
.pf-policy{line-height:1.55;max-width:760px}`;

function LoginScreen() {
  const t = useT();
  return (
    <section>
      <h1>{t('loginSoon')}</h1>
      <p>{t('loginBody')}</p>
      <Link href="/profile">{t('back')}</Link>
    </section>
  );
}

export function ProfileApp() {
  const path = matchAppRoute(usePathname())?.route.path;
  let screen;
  if (path === '/about') screen = <PolicyPage type="ABOUT_COMPANY" titleKey="about" />;
  else if (path === '/offerta' || path === '/login/rules') screen = <PolicyPage type="TERMS" titleKey="terms" />;
  else if (path === '/privacy') screen = <PolicyPage type="PRIVACY_POLICY" titleKey="privacy" />;
  else if (path === '/login' || path === '/login/confirm') screen = <LoginScreen />;
  else screen = <ProfileMenu />;
  return (
    <>
      <style>{CSS}</style>
      {screen}
    </>
  );
}
