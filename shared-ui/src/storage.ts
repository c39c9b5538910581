/** Web storage that never throws: a private window or a full disk only loses persistence. */
function safeStorage(pick: () => Storage) {
  return {
    get(key: string): string | null {
      try { return pick().getItem(key); } catch { return null; }
    },
    set(key: string, value: string): void {
      try { pick().setItem(key, value); } catch { /* persistence is best effort */ }
    },
    remove(key: string): void {
      try { pick().removeItem(key); } catch { /* nothing to remove */ }
    },
    /** Clears everything except the given keys. */
    clear(keep: readonly string[] = []): void {
      try {
        const store = pick();
        const kept = keep.map((key) => [key, store.getItem(key)] as const);
        store.clear();
        for (const [key, value] of kept) if (value !== null) store.setItem(key, value);
      } catch { /* nothing stored */ }
    },
  };
}

export const local = safeStorage(() => window.localStorage);
export const session = safeStorage(() => window.sessionStorage);
