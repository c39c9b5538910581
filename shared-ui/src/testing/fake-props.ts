import { BehaviorSubject, Subject } from 'rxjs';
import i18next, { type i18n as I18n } from 'i18next';
import type {
  ChatMessage, Language, Merchant, MerchantWebSettings, Notification, Order, OrderEvent, Overall, User,
} from '@storefront/contracts';
import {
  createBus, emptySession, reduceSession, type Bus, type BusEvent, type BusEventType, type BusEvents, type LiveEvents,
  type MerchantData, type RemoteMountProps, type RuntimeUrls, type SessionState, type SessionStore,
  type TelegramContext,
} from '@storefront/runtime';
import { createFakeApi, type ApiHandlers, type FakeApi } from './fake-api';

/** A merchant with every feature of the storefront switched on (each remote's screens are served). */
export const DEMO_SETTINGS: MerchantWebSettings = {
  merchantId: 1, brand: 'Demo', logo: null, favicon: null, domain: 'demo.lamenu.uz', title: 'Demo',
  mainColor: '#e53935', mainColorType: 'light', mainLanguage: 'RU', isDark: false,
  uzLangActive: true, ruLangActive: true, engLangActive: true,
  bannersActive: true, storiesActive: true, deliveryActive: true, pickupActive: true, dineInActive: true, branchesActive: true,
  vacanciesActive: true, privacyActive: true, aboutMerchantActive: true, termsOfUseActive: true, notificationsActive: true,
  balanceActive: true, cartInMainActive: true, bookingActive: true, cashActive: true, terminalActive: true, paymeActive: true,
  clickActive: true, uzumActive: true, cardActive: true, receiverActive: true, groupView: true, categoryView: true,
  cartPageActive: true, chatActive: true, cashbackActive: true, cashbackPercent: 5, promoActive: true, favouriteActive: true,
  cancelOrderActive: true, isVisibleAtProfileTop: true, isNavigationViewEnabled: true, multiTabNavigationEnabled: false,
  amoCRMActive: false, yandexMetricsEnabled: false, mapType: 'LEAFLET', basketPosition: 'NAVIGATION_BAR', modificationViewType: 'FULL_IMAGE',
  phone: '+998 71 200 00 00', phoneActive: true, contacts: [],
};

export const DEMO_MERCHANT: Merchant = { id: 1, name: 'Demo', sub: 'demo', isActive: true, deleted: false, mainCityId: 1 };

/** A logged-in customer; `loggedIn()` puts one in the session. */
export const DEMO_USER: User = {
  id: 7, merchantId: 1, phone: '998901234567', firstName: 'Aziza', lastName: 'Karimova', isActive: true, cashback: 12_000,
};

/** The session of a logged-in customer (DEMO_USER unless given), for `session`. */
export const loggedIn = (user: User = DEMO_USER): Partial<SessionState> => ({ token: 'test-token', user });

export interface FakeMountPropsOptions {
  /** The interface language; Russian (the spec's default) unless given. */
  language?: Language;
  /** The session the shell restored, over an empty one of brand 'demo'. */
  session?: Partial<SessionState>;
  /** The API's answers by route name (see `apiError` for a refusal). */
  api?: ApiHandlers;
  /** Merchant settings over DEMO_SETTINGS (every feature on). */
  settings?: Partial<MerchantWebSettings>;
  /** Merchant data over the demo merchant's: cities, about, brands, stories, banners. */
  merchant?: Partial<Omit<MerchantData, 'settings' | 'overall$' | 'activeOrders$'>>;
  /** The menu overall as `data.overall$` starts (null: not loaded yet). */
  overall?: Overall | null;
  /** The customer's active orders as `data.activeOrders$` starts. */
  activeOrders?: Order[];
  /** Telegram's part; outside Telegram (inactive) unless given. */
  telegram?: Partial<TelegramContext>;
  urls?: Partial<RuntimeUrls>;
  /** The live stream's state as it starts; `false`: a shell without one (screens poll). 'live' unless given. */
  live?: 'live' | 'down' | false;
}

/** The live stream's subjects: push what the shell's stream would bring. */
export interface FakeLive {
  state$: BehaviorSubject<'live' | 'down'>;
  orders$: Subject<OrderEvent>;
  resync$: Subject<void>;
  notifications$: Subject<Notification>;
  unreadNotifications$: BehaviorSubject<number>;
  chat$: Subject<ChatMessage>;
}

export interface FakeMountProps {
  /** What single-spa hands the remote. */
  props: RemoteMountProps;
  api: FakeApi;
  bus: Bus;
  /** Every bus event, in order (the remote's and the test's). */
  events: BusEvent[];
  /** The payloads of one event type emitted so far. */
  emitted<K extends BusEventType>(type: K): BusEvents[K][];
  store: SessionStore;
  i18n: I18n;
  data: { overall$: BehaviorSubject<Overall | null>; activeOrders$: BehaviorSubject<Order[]> };
  live: FakeLive | null;
  /** Ends the store's subscription to the bus. */
  dispose(): void;
}

/** The shell's one i18next instance as its boot makes it; each remote adds its namespace when mounted. */
function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'uz',
    supportedLngs: ['uz', 'ru', 'eng'],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { uz: { shell: {} }, ru: { shell: {} }, eng: { shell: {} } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * The props the shell mounts a remote with, made of the real parts where they are pure (the
 * contracts' bus, a session store over the contracts' reducer, an i18next instance) and fakes
 * where the shell would reach out (the API, Telegram, the live stream).
 */
export function fakeMountProps(options: FakeMountPropsOptions = {}): FakeMountProps {
  const bus = createBus();
  const events: BusEvent[] = [];
  const state$ = new BehaviorSubject<SessionState>({ ...emptySession('demo'), ...options.session });
  // The shell's store: the contracts' reducer applied to every event (without the shell's persistence).
  const subscription = bus.events$.subscribe((event) => {
    events.push(event);
    const next = reduceSession(state$.value, event);
    if (next !== state$.value) state$.next(next);
  });
  const store: SessionStore = { state$: state$.asObservable(), getState: () => state$.value };
  const i18n = createI18n(options.language ?? 'ru');
  const api = createFakeApi(options.api ?? {}, {
    language: () => i18n.language as Language,
    token: () => state$.value.token,
    onError: (error) => bus.emit('notify', { kind: 'error', message: error.message }),
    onUnauthorized: () => bus.emit('auth/logged-out', {}),
  });
  const settings = { ...DEMO_SETTINGS, ...options.settings };
  const data = {
    overall$: new BehaviorSubject<Overall | null>(options.overall ?? null),
    activeOrders$: new BehaviorSubject<Order[]>(options.activeOrders ?? []),
  };
  const merchantData: MerchantData = {
    merchant: DEMO_MERCHANT, cities: [], about: null, brands: [], stories: [], banners: [], ...options.merchant, settings, ...data,
  };
  const live: FakeLive | null = options.live === false ? null : {
    state$: new BehaviorSubject<'live' | 'down'>(options.live ?? 'live'),
    orders$: new Subject<OrderEvent>(),
    resync$: new Subject<void>(),
    notifications$: new Subject<Notification>(),
    unreadNotifications$: new BehaviorSubject(0),
    chat$: new Subject<ChatMessage>(),
  };
  const telegram: TelegramContext = {
    active: false, colorScheme: null, sharePhone: async () => ({ status: 'unavailable' }), ...options.telegram,
  };
  const props: RemoteMountProps = {
    bus, store, api: api.client, i18n, data: merchantData, settings, telegram,
    urls: { apiBase: 'http://api.test', mediaBase: 'http://media.test', ...options.urls },
    ...(live ? { live: live satisfies LiveEvents } : {}),
  };
  return {
    props, api, bus, events, store, i18n, data, live,
    emitted: (type) => events.filter((event) => event.type === type).map((event) => event.payload) as never,
    dispose: () => subscription.unsubscribe(),
  };
}
