/** localStorage that never throws (private mode, storage switched off). */
export const local = {
  get(key: string): string | null {
    try { return window.localStorage.getItem(key); } catch { return null; }
  },
  set(key: string, value: string): void {
    try { window.localStorage.setItem(key, value); } catch { /* storage unavailable */ }
  },
  remove(key: string): void {
    try { window.localStorage.removeItem(key); } catch { /* storage unavailable */ }
  },
};

export const session = {
  get(key: string): string | null {
    try { return window.sessionStorage.getItem(key); } catch { return null; }
  },
  set(key: string, value: string): void {
    try { window.sessionStorage.setItem(key, value); } catch { /* storage unavailable */ }
  },
};
