import { createContext, useContext, useSyncExternalStore, useCallback, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { RemoteMountProps, SessionState } from '@storefront/runtime';

export const MountPropsContext = createContext<RemoteMountProps | null>(null);

/** The shell's mount props inside a remote (bus, store, api, i18n, merchant data...). */
export function useMountProps(): RemoteMountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside a remote mounted by createRemoteApp');
  return props;
}

/** The value an observable with a current value (BehaviorSubject, shareReplay(1)) gives at once. */
export function peek<T>(source: Observable<T>, fallback: T): T {
  let value = fallback;
  source.subscribe((v) => { value = v; }).unsubscribe();
  return value;
}

/**
 * Subscribes a component to an observable that has a current value (a BehaviorSubject or
 * `shareReplay(1)`), so the first paint already has it.
 */
export function useObservable<T>(source: Observable<T>, fallback: T): T {
  const read = useCallback(() => peek(source, fallback), [source, fallback]);
  const latest = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = source.subscribe((value) => {
      latest.current = { value };
      onChange();
    });
    return () => subscription.unsubscribe();
  }, [source]);
  const snapshot = useCallback(() => (latest.current ? latest.current.value : read()), [read]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A slice of the session; re-renders only when the selected value changes. */
export function useSession<T>(select: (state: SessionState) => T): T {
  const { store } = useMountProps();
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = store.state$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, [store]);
  return useSyncExternalStore(subscribe, () => select(store.getState()), () => select(store.getState()));
}
