import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { createParser } from 'eventsource-parser';
import { sleep } from '../platform/yield';
import { LIVE_HEARTBEAT_MS, routes, type ChatMessage, type Notification, type OrderEvent } from '@storefront/contracts';
import type { LiveEvents } from '@storefront/runtime';
import { dispatchFrame, readChunks, streamHeaders } from './live-frames';

export interface LiveEventsOptions {
  baseUrl: string;
  getMerchant(): string | number | null | undefined;
  /** The stream answered 401: the token is no longer valid (spec §8: logout). */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  /** The API's heartbeat period; a stream silent for 2.5 of them is taken for dead. */
  heartbeatMs?: number;
  /** Waits before reconnecting: 1 s doubling to 30 s, ±20 %. */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);

/**
 * The customer's one live stream (`GET /orders/v1/orders/events`), read with fetch so the bearer
 * token and merchant go in headers as on every call (EventSource cannot send headers, and a token
 * in a URL ends up in logs). Frames are parsed by eventsource-parser. It reconnects by itself with
 * the last event id it saw, so the API replays what was missed; a stream that stays silent past
 * the heartbeats is dropped and reopened. While it is not open, `state$` says 'down' and screens poll.
 */
export function createLiveEvents(options: LiveEventsOptions): LiveEvents & { notifications$: Observable<Notification>; chat$: Observable<ChatMessage>; connect(token: string | null): void; dispose(): void } {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const backoff = options.backoffMs ?? defaultBackoff;
  const state$ = new BehaviorSubject<'live' | 'down'>('down');
  const orders$ = new Subject<OrderEvent>();
  const resync$ = new Subject<void>();
  const notifications$ = new Subject<Notification>();
  const chat$ = new Subject<ChatMessage>();
  const channels = { orders$, resync$, notifications$, chat$ };
  let session: AbortController | null = null;

  async function readOnce(token: string, lastId: LastId, signal: AbortSignal): Promise<'again' | 'unauthorized'> {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feelAlive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stop, heartbeatMs * 2.5);
    };
    try {
      const headers = streamHeaders(token, options.getMerchant(), lastId.value);
      feelAlive();
      const response = await doFetch(options.baseUrl.replace(/\/+$/, '') + routes.orderEvents.path, { headers, signal: connection.signal, cache: 'no-store' });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      state$.next('live');
      const parser = createParser({
        onEvent(message) {
          if (message.id) lastId.value = message.id;
          dispatchFrame(message, channels);
        },
      });
      await readChunks(response.body, (text) => {
        feelAlive();
        parser.feed(text);
      });
      return 'again';
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', stop);
      state$.next('down');
    }
  }

  return {
    state$: state$.asObservable(),
    orders$: orders$.asObservable(),
    resync$: resync$.asObservable(),
    notifications$: notifications$.asObservable(),
    chat$: chat$.asObservable(),
    connect(token) {
      session?.abort();
      session = null;
      state$.next('down');
      if (!token) return;
      const controller = new AbortController();
      session = controller;
      void readWhileOpen(token, controller.signal, { readOnce, heartbeatMs, backoff, onUnauthorized: () => options.onUnauthorized() });
    },
    dispose() {
      session?.abort();
      session = null;
    },
  };
}

type LastId = { value: string | null };

/**
 * Reads the stream again each time it ends, until the session is aborted: at once after a long
 * life, after a growing wait after a failure; a 401 ends it for good.
 */
async function readWhileOpen(token: string, signal: AbortSignal, { readOnce, heartbeatMs, backoff, onUnauthorized }: {
  readOnce(token: string, lastId: LastId, signal: AbortSignal): Promise<'again' | 'unauthorized'>;
  heartbeatMs: number; backoff(attempt: number): number; onUnauthorized(): void;
}) {
  const lastId: LastId = { value: null };
  let failures = 0;
  while (!signal.aborted) {
    const opened = Date.now();
    try {
      if (await readOnce(token, lastId, signal) === 'unauthorized') {
        onUnauthorized();
        return;
      }
      // A stream the API closed after a long life (it re-checks the token) reopens at once.
      failures = Date.now() - opened > heartbeatMs ? 0 : failures + 1;
    } catch {
      failures += 1;
    }
    if (signal.aborted) return;
    if (failures > 0) await sleep(backoff(failures - 1));
  }
}
