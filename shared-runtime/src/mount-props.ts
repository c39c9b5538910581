import type { Observable } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from './api-client';
import type { Bus } from './bus';
import type {
  Banner, Brand, ChatMessage, City, Merchant, MerchantWebSettings, Notification, Order, OrderEvent, Overall, Policy, Story,
} from '@storefront/contracts';
import type { SessionState } from './session-store';

/** Read side of the shell's session store; remotes change it only by emitting bus events. */
export interface SessionStore {
  readonly state$: Observable<SessionState>;
  getState(): SessionState;
}

/** Merchant data the shell loads at start-up and shares, so no remote fetches it again. */
export interface MerchantData {
  merchant: Merchant;
  settings: MerchantWebSettings;
  cities: City[];
  about: Policy | null;
  /** The brand tabs of the header (multiTabNavigationEnabled), else empty. */
  brands: Brand[];
  /** The home page's stories (storiesActive), else empty. */
  stories: Story[];
  /** The home page's banners (bannersActive), else empty. */
  banners: Banner[];
  /** The menu overall (WEB or TG); refreshed after start-up. null until it arrives. */
  overall$: Observable<Overall | null>;
  activeOrders$: Observable<Order[]>;
}

/**
 * How asking Telegram for the customer's phone ended. `bound`: the contact reached the merchant's
 * bot and the phone is on the account (the session already has the new user). `needs-code`: the
 * phone must be confirmed by SMS instead (the contact did not arrive in time, or the phone belongs
 * to a website account: `code` is the API's refusal). `unavailable`: not inside Telegram.
 */
export type SharePhoneOutcome =
  | { status: 'bound' }
  | { status: 'cancelled' }
  | { status: 'needs-code'; code: string }
  | { status: 'unavailable' };

/** A screen's one main action (place the order, go to the checkout) as the host may show it. */
export interface MainAction {
  text: string;
  onClick(): void;
  /** Shown but not pressable (e.g. nothing to order yet). */
  disabled?: boolean;
  /** The action is under way: the host shows a spinner and ignores presses. */
  progress?: boolean;
}

/** The host's own button for a screen's main action: Telegram's MainButton inside the Mini App. */
export interface MainButtonHost {
  /**
   * Shows the action, replacing whatever another screen showed. The answer updates it while it is
   * still the one shown, and hides it (an `update` or `hide` of an action already replaced does
   * nothing, so a screen leaving late never hides the next screen's action).
   */
  show(action: MainAction): { update(action: MainAction): void; hide(): void };
}

/**
 * Where "my location" found the customer. `located`: a position. `denied`: the
 * customer refused it; `openSettings` is there when they refused the merchant's bot in Telegram and
 * Telegram can open its location settings (call it from a tap: Telegram opens them only in answer to
 * one). `unavailable`: the device cannot tell (no location service, no fix in time).
 */
export type LocateOutcome =
  | { status: 'located'; latitude: number; longitude: number }
  | { status: 'denied'; openSettings?: () => void }
  | { status: 'unavailable' };

export interface TelegramContext {
  /** Opened inside Telegram as a Mini App with usable init data. */
  active: boolean;
  colorScheme: 'light' | 'dark' | null;
  /** Telegram's requestContact, then the wait for the contact its bot received. */
  sharePhone(): Promise<SharePhoneOutcome>;
  /**
   * Whether `sharePhone` can work on this client (requestContact is Bot API 6.9): false tells a
   * screen to go straight to the SMS code. Absent from older shells: assume it can.
   */
  canSharePhone?: boolean;
  /**
   * Telegram's MainButton for the screen's main action. Absent outside Telegram
   * and from older shells: the screen's own button is then the action.
   */
  mainButton?: MainButtonHost;
  /**
   * Opens a page outside the Mini App (a payment provider's) with Telegram's openLink, the Mini App
   * staying open where it is. Absent outside Telegram, from older shells and on
   * clients without openLink: the screen then leaves for the page itself.
   */
  openLink?(url: string): void;
  /**
   * "My location": inside the Mini App on a client of Bot API 8.0+, Telegram's
   * LocationManager (the customer allows the merchant's bot once, in Telegram); where it is missing,
   * not granted or refused, the browser's geolocation. `precise` asks the browser for its best fix (a
   * point on a map) rather than a recent rough one (the closest branch). Absent from older shells:
   * the screen then asks the browser itself.
   */
  locate?(options?: { precise?: boolean }): Promise<LocateOutcome>;
}

export interface RuntimeUrls {
  apiBase: string;
  /** Base of the media client (spec §7: a second client uses a media/CDN base). */
  mediaBase: string;
  /**
   * Map tile template (`…/{z}/{x}/{y}.png`) and the attribution its provider asks for, from the
   * shell's run-time config. Optional: an older shell does not send them, and the maps
   * remote then falls back to its own default.
   */
  tileUrl?: string;
  tileAttribution?: string;
  /**
   * Yandex Maps' JavaScript API (v3) when the deployment allows it (its Content-Security-Policy
   * admits the script's origin); unset, the maps remote draws every map with Leaflet, whatever
   * the merchant's mapType. Optional.
   */
  yandexMapsUrl?: string;
  /**
   * The card provider's JSON-RPC endpoint (Payme's Subscribe API, or the API's simulated one
   * outside production): the card screens send the card number there, never to our API. Optional:
   * without it the card screens say cards cannot be added.
   */
  cardProviderUrl?: string;
}

/**
 * The customer's one live stream, held by the shell. `state$` is 'live' while the
 * stream is open; anything else means screens keep asking the API now and then (polling).
 */
export interface LiveEvents {
  state$: Observable<'live' | 'down'>;
  /** Every change of one of the customer's orders, as it comes. */
  orders$: Observable<OrderEvent>;
  /** The stream (re)opened without being able to replay what was missed: read orders again. */
  resync$: Observable<void>;
  /** Every new notification of the customer, as it comes (settings.notificationsActive). */
  notifications$?: Observable<Notification>;
  /** How many of the customer's notifications are unread (the shell keeps it). */
  unreadNotifications$?: Observable<number>;
  /** Every new chat message of either side, as it comes (settings.chatActive); absent from older shells. */
  chat$?: Observable<ChatMessage>;
}

/** What the shell hands every remote when single-spa mounts it (ARCHITECTURE.md §3). */
export interface RemoteMountProps {
  bus: Bus;
  store: SessionStore;
  api: ApiClient;
  i18n: I18n;
  data: MerchantData;
  settings: MerchantWebSettings;
  urls: RuntimeUrls;
  telegram: TelegramContext;
  /** Absent from a shell older than 1.5.0: screens then poll. */
  live?: LiveEvents;
}
