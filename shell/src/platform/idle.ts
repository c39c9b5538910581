/**
 * Resolves when the browser has a moment with nothing to do, or after `timeoutMs` at the latest:
 * for work the customer does not wait for, kept out of the start's busy first seconds.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
