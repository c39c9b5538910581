/**
 * Small request helpers of the map screens: typing in the search field asks once the customer
 * pauses, and only the newest question's answer may land (an older, slower answer would otherwise
 * overwrite it).
 */

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Forget a pending call (the screen is closing, or the input was cleared). */
  cancel(): void;
}

/** Calls `fn` with the last arguments once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = ((...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

export interface LatestOnly {
  /** A signal for a new request; the previous request's signal is aborted. */
  next(): AbortSignal;
  /** Abort the current request, if any (unmount). */
  cancel(): void;
}

/** One request in flight at a time: starting a new one aborts the one before. */
export function latestOnly(): LatestOnly {
  let current: AbortController | null = null;
  return {
    next() {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
