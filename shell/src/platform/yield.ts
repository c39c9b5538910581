/** Resolves after `ms` milliseconds, in a later task. */
export const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * Resolves in a later task: work after it no longer counts towards the long task before it, and
 * the browser may paint and handle input in between (Lighthouse's Total Blocking Time).
 */
export const yieldToBrowser = () => sleep(0);
