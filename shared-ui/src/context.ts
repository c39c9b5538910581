import { createContext, useContext, useSyncExternalStore, useCallback, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { RemoteMountProps, SessionState } from '@storefront/contracts';

export const MountPropsContext = createContext<RemoteMountProps | null>(null);

/** The shell's mount props inside a remote (bus, store, api, i18n, merchant data...). */
export function useMountProps(): RemoteMountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside a remote mounted by createRemoteApp');
  return props;
}

/**
 * Subscribes a component to an observable that has a current value (a BehaviorSubject or
 * `shareReplay(1)`): `read` gives that value synchronously so the first paint already has it.
 */
export function useObservable<T>(source: Observable<T>, read: () => T): T {
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
