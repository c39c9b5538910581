import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { createParser } from 'eventsource-parser';
import { sleep } from '../platform/yield';
import { ChatMessage, LIVE_EVENTS, LIVE_HEARTBEAT_MS, Notification, OrderEvent, routes } from '@storefront/contracts';
import type { LiveEvents } from '@storefront/runtime';

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
  let session: AbortController | null = null;

  async function readOnce(token: string, lastId: { value: string | null }, signal: AbortSignal): Promise<'again' | 'unauthorized'> {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feelAlive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stop, heartbeatMs * 2.5);
    };
    try {
      const merchant = options.getMerchant();
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
      if (merchant !== null && merchant !== undefined && merchant !== '') headers.merchant = String(merchant);
      if (lastId.value) headers['last-event-id'] = lastId.value;
      feelAlive();
      const response = await doFetch(options.baseUrl.replace(/\/+$/, '') + routes.orderEvents.path, { headers, signal: connection.signal, cache: 'no-store' });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      state$.next('live');
      const parser = createParser({
        onEvent(message) {
          if (message.id) lastId.value = message.id;
          if (message.event === LIVE_EVENTS.ready || message.event === LIVE_EVENTS.reset) {
            resync$.next();
            return;
          }
          let data: unknown;
          try { data = JSON.parse(message.data); } catch { return; }
          if (message.event === LIVE_EVENTS.order) {
            const parsed = OrderEvent.safeParse(data);
            if (parsed.success) orders$.next(parsed.data);
          } else if (message.event === LIVE_EVENTS.notification) {
            const parsed = Notification.safeParse(data);
            if (parsed.success) notifications$.next(parsed.data);
          } else if (message.event === LIVE_EVENTS.chat) {
            const parsed = ChatMessage.safeParse(data);
            if (parsed.success) chat$.next(parsed.data);
          }
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feelAlive();
        parser.feed(decoder.decode(value, { stream: true }));
      }
      return 'again';
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', stop);
      state$.next('down');
    }
  }

  async function run(token: string, signal: AbortSignal) {
    const lastId = { value: null as string | null };
    let failures = 0;
    while (!signal.aborted) {
      const opened = Date.now();
      try {
        if (await readOnce(token, lastId, signal) === 'unauthorized') {
          options.onUnauthorized();
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
      void run(token, controller.signal);
    },
    dispose() {
      session?.abort();
      session = null;
    },
  };
}

