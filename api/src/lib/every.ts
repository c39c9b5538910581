/** Runs `tick` every `intervalMs` until `stop()`; a slow tick is never overlapped by the next. */
export function every(intervalMs: number, tick: () => Promise<unknown>, onError: (error: Error) => void): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick().catch(onError).finally(() => { running = false; });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
