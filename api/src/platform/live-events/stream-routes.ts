import type { FastifyInstance } from 'fastify';
import sse from '@fastify/sse';
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, LIVE_REPLAY_MAX, LIVE_STREAMS_PER_CUSTOMER, routes } from '@storefront/contracts';
import { serve } from '../../lib/serve';
import { badRequest, tooManyRequests } from '../../lib/errors';
import type { OrderEventHub, LiveSubscriber } from './hub';
import { eventsAfter, newestEventId, oldestEventId, type StoredEvent } from './store';

/**
 * A stream is closed after this long (with a little jitter, so streams opened together do not all
 * come back together) and the page reconnects with its Last-Event-ID: the token is checked again,
 * so a revoked token stops receiving within this time.
 */
export const LIVE_STREAM_MAX_AGE_MS = 15 * 60_000;
/** A reader this far behind (bytes waiting in the socket) is dropped; it reconnects and replays. */
const MAX_UNREAD_BYTES = 256 * 1024;
/** What EventSource-style readers wait before reconnecting (the `retry:` field). */
const RECONNECT_MS = 2000;

const LAST_EVENT_ID = /^\d{1,15}$/;

/** The stream position a reconnecting reader sends, or null for a new reader; anything else is 400. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!LAST_EVENT_ID.test(value)) throw badRequest('LAST_EVENT_ID_INVALID');
  return Number(value);
}

/**
 * `GET /orders/v1/orders/events`: the customer's live stream (text/event-stream through
 * @fastify/sse). The token and the merchant come in the headers like every call (the tenant and
 * token hooks have already checked them), so a customer only ever gets their own orders' events.
 *
 * - no Last-Event-ID: `event: ready` with the current position as its `id:`, then live events;
 * - Last-Event-ID: the customer's events after it first (LIVE_REPLAY_MAX at most; further behind,
 *   or behind what is still kept, `event: reset` tells the page to read its orders again), then live;
 * - heartbeats are comment lines every LIVE_HEARTBEAT_MS.
 */
export async function liveEventsPlugin(app: FastifyInstance, { hub }: { hub: OrderEventHub }) {
  const { db } = app;
  await app.register(sse, { heartbeatInterval: LIVE_HEARTBEAT_MS });
  app.addHook('onReady', () => hub.start());
  // Open streams would hold the server's close open: they end first, and the page reconnects elsewhere.
  app.addHook('preClose', () => hub.stop());

  serve(app, routes.orderEvents, async ({ user, merchant, request, reply }) => {
    const after = lastEventIdOf(request.headers['last-event-id']);
    if (hub.streamsOf(merchant.id, user.id) >= LIVE_STREAMS_PER_CUSTOMER) {
      throw tooManyRequests('eventStreams', 30);
    }
    const stream = reply.sse;
    stream.keepAlive();
    // The hooks that add these run on send, which a stream never reaches.
    reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');

    // Joined before the replay is read, so nothing committed meanwhile is missed; live events wait
    // until the replay is out and skip what it already sent. Live events are sent in the order
    // they committed, even when an id is lower than one sent before (two orders of one customer
    // changed at once): each carries its order's whole state.
    let replaying = true;
    const waiting: StoredEvent[] = [];
    const replayed = new Set<number>();
    // Events at or below where this stream starts (its ready id, or the Last-Event-ID) are already
    // known to the page; a NOTIFY of one of them can still arrive late, and is dropped.
    let floor = 0;
    const write = (id: number, event: string, data: unknown) => {
      if (!stream.isConnected) return;
      if (reply.raw.writableLength > MAX_UNREAD_BYTES) {
        stream.close();
        return;
      }
      if (replaying) replayed.add(id);
      subscriber.lastId = Math.max(subscriber.lastId, id);
      void stream.send({ id: String(id), event, data });
    };
    const subscriber: LiveSubscriber = {
      merchantId: merchant.id,
      userId: user.id,
      lastId: after ?? 0,
      deliver(event) {
        if (replaying) waiting.push(event);
        else if (event.id > floor) write(event.id, LIVE_EVENTS[event.kind], event.data);
      },
      close: () => stream.close(),
    };
    hub.add(subscriber);
    const maxAge = setTimeout(() => stream.close(), LIVE_STREAM_MAX_AGE_MS * (0.9 + Math.random() * 0.2));
    maxAge.unref();
    stream.onClose(() => {
      clearTimeout(maxAge);
      hub.remove(subscriber);
    });
    stream.sendHeaders(200);
    reply.raw.write(`retry: ${RECONNECT_MS}\n\n`);

    if (after === null) {
      // Only what happens from now on; the page has just read its orders.
      subscriber.lastId = 0;
      floor = await newestEventId(db);
      write(floor, LIVE_EVENTS.ready, {});
    } else {
      subscriber.lastId = after;
      floor = after;
      const [missed, oldest] = await Promise.all([
        eventsAfter(db, { merchantId: merchant.id, userId: user.id }, after, LIVE_REPLAY_MAX + 1),
        oldestEventId(db),
      ]);
      const lost = missed.length > LIVE_REPLAY_MAX || (oldest !== null && after < oldest - 1);
      if (lost) write(await newestEventId(db), LIVE_EVENTS.reset, {});
      else for (const event of missed) write(event.id, LIVE_EVENTS[event.kind], event.data);
    }
    replaying = false;
    for (const event of waiting.splice(0)) if (event.id > floor && !replayed.has(event.id)) write(event.id, LIVE_EVENTS[event.kind], event.data);
  });
}
