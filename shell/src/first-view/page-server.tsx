// The page server's half of the first view (shared-ui/src/first-view.tsx): given the shell's page
// and a request, the page with the top of its screen already in it, or null to serve the page as it
// is. Runs in Node inside the shell's server (scripts/serve-static.mjs), bundled by the build into
// dist/first-view.mjs. The shell renders its header here with the components the browser uses; the
// route's remote renders its screen's top with its own dist/first-view.mjs (loadPart).
//
// Only where the server sees what the browser will show: the brand named by the host or ?vendor
// (not a stored one), the language of a first visit (the `lang` cookie, else the merchant's; the
// page's guard, guard.ts, drops the view when the customer's stored choice differs),
// the basket its mirror cookie tells (the guard drops the view when the stored basket differs), a
// guest by the absence of the token cookie (the guard drops a guest's view when the storage holds a
// login), not inside Telegram (the guard again). The page's scripts wait for the view's largest image
// (held-code.ts), and the shell takes the view away once its own render shows the same
// (retire.ts). The parties and the names they share: README.md in this folder.
import { COOKIES, StartData, routeOn, type Language, type Overall } from '@storefront/contracts';
import { basketMirrorCookie, decodeBasketMirror } from '@storefront/runtime';
import { chooseLanguage, matchAppRoute, overallBySubUrl, resolveBrand, startUrl, themeFromSettings } from '@storefront/contracts/rules';
import { FIRST_VIEW_VERSION, firstViewProps, renderWithProps, type FirstViewInput, type FirstViewModule } from '@storefront/ui/first-view';
import { createI18n } from '../i18n';
import { Header } from '../view/Header';
import { parseShellConfig } from '../runtime-config';
import {
  FIRST_VIEW_BASKET_ATTRIBUTE, FIRST_VIEW_BRAND_ATTRIBUTE, FIRST_VIEW_CLASS, FIRST_VIEW_GUEST_ATTRIBUTE, FIRST_VIEW_ID, FIRST_VIEW_LANGUAGE_ATTRIBUTE,
  FIRST_VIEW_SHOWN_PATH_ATTRIBUTE, FIRST_VIEW_START_ID, LATER_ID,
} from './names';

export { FIRST_VIEW_VERSION as version };

export interface FirstViewRequest {
  /** The shell's index.html as served (the run-time configuration already inlined). */
  page: string;
  /** Path and query of the request, e.g. `/?vendor=demo`. */
  url: string;
  hostname: string;
  /** The page's origin as the browser sees it (`https://demo.lamenu.uz`): addresses are made absolute as the browser makes them. */
  pageOrigin: string;
  cookies: Record<string, string>;
  /** The shell's run-time configuration (config.json). */
  config: Record<string, unknown>;
  /** Where the server itself reaches the API (the address the shell's server passes /api/ to). */
  serverApiBase: string;
  /** A JSON answer, or null when it did not come in time or was not a success. */
  fetchJson(url: string): Promise<unknown>;
  /** A remote's first-view module, or null when it has none or it could not be loaded. */
  loadPart(owner: string): Promise<FirstViewModule | null>;
}

/** `<` escaped, so no value can close the element it is written in. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function renderPage(request: FirstViewRequest): Promise<string | null> {
  const url = new URL(request.url, 'http://page.invalid');
  const route = matchAppRoute(url.pathname)?.route;
  if (!route || route.owner === 'shell') return null;
  // The map's layout is drawn by its screen alone, full height: nothing of it is worth drawing here.
  if (route.layout === 'map') return null;
  // A stored brand would be the browser's to pick; only a brand the address names is the server's.
  const resolved = resolveBrand({ hostname: request.hostname, search: url.search, stored: null });
  if (resolved.source !== 'host' && resolved.source !== 'vendor') return null;
  const brand = resolved.brand;
  // The basket as its mirror tells it; none is an empty one (the guard drops the view if the stored one is not).
  const mirrorText = request.cookies[basketMirrorCookie(brand)] ?? '';
  const basket = decodeBasketMirror(mirrorText);
  if (!basket) return null;

  // The part first (kept for 30 s): a screen it does not draw costs the API nothing.
  const part = await request.loadPart(route.owner);
  if (!part || part.version !== FIRST_VIEW_VERSION || !part.paths?.includes(route.path)) return null;
  const answer = await request.fetchJson(startUrl(request.serverApiBase, brand));
  const parsed = StartData.safeParse(answer);
  if (!parsed.success) return null;
  const start = parsed.data;
  // A screen this merchant switched off shows the shell's notice instead.
  if (!routeOn(route, start.settings)) return null;
  const config = parseShellConfig(request.config, request.pageOrigin);
  const language: Language = chooseLanguage({
    brand, settings: start.settings, stored: null, cookie: request.cookies[COOKIES.lang] ?? null, forcedRussianBrands: config.forcedRussianBrands,
  });
  const urls = { apiBase: config.apiBase, mediaBase: config.mediaBase, tileUrl: config.tileUrl, tileAttribution: config.tileAttribution, yandexMapsUrl: config.yandexMapsUrl };
  const input: FirstViewInput = {
    version: FIRST_VIEW_VERSION, pathname: url.pathname, brand, language,
    data: { merchant: start.merchant, settings: start.settings, cities: start.cities, about: start.about, brands: start.brands, stories: start.stories, banners: start.banners },
    urls,
    basket,
    loggedIn: Boolean(request.cookies[COOKIES.token]),
    // Not parsed again here: a 3,000-product menu is 4.5 MB of JSON, and a part only reads one product.
    loadOverall: async () => {
      const overall = await request.fetchJson(overallBySubUrl(request.serverApiBase, brand, 'WEB'));
      return overall && typeof overall === 'object' && Array.isArray((overall as Overall).products) ? overall as Overall : null;
    },
  };
  const screen = await part.renderFirstView(input);
  if (!screen) return null;
  // A part may show another route of its own (a guest sent to the login): drawn in that route's layout.
  const shown = screen.shownPath ? matchAppRoute(screen.shownPath)?.route : route;
  if (!shown || shown.owner !== route.owner || shown.layout === 'map') return null;

  const i18n = createI18n(language);
  // The shell draws its header on the default and extra layouts only (ShellView).
  const header = shown.layout === 'auth' ? '' : renderWithProps(
    <Header t={i18n.t} merchant={start.merchant} settings={start.settings} mediaBase={urls.mediaBase} pathname={url.pathname}
      language={language} languageLocked={config.forcedRussianBrands.includes(brand)} onLanguage={() => {}} brands={start.brands} onBrand={() => {}} />,
    firstViewProps(input, i18n), 'shell', url.pathname,
  );
  const theme = themeFromSettings(start.settings);
  const style = `:root{--main-color:${theme.mainColor};--main-text-color:${theme.mainTextColor}}\n${screen.css}`;
  return composePage(request.page, {
    language, brand, basket: mirrorText, dark: theme.dark, layout: shown.layout, start: answer, style, forGuest: screen.forGuest === true,
    view: `<div id="${FIRST_VIEW_ID}" inert aria-hidden="true" data-layout="${shown.layout}" data-ready="${attribute(screen.readySelector)}"`
      + `${screen.shownPath ? ` ${FIRST_VIEW_SHOWN_PATH_ATTRIBUTE}="${attribute(screen.shownPath)}"` : ''}>${header}<div class="sf-first-view-content">${screen.html}</div></div>`,
  });
}

/** The page with the view in its body, its styles and the start's answer in its head, and its scripts held back. */
export function composePage(page: string, { language, brand, basket, dark, layout, start, style, view, forGuest = false }: {
  language: Language; brand: string; basket: string; dark: boolean; layout: string; start: unknown; style: string; view: string; forGuest?: boolean;
}): string | null {
  const htmlTag = /<html\b[^>]*>/.exec(page);
  const bodyTag = /<body\b[^>]*>/.exec(page);
  if (!htmlTag || !bodyTag || !page.includes('</head>')) return null;
  // The storefront's code (the shell's entry and the files it preloads) waits in a template for
  // the view's largest image: early-script.ts starts it then (held-code.ts).
  const later: string[] = [];
  let head = page.slice(0, bodyTag.index)
    .replace(/<link rel="preload" as="script"[^>]*>|<script defer="defer"[^>]*><\/script>/g, (tag) => { later.push(tag); return ''; });
  const body = page.slice(bodyTag.index + bodyTag[0].length);
  head = head.replace(htmlTag[0], `<html lang="${language === 'eng' ? 'en' : language}" class="${FIRST_VIEW_CLASS}" ${FIRST_VIEW_LANGUAGE_ATTRIBUTE}="${language}" `
    + `${FIRST_VIEW_BRAND_ATTRIBUTE}="${attribute(brand)}" ${FIRST_VIEW_BASKET_ATTRIBUTE}="${attribute(basket)}"${forGuest ? ` ${FIRST_VIEW_GUEST_ATTRIBUTE}` : ''}`
    + `${dark ? ' data-theme="dark"' : ''}>`);
  head = head.replace('</head>', `<style>${style.replace(/<\/style/gi, '<\\/style')}</style>` +
    `<script type="application/json" id="${FIRST_VIEW_START_ID}">${json(start)}</script>` +
    `<template id="${LATER_ID}">${later.join('')}</template></head>`);
  return `${head}<body data-layout="${attribute(layout)}">${view}${body}`;
}
