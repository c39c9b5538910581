import { useEffect, useRef, useState } from 'react';
import { appLink, screenOn, type Order, type Brand, type Language, type Merchant, type MerchantWebSettings } from '@storefront/contracts';
import { basketCount, currentTable, enabledLanguages, featureOn, imageUrl } from '@storefront/contracts/rules';
import { useMountProps, useObservable, useSession } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import type { TFunction } from 'i18next';
import { BehaviorSubject } from 'rxjs';
import { LANGUAGE_NAMES } from '../i18n/texts';
import { BrandTabs, NavLinks } from './HeaderNavs';

const NO_ORDERS: Order[] = [];
const NONE_UNREAD = new BehaviorSubject(0);

/** A header badge's count: "9+" past nine, so it stays one small round mark; its label keeps the number. */
const badgeText = (count: number): string => (count > 9 ? '9+' : String(count));

interface HeaderProps {
  t: TFunction;
  merchant: Merchant;
  settings: MerchantWebSettings;
  mediaBase: string;
  pathname: string;
  language: Language;
  languageLocked: boolean;
  onLanguage(language: Language): void;
  /** The brand tabs (multi-tab navigation); null while they are on their way (only a merchant with them on waits). */
  brands: Brand[];
  onBrand(brand: Brand): void;
}

export function Header({ t, merchant, settings, mediaBase, pathname, language, languageLocked, onLanguage, brands, onBrand }: HeaderProps) {
  const count = useSession((s) => basketCount(s.draft.lines));
  const atTable = useSession((s) => Boolean(currentTable(s.table, new Date())));
  const loggedIn = useSession((s) => Boolean(s.user));
  // Kept live by the shell from the customer's event stream (live/follow.ts).
  const { data, live } = useMountProps();
  const activeOrders = useObservable(data.activeOrders$, NO_ORDERS).length;
  const unread = useObservable(live?.unreadNotifications$ ?? NONE_UNREAD, 0);
  // Each link shows while its screen is switched on (the route table's flag) and, for the waiter, at a table.
  const links: [string, string, boolean][] = ([
    ['/', t('nav.menu'), true],
    ['/search', t('nav.search'), true],
    ['/branches', t('nav.branches'), true],
    ['/vacancy', t('nav.vacancies'), true],
    ['/reservations', t('nav.booking'), true],
    ['/waiter', t('nav.waiter'), atTable],
    ['/profile', t('nav.profile'), true],
  ] as [string, string, boolean][]).map(([href, label, on]) => [href, label, on && screenOn(href, settings)]);
  const languages = enabledLanguages(settings);
  const bump = useBasketBump(count);
  return (
    <>
    <header className="sf-header">
      <div className="sf-header-row">
        <Link to={appLink('/')} className="sf-brand">
          {(settings.logo || merchant.logo) && (
            <img src={imageUrl(mediaBase, settings.logo || merchant.logo, { width: 64, height: 64 })} alt="" width={32} height={32} />
          )}
          <strong data-testid="merchant-name">{merchant.name}</strong>
        </Link>
        {!languageLocked && languages.length > 1 && (
          <label className="sf-language">
            <span className="sf-visually-hidden">{t('language.label')}</span>
            <select value={language} data-testid="language-select" onChange={(e) => onLanguage(e.target.value as Language)}>
              {languages.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
            </select>
          </label>
        )}
        {loggedIn && featureOn(settings, 'notifications') && unread > 0 && (
          <Link to={appLink('/profile/notifications')} className="sf-active-orders" data-testid="notifications-link" aria-label={t('nav.notifications', { count: unread })}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" /><path d="M13.7 21a2 2 0 0 1-3.4 0" />
            </svg>
            <span data-testid="notifications-unread">{badgeText(unread)}</span>
          </Link>
        )}
        {loggedIn && activeOrders > 0 && (
          <Link to={appLink('/profile/orders')} className="sf-active-orders" data-testid="active-orders-link" aria-label={t('nav.activeOrders', { count: activeOrders })}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" /><path d="M9 7h6M9 11h6M9 15h4" />
            </svg>
            <span data-testid="active-orders-count">{badgeText(activeOrders)}</span>
          </Link>
        )}
        <Link to={appLink('/basket')} className={bump ? 'sf-basket sf-bump' : 'sf-basket'} data-testid="basket-link" aria-label={t('nav.basketCount', { count })}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.6L21 7H6" />
          </svg>
          <span data-testid="basket-count">{count}</span>
        </Link>
        <span className="sf-visually-hidden" aria-live="polite">{bump ? t('basket.added') : ''}</span>
      </div>
      {/* Top links on a wide screen; on a phone the same links are the bottom tab bar (CSS). */}
      <NavLinks t={t} links={links} pathname={pathname} />
    </header>
    {/* Outside the sticky bar: the brand tabs scroll away with the page, so the bar stays one row high. */}
    {settings.multiTabNavigationEnabled && brands.length > 1 && (
      <BrandTabs t={t} brands={brands} merchantId={merchant.id} onBrand={onBrand} />
    )}
    </>
  );
}

/** True for a moment after the basket grows: the basket pill bounces and a screen reader hears "added". */
function useBasketBump(count: number): boolean {
  const previous = useRef(count);
  const [bump, setBump] = useState(false);
  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    if (!grew) return;
    setBump(true);
    const timer = setTimeout(() => setBump(false), 700);
    return () => clearTimeout(timer);
  }, [count]);
  return bump;
}
