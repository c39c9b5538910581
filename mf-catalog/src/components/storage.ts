/** localStorage that never throws: a private window or a full disk only loses persistence. */
export const local = {
  get(key: string): string | null {
    try { return localStorage.getItem(key); } catch { return null; }
  },
  set(key: string, value: string): void {
    try { localStorage.setItem(key, value); } catch { /* best effort */ }
  },
  remove(key: string): void {
    try { localStorage.removeItem(key); } catch { /* nothing to remove */ }
  },
};
