// The first view: the top of a screen rendered by the shell's page server into the page itself,
// from the start's data, so it is painted with the page rather than once ~150 KB of code has
// arrived and run (docs/performance.md, "The first view in the page"). Each part is rendered by
// the code that draws it in the browser (the shell its header, the route's remote its screen's
// top), with the same components, so the page's own render later replaces it without a jump.
// This file is the remotes' side of it, their API: what a part is given (FirstViewInput), what it
// gives back (FirstViewPart), what its module exports (FirstViewModule) and the helpers to draw it.
// The parties, the flow, the names and the version rule: shell/src/first-view/README.md.
// Node only: imported by each remote's src/first-view.tsx (and the shell's page server,
// shell/src/first-view/page-server.tsx), which the build bundles into dist/first-view.mjs
// (tooling/webpack/first-view-plugin.mjs); never part of a browser bundle.
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- Node only (the page server): no container shares it
import { StaticRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import type { Language, Overall } from '@storefront/contracts';
import {
  emptySession, mirroredBasketLines, type BasketLine, type MerchantData, type MirroredLine, type RemoteMountProps,
  type RuntimeUrls, type SessionStore,
} from '@storefront/runtime';
import { MountPropsContext } from './context';
import { I18nScopeProvider } from './i18n';
import type { Translations } from './translations';

/**
 * What the page server hands every part. Bumped when a field changes meaning: a part built for
 * another version is not asked (the page is then served without a first view, never a wrong one).
 */
export const FIRST_VIEW_VERSION = 1;

export interface FirstViewInput {
  version: typeof FIRST_VIEW_VERSION;
  /** The page's path, e.g. `/`. */
  pathname: string;
  brand: string;
  language: Language;
  /** The start's answer, as the browser gets it (merchant, settings, brands, stories, banners...). */
  data: Pick<MerchantData, 'merchant' | 'settings' | 'cities' | 'about' | 'brands' | 'stories' | 'banners'>;
  /** The shell's addresses; the map's (tiles, Yandex) since the maps' part (an older shell sends none: no map view). */
  urls: Pick<RuntimeUrls, 'apiBase' | 'mediaBase' | 'tileUrl' | 'tileAttribution' | 'yandexMapsUrl'>;
  /**
   * The menu overall (WEB) as the API answers it, for a part that draws from it (a product page);
   * null when it did not come in time. Asked for only by a part that calls it.
   */
  loadOverall(): Promise<Overall | null>;
  /**
   * The customer's basket as its mirror cookie tells it (contracts' basket-mirror; [] without one):
   * the page's guard drops the view when the stored basket is another. Absent from an older shell.
   */
  basket?: readonly MirroredLine[];
  /**
   * Whether the request carries the session's token cookie: false for a guest, whom a screen that
   * needs a login sends to the login. Absent from an older shell (read as not known).
   */
  loggedIn?: boolean;
}

/** One part of the first view; null when the part draws nothing of this page before its code runs. */
export interface FirstViewPart {
  html: string;
  /** The part's own styles, as its code injects them in the browser. */
  css: string;
  /**
   * A selector the page's own render matches once it shows what this part previews: the shell
   * takes the first view away then (shell/src/first-view/retire.ts).
   */
  readySelector: string;
  /**
   * The route table's path the browser will show instead of the page's own, when the part knows
   * it will be sent on (a guest on a screen that needs a login sees `/login`): the page server
   * draws that route's layout and the view is taken away once that route shows the same.
   */
  shownPath?: string;
  /**
   * Drawn for a guest (`loggedIn` false): the page's guard drops it when the browser's storage
   * holds a login the cookie did not tell (the token cookie of another brand, or an expired one).
   */
  forGuest?: true;
}

/** A remote's `dist/first-view.mjs`. */
export interface FirstViewModule {
  version: number;
  /** The route table's paths (APP_ROUTES) it draws: the page server fetches nothing for any other. */
  paths: readonly string[];
  renderFirstView(input: FirstViewInput): FirstViewPart | null | Promise<FirstViewPart | null>;
}

/**
 * The session as far as the server sees it: the basket's lines (from its mirror), nothing else of
 * the customer's storage (their login, address, table).
 */
function firstVisitStore(brand: string, lines: BasketLine[]): SessionStore {
  const empty = emptySession(brand);
  const state = { ...empty, draft: { ...empty.draft, lines } };
  const state$ = new BehaviorSubject(state);
  return { state$, getState: () => state } as unknown as SessionStore;
}

/** An i18next instance holding one namespace in one language, ready at once. */
export function firstViewI18n(language: Language, namespace: string, translations: Translations): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language, fallbackLng: 'uz', ns: [namespace], defaultNS: namespace,
    resources: { [language]: { [namespace]: translations[language] }, uz: { [namespace]: translations.uz } },
    interpolation: { escapeValue: false }, initAsync: false, returnNull: false, react: { useSuspense: false },
  });
  return instance;
}

/** What a part may add to the first visit's props: the basket's lines named from the menu, the menu itself. */
export interface PartData {
  lines?: BasketLine[];
  overall?: Overall;
}

/**
 * The mount props a part's components read, as far as the server knows them. The basket's lines are
 * the mirror's, unnamed unless the part names them (`lines`); no menu unless the part gives it.
 */
export function firstViewProps(input: FirstViewInput, i18n: I18n, { lines, overall }: PartData = {}): RemoteMountProps {
  return {
    store: firstVisitStore(input.brand, lines ?? mirroredBasketLines(input.basket ?? []) ?? []),
    i18n,
    data: { ...input.data, overall$: new BehaviorSubject(overall ?? null), activeOrders$: new BehaviorSubject([]) },
    settings: input.data.settings,
    urls: { tileUrl: '', tileAttribution: '', ...input.urls },
    telegram: { active: false, colorScheme: null },
  } as unknown as RemoteMountProps;
}

/** Renders a remote's part with the context its components read in the browser (createRemoteApp's). */
export function renderRemotePart(node: ReactNode, { input, namespace, translations, ...data }: {
  input: FirstViewInput; namespace: string; translations: Translations;
} & PartData): string {
  const i18n = firstViewI18n(input.language, namespace, translations);
  return renderWithProps(node, firstViewProps(input, i18n, data), namespace, input.pathname);
}

/** `location`: the page's path, which the part's routes and links read as they would in the browser. */
export function renderWithProps(node: ReactNode, props: RemoteMountProps, namespace: string, location: string): string {
  // Static markup, without React's hydration markers: the view is never hydrated, the page's own
  // render replaces it (shell/src/first-view/retire.ts).
  const html = renderToStaticMarkup(
    <MountPropsContext.Provider value={props}>
      <I18nScopeProvider i18n={props.i18n} namespace={namespace}>
        <StaticRouter location={location}>{node}</StaticRouter>
      </I18nScopeProvider>
    </MountPropsContext.Provider>,
  );
  // The test ids stay with the page's own render: for the moment both are in the page, a test (or
  // a tool) looking for the merchant's name finds the live one, not its picture. React also writes a
  // `<link rel="preload" as="image">` before the markup for each image it draws eagerly, hints meant
  // for a streamed document's head: in a piece of the body they only repeat the images right after
  // them (the page's own hints are the first script's), so they are left out.
  // react-router marks each link `data-discover` for its framework's lazy route discovery, which
  // this storefront does not use: nothing reads it in a picture of the page.
  return html.replace(/ data-testid="[^"]*"/g, '').replace(/ data-discover="true"/g, '').replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
}

/**
 * The first-view module of a remote that draws one screen's top, the same whatever the customer
 * (a heading and its box): `export const { version, paths, renderFirstView } = screenTopFirstView(...)`.
 */
export function screenTopFirstView({ path, namespace, translations, css, readySelector, render }: {
  path: string;
  namespace: string;
  translations: Translations;
  css: string;
  readySelector: string;
  render(): ReactNode;
}): FirstViewModule {
  return {
    version: FIRST_VIEW_VERSION,
    paths: [path],
    renderFirstView: (input) => (input.pathname === path
      ? { html: renderRemotePart(render(), { input, namespace, translations }), css, readySelector }
      : null),
  };
}
