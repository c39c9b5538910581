import { BehaviorSubject } from 'rxjs';
import {
  reduceSession, restoreSession, sessionStorageKey, type Bus, type SessionState, type SessionStore,
} from '@storefront/runtime';
import { local as storage } from '@storefront/ui';
import { basketMirrorWriter } from './basket-mirror';

/**
 * The shell's session store: state per brand, changed only by the contracts' pure reducers as bus
 * events arrive, and saved after every change so the basket survives reloads and remotes going down.
 */
export function createSessionStore(bus: Bus, brand: string): SessionStore & { dispose(): void } {
  const state$ = new BehaviorSubject<SessionState>(restoreSession(brand, storage.get(sessionStorageKey(brand))));
  // Written at start too: a basket filled before the mirror existed (or in a tab since closed) gets one.
  const mirror = basketMirrorWriter(brand);
  mirror(state$.value.draft.lines);
  const subscription = bus.events$.subscribe((event) => {
    const next = reduceSession(state$.value, event);
    if (next === state$.value) return;
    storage.set(sessionStorageKey(brand), JSON.stringify(next));
    mirror(next.draft.lines);
    state$.next(next);
  });
  return {
    state$: state$.asObservable(),
    getState: () => state$.value,
    dispose: () => subscription.unsubscribe(),
  };
}
