import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { first } from 'rxjs';
import { navigateToUrl } from 'single-spa';
import {
  APP_VERSION, COOKIES, appLink, STORAGE_KEYS, routes, type Brand, type Language, type Overall,
} from '@storefront/contracts';
import { createApiClient, createBus, type RemoteMountProps } from '@storefront/runtime';
import { chooseLanguage, imageUrl, needsMenu, overallBySubUrl, resolveBrand, startUrl, tableFromSearch, themeFromSettings } from '@storefront/contracts/rules';
import { clearCookies, readCookie, writeCookie } from '../platform/cookies';
import { local as storage } from '@storefront/ui';
import { createSessionStore } from '../session/store';
import { startLive } from '../live';
import { wireLoginAndLogout } from '../session/auth';
import { createI18n } from '../i18n';
import { applyTheme } from '../theme';
import { BOT_API, findTelegramWebApp, supports } from '../telegram/webapp';
import { deepLinkTarget, startLink } from '../telegram/deep-link';
import { goBack, markFirstEntry } from '../telegram/back';
import { integrateTelegram } from '../telegram/integrate';
import { logInWithTelegram } from '../telegram/login';
import { canSharePhone, createPhoneSharing, phoneSharingUnavailable } from '../telegram/share-phone';
import { createMainButton } from '../telegram/main-button';
import { wireHaptics } from '../telegram/haptics';
import { createLocate } from '../telegram/location';
import { offerHomeScreenAfterOrder } from '../telegram/home-screen';
import { preloadRouteOwner, startRemotes } from '../remotes/register';
import { loadRuntimeConfig } from '../runtime-config';
import { ShellView, type ShellState } from '../view/ShellView';
import type { i18n as I18n } from 'i18next';
import { languageBeforeSettings, prefixRedirect, startupSchedule, versionAction } from './decisions';
import { loadMerchantData } from './merchant-data';
import { MerchantNotFound } from './startup-retries';
import { watchBuildId, watchChunkErrors } from './reload-guard';
import { registerServiceWorker } from './service-worker';
import { startOfflineNotice } from '../offline/offline-notice';
import { BRAND_KEY } from './brand-key';
import { takeEarly } from './early-start';
import { preloadFirstBanner, preloadProductImage } from './preload-images';
import { yieldToBrowser } from '../platform/yield';
import { retireFirstView, retireFirstViewWhenShown } from './first-view';

const VERSION_KEY = 'storefront:app-version';
/** Telegram's "add to home screen" was offered (or the app found there): never offered again, whatever is cleared. */
const HOME_SCREEN_KEY = 'storefront:tg-home-screen';
const NOT_AVAILABLE_PATH = '/merchantNotAvailable';

/** Keys that survive a logout (spec §4: merchant and bot init data are kept). */
const KEPT_ON_LOGOUT = [VERSION_KEY, BRAND_KEY, HOME_SCREEN_KEY];

async function clearCaches() {
  try {
    for (const key of await caches.keys()) await caches.delete(key);
  } catch { /* no Cache Storage */ }
}

/** Local and demo hosts switch brand by ?vendor=; a real brand lives on its own domain. */
function switchBrand(brand: Brand) {
  const host = window.location.hostname;
  const sub = brand.domainUrl ? new URL(brand.domainUrl).hostname.split('.')[0] : null;
  if (sub && (host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost') || host.startsWith('demo.'))) {
    const url = host.endsWith('.localhost') ? `${window.location.protocol}//${sub}.localhost:${window.location.port}/` : `/?vendor=${sub}`;
    window.location.assign(url);
  } else if (brand.domainUrl) {
    window.location.assign(brand.domainUrl);
  }
}

/** Renders the shell's own part of the page; `nextI18n` replaces the instance once the language is chosen. */
type Render = (state: ShellState, nextI18n?: I18n) => void;

/**
 * Starts the storefront; anything that stops it shows the error page with its reload button, in
 * the customer's language, and leaves the session (token, profile, basket) as it was.
 */
export async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('shell')!);
  let i18n = createI18n('uz');
  const render: Render = (state, nextI18n) => {
    if (nextI18n) i18n = nextI18n;
    // The server's first view previews a shop that is there: an error or a closed shop is shown at once.
    if (state.status === 'failed' || state.status === 'unavailable') retireFirstView();
    const view = <ShellView state={state} i18n={i18n} />;
    // The loading, error and unavailable pages show at once. The ready shell (header, footer,
    // notices) renders as a transition, in slices that leave the browser free between them; the
    // remotes do not wait for it, their slots are in the page's HTML.
    if (state.status === 'ready') startTransition(() => root.render(view));
    else flushSync(() => root.render(view));
  };
  try {
    await start(render);
  } catch (error) {
    console.error('the storefront could not start', error);
    render({ status: 'failed' });
  }
}

async function start(render: Render): Promise<void> {
  const prefix = prefixRedirect(window.location.pathname);
  if (prefix) {
    writeCookie(prefix.cookie, prefix.value);
    window.history.replaceState(null, '', prefix.to + window.location.search);
  }

  const version = versionAction(storage.get(VERSION_KEY));
  if (version === 'reset') {
    storage.clear([BRAND_KEY, HOME_SCREEN_KEY]);
    await clearCaches();
    storage.set(VERSION_KEY, APP_VERSION);
    window.location.reload();
    return;
  }
  if (version === 'first-visit') storage.set(VERSION_KEY, APP_VERSION);

  watchChunkErrors();
  // Until the settings say which languages the shop speaks, pages speak the customer's last choice.
  // The API answers its descriptions in this language too (the client's Accept-Language).
  let currentLanguage: Language = languageBeforeSettings(storage.get(STORAGE_KEYS.language), readCookie(COOKIES.lang));
  render({ status: 'loading' }, createI18n(currentLanguage));

  const unavailable = (detail?: string) => {
    storage.clear([VERSION_KEY]);
    clearCookies();
    window.history.replaceState(null, '', NOT_AVAILABLE_PATH);
    render({ status: 'unavailable', detail });
  };

  const { remotes, config } = await loadRuntimeConfig();
  preloadRouteOwner(remotes, window.location.pathname);
  const { brand } = resolveBrand({ hostname: window.location.hostname, search: window.location.search, stored: storage.get(BRAND_KEY) });
  if (!brand) {
    console.error(`no brand for host ${window.location.hostname}`);
    return unavailable();
  }

  const webApp = await findTelegramWebApp(config.telegramScriptUrl);
  // ready() and expand() as early as possible: Telegram shows its own loader until ready().
  const telegram = webApp ? integrateTelegram(webApp, { goBack: () => goBack(navigateToUrl), openSettings: () => navigateToUrl(appLink('/profile')) }) : null;
  // A deep link (Telegram's start_param, ?startapp=, a table's QR code), read once: the page opens
  // what it names before any screen starts, and Back there leads to the screen's parent.
  const link = startLink(webApp, window.location);
  const linkTarget = link ? deepLinkTarget(link, window.location) : null;
  if (linkTarget) {
    window.history.replaceState(null, '', linkTarget);
    preloadRouteOwner(remotes, window.location.pathname);
  }
  markFirstEntry();
  // The shell's router started with the loading page, on the address before the link; a replaced
  // state is no navigation to it (single-spa, not started yet, says nothing): told as a popstate.
  if (linkTarget) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  const bus = createBus();
  if (webApp) {
    wireHaptics(webApp, bus);
    offerHomeScreenAfterOrder(webApp, bus, storage, HOME_SCREEN_KEY);
  }
  const store = createSessionStore(bus, brand);
  // A table's QR code (?table=&branch=, or a `t_` link): the guest sits there for this visit.
  const table = link?.kind === 'table' ? { tableId: link.tableId, branchId: link.branchId } : tableFromSearch(window.location.search);
  if (table) bus.emit('table/selected', { table: { ...table, since: Date.now() } });
  let merchantId: number | null = null;
  const api = createApiClient({
    baseUrl: config.apiBase,
    getMerchant: () => merchantId,
    getToken: () => store.getState().token,
    getLanguage: () => currentLanguage,
    onUnauthorized: () => bus.emit('auth/logged-out', {}),
    onError: (error) => bus.emit('notify', { kind: 'error', message: error.message }),
  });

  let data;
  const overallType = webApp ? 'TG' : 'WEB';
  try {
    data = await loadMerchantData(api, brand, overallType, (id) => {
      merchantId = id;
      writeCookie(COOKIES.merchant, String(id));
    }, {
      start: takeEarly(startUrl(config.apiBase, brand)),
      // Asked by sub-domain: the same brand's start names the same merchant.
      overall: () => takeEarly(overallBySubUrl(config.apiBase, brand, overallType)),
    }, { menuAtOnce: needsMenu(window.location.pathname) });
  } catch (error) {
    console.error(`brand ${brand} could not be loaded`, error);
    // Only the API saying so makes a shop unavailable; any other failure keeps the session for a reload.
    if (error instanceof MerchantNotFound) return unavailable(error.message);
    throw error;
  }
  storage.set(BRAND_KEY, brand);
  // At a table the guest is at its branch: its menu shows, and the checkout orders there (docs/venue.md).
  if (table && store.getState().nearestBranch?.id !== table.branchId) {
    void api.call(routes.branch, { params: { id: table.branchId }, quiet: true })
      .then(({ data: branch }) => { if (branch) bus.emit('branch/nearest-changed', { branch }); });
  }
  if (window.location.pathname === NOT_AVAILABLE_PATH) window.history.replaceState(null, '', '/');
  preloadFirstBanner(window.location.pathname, data.banners, config.mediaBase);
  // A product page's image, named by the menu: asked for while the catalogue's code still loads.
  const openedAt = window.location.pathname;
  data.overall$.pipe(first((overall): overall is Overall => overall !== null)).subscribe((overall) => preloadProductImage(openedAt, overall.products, config.mediaBase));

  const theme = themeFromSettings(data.settings);
  applyTheme({ ...theme, favicon: theme.favicon ? imageUrl(config.mediaBase, theme.favicon, { width: 64, height: 64 }) : null });

  const languageLocked = config.forcedRussianBrands.includes(brand);
  const language = chooseLanguage({
    brand, settings: data.settings, stored: storage.get(STORAGE_KEYS.language), cookie: readCookie(COOKIES.lang),
    telegramInitData: webApp?.initData, forcedRussianBrands: config.forcedRussianBrands,
  });
  currentLanguage = language;
  const i18n = createI18n(language);
  document.documentElement.lang = language === 'eng' ? 'en' : language;

  telegram?.applyTheme();
  telegram?.applyMerchantColours(theme.mainColor);

  wireLoginAndLogout(bus, data, KEPT_ON_LOGOUT);
  const live = startLive({
    apiBase: config.apiBase, getMerchant: () => merchantId, api, bus, store, data, t: i18n.t.bind(i18n), language: () => i18n.language as Language,
  });

  const mainButton = webApp ? createMainButton(webApp, { color: theme.mainColor, textColor: theme.mainTextColor }) : undefined;
  const props: RemoteMountProps = {
    bus, store, api, i18n, data, settings: data.settings,
    urls: { apiBase: config.apiBase, mediaBase: config.mediaBase, tileUrl: config.tileUrl, tileAttribution: config.tileAttribution,
      ...(config.yandexMapsUrl ? { yandexMapsUrl: config.yandexMapsUrl } : {}),
      ...(config.cardProviderUrl ? { cardProviderUrl: config.cardProviderUrl } : {}) },
    telegram: {
      active: Boolean(webApp),
      colorScheme: webApp?.colorScheme ?? null,
      sharePhone: webApp && canSharePhone(webApp) ? createPhoneSharing(webApp, api, bus) : phoneSharingUnavailable,
      canSharePhone: Boolean(webApp && canSharePhone(webApp)),
      ...(mainButton ? { mainButton } : {}),
      ...(webApp?.openLink && supports(webApp, BOT_API.openLink) ? { openLink: (url: string) => webApp.openLink!(url) } : {}),
      locate: createLocate(webApp),
    },
    live,
  };

  const onLanguage = (next: Language) => {
    storage.set(STORAGE_KEYS.language, next);
    currentLanguage = next;
    void i18n.changeLanguage(next);
    document.documentElement.lang = next === 'eng' ? 'en' : next;
    bus.emit('language/changed', { language: next });
  };

  // The shell's own part (the header) renders first and the route's remote starts in the next task:
  // two short tasks rather than one long one, and the header is in place before the screen below
  // it draws (its code, fetched while the data loaded, could otherwise draw first and be pushed
  // down by the header: a layout shift).
  render({
    status: 'ready', props, languageLocked, brands: data.brands, onLanguage, onBrand: switchBrand,
    onRoute: (pathname) => {
      telegram?.onRoute(pathname);
      if (pathname !== openedAt) retireFirstView();
      // Opened on a screen without the menu, the customer moves to one with it before the delayed
      // refresh has asked: asked for now.
      if (needsMenu(pathname)) void data.loadMenu();
    },
  }, i18n);
  await yieldToBrowser();
  startRemotes(remotes, props);
  retireFirstViewWhenShown();
  // Without a network: a notice above the screens, in the page's language (issue 34).
  startOfflineNotice(() => i18n.t('offline.notice'), (listener) => { i18n.on('languageChanged', listener); });

  if (webApp) await logInWithTelegram(webApp, api, bus);

  const schedule = startupSchedule(Boolean(store.getState().token));
  // Spec §4's delayed refresh; on a screen opened without the menu, its first load (the screen has
  // had the network to itself until then).
  setTimeout(() => void data.refreshOverall(), schedule.menuRefreshMs);
  const user = store.getState().user;
  if (schedule.activeOrdersMs !== null && user && !webApp) {
    setTimeout(() => void data.loadActiveOrders(user.id), schedule.activeOrdersMs);
  }
  watchBuildId(config.buildCheckIntervalMs);
  // A first visit's menu came before the worker: asked again through it, for offline (issue 34).
  registerServiceWorker(config.serviceWorker, () => i18n.language, () => void data.refreshOverall());
}
