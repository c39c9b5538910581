import { performance } from 'node:perf_hooks';

/**
 * Spaces calls at least `intervalMs` apart, in the order they ask: each caller books the next free
 * turn and waits for it. A caller whose turn is more than `maxWaitMs` away books nothing and is
 * told how long until a turn within reach opens, so waiting requests stay few and short.
 */
export class RequestSpacer {
  private nextFreeAt = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Books a turn: the milliseconds to wait for it, or `{ refusedForMs }` when it is too far away. */
  book(): { waitMs: number } | { refusedForMs: number } {
    const now = this.now();
    const turn = Math.max(now, this.nextFreeAt);
    const waitMs = turn - now;
    if (waitMs > this.maxWaitMs) return { refusedForMs: waitMs - this.maxWaitMs };
    this.nextFreeAt = turn + this.intervalMs;
    return { waitMs };
  }
}
