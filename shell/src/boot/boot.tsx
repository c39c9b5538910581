import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { first } from 'rxjs';
import { APP_VERSION, COOKIES, STORAGE_KEYS, routes, type Brand, type Language, type Overall } from '@storefront/contracts';
import { createApiClient, createBus, type ApiClient, type Bus, type SessionStore } from '@storefront/runtime';
import { chooseLanguage, imageUrl, needsMenu, overallBySubUrl, resolveBrand, startUrl, tableFromSearch, themeFromSettings } from '@storefront/contracts/rules';
import { clearCookies, readCookie, writeCookie } from '../platform/cookies';
import { local as storage } from '@storefront/ui';
import { createSessionStore } from '../session/store';
import { startLive } from '../live';
import { keepTokenCookie, wireLoginAndLogout } from '../session/auth';
import { createI18n } from '../i18n';
import { applyTheme } from '../theme';
import { logInWithTelegram } from '../telegram/login';
import { wireHaptics } from '../telegram/haptics';
import { offerHomeScreenAfterOrder } from '../telegram/home-screen';
import { preloadRouteOwner, startRemotes } from '../remotes/register';
import { loadRuntimeConfig } from '../runtime-config';
import { ShellView, type ShellState } from '../view/ShellView';
import type { i18n as I18n } from 'i18next';
import { languageBeforeSettings, prefixRedirect, versionAction } from './decisions';
import { loadMerchantData, type LoadedMerchantData } from './merchant-data';
import { MerchantNotFound } from './startup-retries';
import { watchChunkErrors } from './reload-guard';
import { startOfflineNotice } from '../offline/offline-notice';
import { BRAND_KEY } from './brand-key';
import { takeEarly } from '../first-view/early-answers';
import { preloadFirstBanner, preloadProductImage } from './preload-images';
import { yieldToBrowser } from '../platform/yield';
import { retireFirstView, retireFirstViewOn, retireFirstViewWhenShown } from '../first-view/retire';
import { createMountProps } from './mount-props';
import { openTelegram } from './telegram-start';
import { scheduleAfterStart } from './after-start';

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
    // The error and unavailable pages show at once. The loading line and the ready shell (header,
    // footer, notices) render as transitions, in a task of their own and in slices that leave the
    // browser free between them, rather than inside the task that evaluated the shell's code; the
    // remotes do not wait for them, their slots are in the page's HTML.
    if (state.status === 'ready' || state.status === 'loading') startTransition(() => root.render(view));
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
  followPrefixRedirect();
  if (await resetOnNewVersion()) return;

  watchChunkErrors();
  // Until the settings say which languages the shop speaks, pages speak the customer's last choice.
  // The API answers its descriptions in this language too (the client's Accept-Language).
  let currentLanguage: Language = languageBeforeSettings(storage.get(STORAGE_KEYS.language), readCookie(COOKIES.lang));
  render({ status: 'loading' }, createI18n(currentLanguage));
  const unavailable = (detail?: string) => showUnavailable(render, detail);

  const { remotes, config } = await loadRuntimeConfig();
  preloadRouteOwner(remotes, window.location.pathname);
  const { brand } = resolveBrand({ hostname: window.location.hostname, search: window.location.search, stored: storage.get(BRAND_KEY) });
  if (!brand) {
    console.error(`no brand for host ${window.location.hostname}`);
    return unavailable();
  }

  const { webApp, telegram, link } = await openTelegram(remotes, config.telegramScriptUrl);
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

  const data = await loadMerchant(api, brand, webApp ? 'TG' : 'WEB', config.apiBase, (id) => { merchantId = id; });
  if (data instanceof MerchantNotFound) return unavailable(data.message);
  // Checking the start against its schema was this task's work; what follows gets its own.
  await yieldToBrowser();
  storage.set(BRAND_KEY, brand);
  if (table) followTableBranch(table.branchId, { api, bus, store });
  if (window.location.pathname === NOT_AVAILABLE_PATH) window.history.replaceState(null, '', '/');
  preloadFirstImages(data, config.mediaBase);
  const theme = applyMerchantTheme(data, config.mediaBase);

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
  keepTokenCookie(store.getState().token);
  const live = startLive({
    apiBase: config.apiBase, getMerchant: () => merchantId, api, bus, store, data, t: i18n.t.bind(i18n), language: () => i18n.language as Language,
  });
  const props = createMountProps({ bus, store, api, i18n, data, config, webApp, theme, live });
  await yieldToBrowser();

  const onLanguage = (next: Language) => {
    storage.set(STORAGE_KEYS.language, next);
    currentLanguage = next;
    switchLanguage(next, i18n, bus);
  };

  // The shell's own part (the header) renders first and the route's remote starts in the next task:
  // two short tasks rather than one long one, and the header is in place before the screen below
  // it draws (its code, fetched while the data loaded, could otherwise draw first and be pushed
  // down by the header: a layout shift).
  render({
    status: 'ready', props, languageLocked, brands: data.brands, onLanguage, onBrand: switchBrand,
    onRoute: (pathname) => {
      telegram?.onRoute(pathname);
      retireFirstViewOn(pathname);
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
  scheduleAfterStart({ store, data, webApp, config, language: () => i18n.language });
}

/** An address with a language or branch prefix: the prefix goes to its cookie, the page to its path. */
function followPrefixRedirect() {
  const prefix = prefixRedirect(window.location.pathname);
  if (prefix) {
    writeCookie(prefix.cookie, prefix.value);
    window.history.replaceState(null, '', prefix.to + window.location.search);
  }
}

/** A new app version starts clean (the brand and the home-screen offer kept): true while the page reloads. */
async function resetOnNewVersion(): Promise<boolean> {
  const version = versionAction(storage.get(VERSION_KEY));
  if (version === 'reset') {
    storage.clear([BRAND_KEY, HOME_SCREEN_KEY]);
    await clearCaches();
    storage.set(VERSION_KEY, APP_VERSION);
    window.location.reload();
    return true;
  }
  if (version === 'first-visit') storage.set(VERSION_KEY, APP_VERSION);
  return false;
}

/** The shop is not there: nothing of it is kept, and the page says so on its own address. */
function showUnavailable(render: Render, detail?: string) {
  storage.clear([VERSION_KEY]);
  clearCookies();
  window.history.replaceState(null, '', NOT_AVAILABLE_PATH);
  render({ status: 'unavailable', detail });
}

/** The brand's merchant data, or the API's word that it has no such shop. */
async function loadMerchant(
  api: ApiClient, brand: string, overallType: 'WEB' | 'TG', apiBase: string, onMerchant: (id: number) => void,
): Promise<LoadedMerchantData | MerchantNotFound> {
  try {
    return await loadMerchantData(api, brand, overallType, (id) => {
      onMerchant(id);
      writeCookie(COOKIES.merchant, String(id));
    }, {
      start: takeEarly(startUrl(apiBase, brand)),
      // Asked by sub-domain: the same brand's start names the same merchant.
      overall: () => takeEarly(overallBySubUrl(apiBase, brand, overallType)),
    }, { menuAtOnce: needsMenu(window.location.pathname) });
  } catch (error) {
    console.error(`brand ${brand} could not be loaded`, error);
    // Only the API saying so makes a shop unavailable; any other failure keeps the session for a reload.
    if (error instanceof MerchantNotFound) return error;
    throw error;
  }
}

/** At a table the guest is at its branch: its menu shows, and the checkout orders there (docs/booking.md). */
function followTableBranch(branchId: number, { api, bus, store }: { api: ApiClient; bus: Bus; store: SessionStore }) {
  if (store.getState().nearestBranch?.id === branchId) return;
  void api.call(routes.branch, { params: { id: branchId }, quiet: true })
    .then(({ data: branch }) => { if (branch) bus.emit('branch/nearest-changed', { branch }); });
}

/** Asks for the first screen's images early. */
function preloadFirstImages(data: LoadedMerchantData, mediaBase: string): void {
  preloadFirstBanner(window.location.pathname, data.banners, mediaBase);
  // A product page's image, named by the menu: asked for while the catalogue's code still loads.
  const openedAt = window.location.pathname;
  data.overall$.pipe(first((overall): overall is Overall => overall !== null)).subscribe((overall) => preloadProductImage(openedAt, overall.products, mediaBase));
}

/** The merchant's colours and favicon on the page. */
function applyMerchantTheme(data: LoadedMerchantData, mediaBase: string) {
  const theme = themeFromSettings(data.settings);
  applyTheme({ ...theme, favicon: theme.favicon ? imageUrl(mediaBase, theme.favicon, { width: 64, height: 64 }) : null });
  return theme;
}

/** The customer's choice of language: the translations, the page's `lang` and the remotes follow. */
function switchLanguage(next: Language, i18n: I18n, bus: Bus) {
  void i18n.changeLanguage(next);
  document.documentElement.lang = next === 'eng' ? 'en' : next;
  bus.emit('language/changed', { language: next });
}
