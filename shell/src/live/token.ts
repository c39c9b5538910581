import type { SessionStore } from '@storefront/runtime';

/** Calls `onChange` with the session's token now and whenever it changes (log in, log out). */
export function onTokenChange(store: SessionStore, onChange: (token: string | null) => void): void {
  let last: string | null | undefined;
  store.state$.subscribe(({ token }) => {
    if (token === last) return;
    last = token;
    onChange(token);
  });
}
