import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { routes } from '@storefront/contracts';
import { featureOn } from '@storefront/contracts/rules';
import type { ApiClient } from '@storefront/runtime';
import { goToLogin, useMountProps, useSession } from '@storefront/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@storefront/ui/router';

/**
 * The customer's favourite products as a tiny store: each heart subscribes to its own product, so
 * a toggle re-renders one button, not every card of a 3,000-product menu.
 */
export class FavouritesStore {
  private ids = new Set<number>();
  private busy = new Set<number>();
  /**
   * The hearts this customer tapped on this page. A list read while a tap's call was still on its
   * way is older than the tap, so the taps stay laid over every list this customer's session loads.
   */
  private tapped = new Map<number, boolean>();
  private listeners = new Set<() => void>();
  private token: string | null = null;
  private userId: number | null = null;

  constructor(private readonly api: ApiClient, readonly enabled: boolean) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  has = (productId: number) => this.ids.has(productId);
  pending = (productId: number) => this.busy.has(productId);

  private emit() { for (const listener of this.listeners) listener(); }

  /**
   * Loads the favourites of a logged-in customer; an anonymous one has none. A fresh token of the
   * same customer (a Telegram login after a restored session) keeps the hearts shown until its
   * list arrives, so a heart does not blink off under a customer's finger.
   */
  load(token: string | null, userId: number | null, signal: AbortSignal) {
    this.token = token;
    if (!token || userId !== this.userId) {
      this.userId = token ? userId : null;
      this.ids = new Set();
      this.tapped = new Map();
      this.emit();
    }
    if (!this.enabled || !token || userId == null) return;
    void this.api.call(routes.favourites, { query: { userId, isFavourite: 'true' }, signal, quiet: true }).then(({ data }) => {
      if (!data || signal.aborted) return;
      const ids = new Set(data.map((product) => product.id));
      for (const [productId, on] of this.tapped) if (on) ids.add(productId); else ids.delete(productId);
      this.ids = ids;
      this.emit();
    });
  }

  private set(productId: number, on: boolean) {
    this.ids = new Set(this.ids);
    if (on) this.ids.add(productId); else this.ids.delete(productId);
    this.tapped.set(productId, on);
  }

  /**
   * Shows the change at once and undoes it if the call fails (the shell shows the API's error
   * notice), so the heart never lies. An anonymous customer is to log in first (the caller sends
   * them with its router), and nothing changes.
   */
  toggle(productId: number): 'toggled' | 'needs-login' {
    if (!this.token) return 'needs-login';
    if (this.busy.has(productId)) return 'toggled';
    const wasFavourite = this.ids.has(productId);
    this.set(productId, !wasFavourite);
    this.busy = new Set(this.busy).add(productId);
    this.emit();
    const call = wasFavourite
      ? this.api.call(routes.favouriteRemove, { params: { productId } })
      : this.api.call(routes.favouriteAdd, { body: { productId } });
    void call.then(({ error }) => {
      if (error) this.set(productId, wasFavourite);
      this.busy = new Set(this.busy);
      this.busy.delete(productId);
      this.emit();
    });
    return 'toggled';
  }
}

const FavouritesContext = createContext<FavouritesStore | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { api, settings } = useMountProps();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.user?.id ?? null);
  const on = featureOn(settings, 'favourites');
  const store = useMemo(() => new FavouritesStore(api, on), [api, on]);
  useEffect(() => {
    const controller = new AbortController();
    store.load(token, userId, controller.signal);
    return () => controller.abort();
  }, [store, token, userId]);
  return <FavouritesContext.Provider value={store}>{children}</FavouritesContext.Provider>;
}

function useFavourite(store: FavouritesStore | null, productId: number): 'on' | 'off' | 'on-busy' | 'off-busy' {
  const read = () => (store ? `${store.has(productId) ? 'on' : 'off'}${store.pending(productId) ? '-busy' : ''}` as const : 'off' as const);
  return useSyncExternalStore(store ? store.subscribe : noopSubscribe, read, read);
}
const noopSubscribe = () => () => {};

export function FavouriteButton(props: { productId: number; name: string; large?: boolean }) {
  const { t } = useTranslation();
  return <FavouriteToggle {...props} t={t} />;
}

/** The heart with the translation function of its list, which asks for it once for all its cards. */
export function FavouriteToggle({ productId, name, large = false, t }: { productId: number; name: string; large?: boolean; t: TFunction }) {
  const store = useContext(FavouritesContext);
  const state = useFavourite(store, productId);
  const navigate = useNavigate();
  if (!store?.enabled) return null;
  const on = state.startsWith('on');
  return (
    <button
      type="button"
      className={`cat-fav${large ? ' cat-fav-large' : ''}`}
      aria-pressed={on}
      aria-busy={state.endsWith('busy') || undefined}
      aria-label={`${on ? t('favouriteRemove') : t('favouriteAdd')}: ${name}`}
      data-testid="favourite-toggle"
      onClick={(event) => { event.preventDefault(); event.stopPropagation(); if (store.toggle(productId) === 'needs-login') goToLogin(navigate); }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1 4.2 2.3h2C13.8 6 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
