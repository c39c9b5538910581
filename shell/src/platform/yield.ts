/**
 * Resolves in a later task: work after it no longer counts towards the long task before it, and
 * the browser may paint and handle input in between (Lighthouse's Total Blocking Time).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
