import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEvent } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { startTestApi, type TestApi, HOURS_NOW } from './helpers/api';
import { openSameDatabase } from './helpers/db';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase, deliveryDraft } from './helpers/orders';
import { openLiveStream } from './helpers/live';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/connect';

// Only their hashes are seeded; merchants' systems send the keys themselves.
const DEMO_KEY = 'demo-integration-key-for-live-0001';
process.env.SEED_INTEGRATION_KEY_DEMO = DEMO_KEY;

let api: TestApi;
let base: string;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let olga: { token: string; userId: number };
beforeAll(async () => {
  api = await startTestApi();
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await telegramLogin(api, 'demo', { id: 9_710_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 9_710_000_002, first_name: 'Bob' });
  olga = await telegramLogin(api, 'oqshom', { id: 9_710_000_003, first_name: 'Olga' });
}, 60_000);
afterAll(async () => { await api?.close(); });

const demoHeaders = (who: { token: string }) => ({ merchant: String(api.merchantId('demo')), authorization: `Bearer ${who.token}` });
let keySeq = 0;
async function placeDelivery(who: { token: string }): Promise<number> {
  const { branchId, productId } = await demoDeliveryCase(api.handle.db, api.merchantId('demo'));
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', payload: deliveryDraft(branchId, productId),
    headers: { ...demoHeaders(who), 'idempotency-key': `live-${++keySeq}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const setStatus = (app: FastifyInstance, orderId: number, status: string) => app.inject({
  method: 'PUT', url: `/orders/v1/integration/orders/${orderId}/status`, payload: { status }, headers: { 'x-integration-key': DEMO_KEY },
});

describe('the live stream of a customer\'s orders', () => {
  it('answers text/event-stream with ready, then each change with the order\'s state, the courier and the timeline', async () => {
    const id = await placeDelivery(alice);
    // As a browser asks: a compressed stream would hold events back in the compressor's buffer.
    const stream = await openLiveStream(base, { ...demoHeaders(alice), 'accept-encoding': 'gzip, deflate, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    const ready = await stream.next();
    expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^\d+$/) });

    expect((await setStatus(api.app, id, 'ACCEPTED')).statusCode).toBe(200);
    const accepted = await stream.nextOrder();
    expect(Number(accepted.id)).toBeGreaterThan(Number(ready!.id));
    const event = OrderEvent.parse(accepted.data);
    expect(event).toMatchObject({ id, status: 'ACCEPTED', courier: null });
    expect(event.acceptedTime).toBeTruthy();
    expect(event.timeline.map((step) => step.status)).toEqual(['CREATED', 'ACCEPTED']);

    const courier = await api.app.inject({
      method: 'PUT', url: `/orders/v1/integration/orders/${id}/courier`, headers: { 'x-integration-key': DEMO_KEY },
      payload: { id: 77, courierStatus: 'FOUND', name: 'Jasur', phone: '998901112233', latitude: 41.3, longitude: 69.24 },
    });
    expect(courier.statusCode, courier.body).toBe(200);
    const found = OrderEvent.parse((await stream.nextOrder()).data);
    expect(found).toMatchObject({ id, courierStatus: 'FOUND', courier: { name: 'Jasur', phone: '998901112233', latitude: 41.3, longitude: 69.24 } });
    stream.close();

    // The order itself carries the same timeline and courier.
    const order = (await api.app.inject({ method: 'GET', url: `/orders/v1/orders/${id}`, headers: demoHeaders(alice) })).json();
    expect(order.timeline.map((step: { status: string }) => step.status)).toEqual(['CREATED', 'ACCEPTED']);
    expect(order.courier).toMatchObject({ name: 'Jasur' });
  });

  it('replays what a reconnecting page missed, in order, from its Last-Event-ID, then goes on live', async () => {
    const id = await placeDelivery(alice);
    const first = await openLiveStream(base, demoHeaders(alice));
    await first.next();
    await setStatus(api.app, id, 'ACCEPTED');
    const seen = await first.nextOrder();
    first.close();

    // While the page is away, the kitchen moves on.
    await setStatus(api.app, id, 'COOKING');
    await setStatus(api.app, id, 'DONE');

    const again = await openLiveStream(base, { ...demoHeaders(alice), 'last-event-id': seen.id });
    const cooking = await again.nextOrder();
    const done = await again.nextOrder();
    expect([cooking.data.status, done.data.status]).toEqual(['COOKING', 'DONE']);
    expect(Number(cooking.id)).toBeGreaterThan(Number(seen.id));
    expect(Number(done.id)).toBeGreaterThan(Number(cooking.id));
    await setStatus(api.app, id, 'ON_WAY');
    expect((await again.nextOrder()).data).toMatchObject({ id, status: 'ON_WAY' });
    again.close();
  });

  it('never carries another customer\'s events, of the same merchant or another', async () => {
    const alicesOrder = await placeDelivery(alice);
    const bobsOrder = await placeDelivery(bob);
    const bobStream = await openLiveStream(base, demoHeaders(bob));
    const olgaStream = await openLiveStream(base, { merchant: String(api.merchantId('oqshom')), authorization: `Bearer ${olga.token}` });
    await bobStream.next();
    await olgaStream.next();

    await setStatus(api.app, alicesOrder, 'ACCEPTED');
    await setStatus(api.app, bobsOrder, 'ACCEPTED');
    // Events reach a stream in the order they happened: had Alice's come to Bob, it would come first.
    expect((await bobStream.nextOrder()).data).toMatchObject({ id: bobsOrder, status: 'ACCEPTED' });

    // Replaying everything from the start gives Bob only his own orders.
    const bobReplay = await openLiveStream(base, { ...demoHeaders(bob), 'last-event-id': '0' });
    const replayed = [await bobReplay.nextOrder(), await bobReplay.nextOrder()];
    expect(replayed.map((e) => e.data.id)).toEqual([bobsOrder, bobsOrder]);
    expect(replayed.map((e) => e.data.status)).toEqual(['CREATED', 'ACCEPTED']);
    bobReplay.close();

    // Olga's merchant never sees demo's orders: her first event is her own placing, later.
    bobStream.close();
    const olgaOwn = await api.app.inject({ method: 'GET', url: '/orders/v1/orders/events', headers: { merchant: String(api.merchantId('demo')), authorization: `Bearer ${olga.token}` } });
    expect(olgaOwn.statusCode).toBe(401);
    olgaStream.close();
  });

  it('refuses without a token, a malformed Last-Event-ID, and more streams than a customer needs', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/orders/v1/orders/events', headers: { merchant: String(api.merchantId('demo')) } });
    expect(anonymous.statusCode).toBe(401);
    // The storefront is on another origin: a reconnect's Last-Event-ID passes the CORS preflight.
    const preflight = await api.app.inject({
      method: 'OPTIONS', url: '/orders/v1/orders/events',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,merchant,last-event-id' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('last-event-id');
    // Whatever the Accept header says, it is the stream (no bare 406 without a description).
    const json = await fetch(`${base}/orders/v1/orders/events`, { headers: { ...demoHeaders(alice), accept: 'application/json' } });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await json.body?.cancel();
    for (const bad of ['abc', '-1', '1e5', '9'.repeat(30)]) {
      const res = await api.app.inject({ method: 'GET', url: '/orders/v1/orders/events', headers: { ...demoHeaders(bob), 'last-event-id': bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'LAST_EVENT_ID_INVALID', description: expect.any(String) });
    }
    const streams = [];
    for (let i = 0; i < 8; i++) {
      const stream = await openLiveStream(base, demoHeaders(bob));
      await stream.next();
      streams.push(stream);
    }
    const tooMany = await fetch(`${base}/orders/v1/orders/events`, { headers: demoHeaders(bob) });
    expect(tooMany.status).toBe(429);
    expect((await tooMany.json()).description).toBeTruthy();
    streams.forEach((s) => s.close());
  });
});

describe('notifications', () => {
  const sendMessage = (userId: number, text: string, key = DEMO_KEY) => api.app.inject({
    method: 'POST', url: '/notifications/v1/integration/messages', payload: { userId, text }, headers: { 'x-integration-key': key },
  });

  it('an order\'s new status and the merchant\'s message reach the customer live and in the list, unread until read', async () => {
    const carol = await telegramLogin(api, 'demo', { id: 9_710_000_004, first_name: 'Carol' });
    const id = await placeDelivery(carol);
    const stream = await openLiveStream(base, demoHeaders(carol));
    await stream.next();
    await setStatus(api.app, id, 'ACCEPTED');
    // The order's new state, then the notification of it.
    expect((await stream.next())).toMatchObject({ event: 'order', data: { id, status: 'ACCEPTED' } });
    const statusNote = await stream.next();
    expect(statusNote).toMatchObject({ event: 'notification', data: { kind: 'ORDER_STATUS', orderId: id, status: 'ACCEPTED', read: false } });

    expect((await sendMessage(carol.userId, '  Bugun yetkazib berish bepul!  ')).statusCode).toBe(200);
    const message = await stream.next();
    expect(message).toMatchObject({ event: 'notification', data: { kind: 'MESSAGE', text: 'Bugun yetkazib berish bepul!', read: false } });
    stream.close();

    const list = (await api.app.inject({ method: 'GET', url: '/notifications/v1/notifications', headers: demoHeaders(carol) })).json();
    expect(list.content.slice(0, 2).map((n: { kind: string }) => n.kind)).toEqual(['MESSAGE', 'ORDER_STATUS']);
    expect(list.unread).toBeGreaterThanOrEqual(2);
    const read = await api.app.inject({ method: 'PUT', url: '/notifications/v1/notifications/read', payload: { upToId: message!.data.id }, headers: demoHeaders(carol) });
    expect(read.json()).toEqual({ unread: 0 });
    const after = (await api.app.inject({ method: 'GET', url: '/notifications/v1/notifications', headers: demoHeaders(carol) })).json();
    expect(after.content.every((n: { read: boolean }) => n.read)).toBe(true);
    // Alice's list holds none of Carol's.
    const alices = (await api.app.inject({ method: 'GET', url: '/notifications/v1/notifications', headers: demoHeaders(alice) })).json();
    expect(alices.content.some((n: { id: number }) => n.id === message!.data.id)).toBe(false);
  });

  it('a message needs the merchant\'s key and its own customer; a merchant without notifications answers 403', async () => {
    expect((await sendMessage(bob.userId, 'x', 'wrong-key-wrong-key-wrong')).statusCode).toBe(401);
    const foreign = await sendMessage(olga.userId, 'x');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CUSTOMER_NOT_FOUND');
    expect((await sendMessage(bob.userId, '')).statusCode).toBe(400);
    const off = await api.app.inject({ method: 'GET', url: '/notifications/v1/notifications', headers: { merchant: String(api.merchantId('oqshom')), authorization: `Bearer ${olga.token}` } });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('NOTIFICATIONS_NOT_OFFERED');
  });
});

describe('two API processes on one database', () => {
  let second: FastifyInstance;
  let secondHandle: DatabaseHandle;
  let secondBase: string;
  beforeAll(async () => {
    secondHandle = await openSameDatabase(api.handle);
    second = await buildApp({ hoursNow: () => HOURS_NOW, db: secondHandle.db, config: configFromEnv({ NODE_ENV: 'test', ABUSE_LIMITS: 'off' }), databaseKind: secondHandle.kind });
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
  });

  it('a change made through one reaches a stream held by the other, both ways', async () => {
    const id = await placeDelivery(alice);
    const onSecond = await openLiveStream(secondBase, demoHeaders(alice));
    const onFirst = await openLiveStream(base, demoHeaders(alice));
    await onSecond.next();
    await onFirst.next();
    expect((await setStatus(api.app, id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await onSecond.nextOrder()).data).toMatchObject({ id, status: 'ACCEPTED' });
    expect((await setStatus(second, id, 'COOKING')).statusCode).toBe(200);
    expect((await onFirst.nextOrder()).data).toMatchObject({ id, status: 'ACCEPTED' });
    expect((await onFirst.nextOrder()).data).toMatchObject({ id, status: 'COOKING' });
    expect((await onSecond.nextOrder()).data).toMatchObject({ id, status: 'COOKING' });
    expect(second.orderEvents.size).toBe(1);
    onSecond.close();
    onFirst.close();
  });
});
