/** localStorage that never throws: private windows and full disks only lose persistence. */
export const storage = {
  get(key: string): string | null {
    try { return localStorage.getItem(key); } catch { return null; }
  },
  set(key: string, value: string): void {
    try { localStorage.setItem(key, value); } catch { /* persistence is best effort */ }
  },
  remove(key: string): void {
    try { localStorage.removeItem(key); } catch { /* nothing to remove */ }
  },
  /** Clears everything except the given keys. */
  clear(keep: readonly string[] = []): void {
    try {
      const kept = keep.map((key) => [key, localStorage.getItem(key)] as const);
      localStorage.clear();
      for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
    } catch { /* nothing stored */ }
  },
};
