import { Component, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { matchAppRoute, routeOn, type Brand, type Language } from '@storefront/contracts';
import type { RemoteMountProps } from '@storefront/runtime';
import { brandTitle } from '@storefront/contracts/rules';
import { I18nScopeProvider, MountPropsContext, useLanguage } from '@storefront/ui';
import { BrowserRouter, useLocation } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Footer, hasFooter } from './Footer';
import { Header } from './Header';
import { Notifications } from './Notifications';
import { followPageHeading } from './page-heading';
import { FeatureOffPage, MerchantNotAvailablePage, NotFoundPage, ServerErrorPage } from './pages';

export type ShellState =
  | { status: 'loading' }
  | { status: 'unavailable'; detail?: string }
  | { status: 'failed' }
  | {
    status: 'ready';
    props: RemoteMountProps;
    languageLocked: boolean;
    /** The brand tabs (multi-tab navigation), which came with the start. */
    brands: Brand[];
    onLanguage(language: Language): void;
    onBrand(brand: Brand): void;
    onRoute(pathname: string): void;
  };

class FatalErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override componentDidCatch(error: unknown) { console.error('shell failed', error); }
  override render() { return this.state.failed ? this.props.fallback : this.props.children; }
}

function ReadyShell({ state }: { state: Extract<ShellState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pathname = useLocation().pathname;
  const match = matchAppRoute(pathname);
  const layout = match?.route.layout ?? 'default';
  // The page's layout changes in the same frame as the header: a screen is never shown once in the
  // old layout (a guest's /profile/orders → /login moved by the auth layout's top margin).
  useLayoutEffect(() => {
    document.body.dataset.layout = match ? layout : 'not-found';
  }, [layout, match]);
  useEffect(() => {
    state.onRoute(pathname);
  }, [pathname, state]);
  // Focus follows in-app navigation to the new screen's heading; the first load keeps the browser's.
  const firstPath = useRef(pathname);
  // The page's name follows the language too: on the first screen it is the brand's title in this
  // language; after a switch of language on a later screen, the heading's new text names it, and
  // focus stays where the customer switched.
  const pageTitle = brandTitle(state.props.settings, language) || state.props.data.merchant.name || document.title;
  const titledPath = useRef<string | null>(null);
  useEffect(() => {
    const sameScreen = titledPath.current === pathname;
    titledPath.current = pathname;
    if (pathname === firstPath.current) {
      document.title = pageTitle;
      return;
    }
    firstPath.current = '';
    return followPageHeading(() => pageTitle, { focus: !sameScreen });
    // The language too: in ru and eng the brand's title is the same, the heading's text is not.
  }, [pathname, pageTitle, language]);
  const { props } = state;
  const footer = document.getElementById('footer');
  return (
    <MountPropsContext.Provider value={props}>
      {(layout === 'default' || layout === 'extra') && (
        <Header
          t={t}
          merchant={props.data.merchant}
          settings={props.settings}
          mediaBase={props.urls.mediaBase}
          pathname={pathname}
          language={language}
          languageLocked={state.languageLocked}
          onLanguage={state.onLanguage}
          brands={state.brands}
          onBrand={state.onBrand}
        />
      )}
      {match && hasFooter(pathname) && footer && <Footer t={t} settings={props.settings} target={footer} />}
      {!match && <NotFoundPage t={t} pathname={pathname} />}
      {match && !routeOn(match.route, props.settings) && <FeatureOffPage t={t} />}
      <Notifications bus={props.bus} closeLabel={t('notify.close')} />
    </MountPropsContext.Provider>
  );
}

function Standalone({ state }: { state: ShellState }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p className="sf-loading">{t('loading')}</p>;
  if (state.status === 'unavailable') return <MerchantNotAvailablePage t={t} detail={state.detail} />;
  return <ServerErrorPage t={t} />;
}

export function ShellView({ state, i18n }: { state: ShellState; i18n: I18n }) {
  return (
    <I18nScopeProvider i18n={i18n} namespace="shell">
      {/* The shell's own router: its layout follows the address; single-spa mounts the remotes. Not
          as a transition (react-router's default): a guest sent to the login before the screen is
          painted must get the login's layout in the same paint, or the page moves (CLS 0.23). */}
      <BrowserRouter useTransitions={false}>
        <FatalErrorBoundary fallback={<Standalone state={{ status: 'failed' }} />}>
          {state.status === 'ready' ? <ReadyShell state={state} /> : <Standalone state={state} />}
        </FatalErrorBoundary>
      </BrowserRouter>
    </I18nScopeProvider>
  );
}
