import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage, ChatPage, MAX_CHAT_TEXT_LENGTH } from '@storefront/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { telegramLogin } from './helpers/telegram';
import { demoDeliveryCase, deliveryDraft } from './helpers/orders';
import { openLiveStream } from './helpers/live';
import { answerFirstChatMessages, SIMULATED_CHAT_REPLY } from '../src/simulation/chat-reply';

// Only their hashes are seeded; merchants' systems send the keys themselves.
const DEMO_KEY = 'demo-integration-key-for-chat-0001';
const OQSHOM_KEY = 'oqshom-integration-key-for-chat-01';
process.env.SEED_INTEGRATION_KEY_DEMO = DEMO_KEY;
process.env.SEED_INTEGRATION_KEY_OQSHOM = OQSHOM_KEY;

interface Customer { token: string; userId: number }
let api: TestApi;
let base: string;
let alice: Customer;
let bob: Customer;
let olga: Customer;
beforeAll(async () => {
  api = await startTestApi();
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await telegramLogin(api, 'demo', { id: 9_720_000_001, first_name: 'Alice' });
  bob = await telegramLogin(api, 'demo', { id: 9_720_000_002, first_name: 'Bob' });
  olga = await telegramLogin(api, 'oqshom', { id: 9_720_000_003, first_name: 'Olga' });
}, 60_000);
afterAll(async () => { await api?.close(); });

const demoHeaders = (who: Customer, sub = 'demo') => ({ merchant: String(api.merchantId(sub)), authorization: `Bearer ${who.token}` });
let keySeq = 0;
async function placeDelivery(who: Customer, sub = 'demo'): Promise<number> {
  const { branchId, productId } = await demoDeliveryCase(api.handle.db, api.merchantId(sub));
  const res = await api.app.inject({
    method: 'POST', url: '/orders/v1/orders', payload: deliveryDraft(branchId, productId),
    headers: { ...demoHeaders(who, sub), 'idempotency-key': `chat-${++keySeq}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const write = (who: Customer, payload: object) => api.app.inject({ method: 'POST', url: '/notifications/v1/chat/messages', payload, headers: demoHeaders(who) });
const read = (who: Customer, query = '') => api.app.inject({ method: 'GET', url: `/notifications/v1/chat/messages${query}`, headers: demoHeaders(who) });
const reply = (payload: object, key = DEMO_KEY) => api.app.inject({
  method: 'POST', url: '/notifications/v1/integration/chat/messages', payload, headers: { 'x-integration-key': key },
});

describe('the customer\'s chat', () => {
  it('a customer writes in general and about an order, and reads both back, oldest first, plain text kept as text', async () => {
    const order = await placeDelivery(alice);
    const general = await write(alice, { text: '  Salom!\r\nYetkazib berish bormi?\u0007  ' });
    expect(general.statusCode, general.body).toBe(200);
    expect(ChatMessage.parse(general.json())).toMatchObject({ orderId: null, author: 'CUSTOMER', text: 'Salom!\nYetkazib berish bormi?', readAt: null });
    const about = await write(alice, { text: '<b>Qachon</b> keladi?', orderId: order });
    expect(about.json()).toMatchObject({ orderId: order, author: 'CUSTOMER', text: '<b>Qachon</b> keladi?' });

    const all = ChatPage.parse((await read(alice)).json());
    expect(all.content.map((m) => m.text)).toEqual(['Salom!\nYetkazib berish bormi?', '<b>Qachon</b> keladi?']);
    expect(all.hasMore).toBe(false);
    const ofOrder = ChatPage.parse((await read(alice, `?orderId=${order}`)).json());
    expect(ofOrder.content.map((m) => m.id)).toEqual([about.json().id]);
    // Bob sees none of it.
    expect((await read(bob)).json().content).toEqual([]);
  });

  it('pages back with before and limit', async () => {
    const carol = await telegramLogin(api, 'demo', { id: 9_720_000_004, first_name: 'Carol' });
    for (const text of ['1', '2', '3', '4', '5']) expect((await write(carol, { text })).statusCode).toBe(200);
    const newest = ChatPage.parse((await read(carol, '?limit=2')).json());
    expect(newest.content.map((m) => m.text)).toEqual(['4', '5']);
    expect(newest.hasMore).toBe(true);
    const older = ChatPage.parse((await read(carol, `?limit=2&before=${newest.content[0].id}`)).json());
    expect(older.content.map((m) => m.text)).toEqual(['2', '3']);
    const oldest = ChatPage.parse((await read(carol, `?limit=2&before=${older.content[0].id}`)).json());
    expect(oldest).toMatchObject({ hasMore: false, content: [{ text: '1' }] });
    expect((await read(carol, '?limit=0')).statusCode).toBe(400);
  });

  it('refuses an empty text, a text over the limit, and another customer\'s order', async () => {
    for (const text of ['', '   \n\t ', '\u0000\u0007']) {
      const res = await write(alice, { text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().description).toBeTruthy();
    }
    expect((await write(alice, { text: ' ' })).json().code).toBe('CHAT_TEXT_EMPTY');
    const tooLong = await write(alice, { text: 'x'.repeat(MAX_CHAT_TEXT_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'CHAT_TEXT_TOO_LONG', description: expect.stringContaining(String(MAX_CHAT_TEXT_LENGTH)) });
    expect((await write(alice, { text: `  ${'x'.repeat(MAX_CHAT_TEXT_LENGTH)}  ` })).statusCode).toBe(200);

    const bobsOrder = await placeDelivery(bob);
    const foreign = await write(alice, { text: 'Salom', orderId: bobsOrder });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', description: expect.any(String) });
    expect((await read(alice, `?orderId=${bobsOrder}`)).statusCode).toBe(404);
    expect((await write(alice, { text: 'Salom', orderId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/notifications/v1/chat/messages', headers: { merchant: String(api.merchantId('demo')) } })).statusCode).toBe(401);
  });

  it('is refused with 403 where the merchant has the chat switched off', async () => {
    const olgas = { merchant: String(api.merchantId('oqshom')), authorization: `Bearer ${olga.token}` };
    for (const res of [
      await api.app.inject({ method: 'GET', url: '/notifications/v1/chat/messages', headers: olgas }),
      await api.app.inject({ method: 'POST', url: '/notifications/v1/chat/messages', payload: { text: 'Salom' }, headers: olgas }),
      await reply({ userId: olga.userId, text: 'Salom' }, OQSHOM_KEY),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHAT_NOT_OFFERED', description: expect.any(String) });
    }
  });
});

describe('the merchant\'s reply through the integration API', () => {
  it('reaches an open stream as `event: chat`, is replayed by Last-Event-ID, and is read', async () => {
    const dave = await telegramLogin(api, 'demo', { id: 9_720_000_005, first_name: 'Dave' });
    const order = await placeDelivery(dave);
    const stream = await openLiveStream(base, demoHeaders(dave));
    expect((await stream.next())?.event).toBe('ready');

    const asked = await write(dave, { text: 'Buyurtmam qayerda?', orderId: order });
    const own = await stream.next();
    expect(own).toMatchObject({ event: 'chat', data: { id: asked.json().id, author: 'CUSTOMER', orderId: order } });

    const answered = await reply({ orderId: order, text: '  Kuryer yo\'lda, 10 daqiqada!  ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ author: 'MERCHANT', orderId: order, text: 'Kuryer yo\'lda, 10 daqiqada!', readAt: null });
    const live = await stream.next();
    expect(live).toMatchObject({ event: 'chat', data: { id: answered.json().id, author: 'MERCHANT', text: 'Kuryer yo\'lda, 10 daqiqada!' } });
    expect(Number(live!.id)).toBeGreaterThan(Number(own!.id));
    stream.close();

    // While the page is away, the merchant writes in general (by customer id).
    const later = await reply({ userId: dave.userId, text: 'Yana nimadir kerakmi?' });
    expect(later.json()).toMatchObject({ orderId: null, author: 'MERCHANT' });
    const again = await openLiveStream(base, { ...demoHeaders(dave), 'last-event-id': live!.id });
    expect(await again.next()).toMatchObject({ event: 'chat', data: { id: later.json().id, text: 'Yana nimadir kerakmi?' } });
    again.close();

    // Unread until the chat screen marks them read.
    const page = ChatPage.parse((await read(dave)).json());
    expect(page.unread).toBe(2);
    const marked = await api.app.inject({ method: 'PUT', url: '/notifications/v1/chat/messages/read', payload: { upToId: later.json().id }, headers: demoHeaders(dave) });
    expect(marked.json()).toEqual({ unread: 0 });
    const after = ChatPage.parse((await read(dave)).json());
    expect(after.content.filter((m) => m.author === 'MERCHANT').every((m) => m.readAt !== null)).toBe(true);

    // The merchant's system reads the conversation, the customer's words included.
    const merchantView = await api.app.inject({ method: 'GET', url: `/notifications/v1/integration/chat/messages?userId=${dave.userId}`, headers: { 'x-integration-key': DEMO_KEY } });
    expect(merchantView.json().content.map((m: ChatMessage) => m.author)).toEqual(['CUSTOMER', 'MERCHANT', 'MERCHANT']);
  });

  it('needs the merchant\'s key, and never reaches another merchant\'s customer or order', async () => {
    const wrong = await reply({ userId: alice.userId, text: 'x' }, 'wrong-key-wrong-key-wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().description).toBeTruthy();
    expect((await reply({ userId: alice.userId, text: 'x' }, '')).statusCode).toBe(401);

    const toOlga = await reply({ userId: olga.userId, text: 'Salom' });
    expect(toOlga.statusCode).toBe(404);
    expect(toOlga.json().code).toBe('CUSTOMER_NOT_FOUND');
    // Another merchant's order, named with demo's key.
    const mila = await telegramLogin(api, 'mim', { id: 9_720_000_006, first_name: 'Mila' });
    const milasOrder = await placeDelivery(mila, 'mim');
    const foreignOrder = await reply({ orderId: milasOrder, text: 'Salom' });
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', description: expect.any(String) });
    const alicesOrder = await placeDelivery(alice);
    // An order and a customer that do not belong together.
    expect((await reply({ orderId: alicesOrder, userId: bob.userId, text: 'x' })).statusCode).toBe(404);
    expect((await reply({ text: 'Salom' })).json()).toMatchObject({ code: 'CHAT_ADDRESSEE_MISSING' });
    expect((await reply({ userId: alice.userId, text: '   ' })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: `/notifications/v1/integration/chat/messages?userId=${olga.userId}`, headers: { 'x-integration-key': DEMO_KEY } })).statusCode).toBe(404);
  });
});

describe('the development simulator', () => {
  it('answers a customer\'s first message once, marked as the simulator\'s, about the same order', async () => {
    const erin = await telegramLogin(api, 'demo', { id: 9_720_000_007, first_name: 'Erin' });
    const order = await placeDelivery(erin);
    await write(erin, { text: 'Salom', orderId: order });
    await write(erin, { text: 'Yana bir savol' });
    const soon = new Date(Date.now() + 60_000);
    expect(await answerFirstChatMessages(api.handle.db, soon)).toBeGreaterThanOrEqual(1);
    await answerFirstChatMessages(api.handle.db, soon);
    const page = ChatPage.parse((await read(erin)).json());
    const replies = page.content.filter((m) => m.author === 'MERCHANT');
    expect(replies).toEqual([expect.objectContaining({ orderId: order, text: SIMULATED_CHAT_REPLY })]);
    expect(SIMULATED_CHAT_REPLY).toMatch(/Simulyator/);
  });
});

describe('account deletion', () => {
  it('deletes the customer\'s chat and its stream events', async () => {
    const fay = await telegramLogin(api, 'demo', { id: 9_720_000_008, first_name: 'Fay' });
    await write(fay, { text: 'Shaxsiy gap' });
    await reply({ userId: fay.userId, text: 'Javob' });
    const deleted = await api.app.inject({ method: 'DELETE', url: '/users/v1/users', headers: demoHeaders(fay) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = api.handle.db;
    expect(await db.selectFrom('chatMessages').select('id').where('userId', '=', fay.userId).execute()).toEqual([]);
    expect(await db.selectFrom('orderEvents').select('id').where('userId', '=', fay.userId).where('kind', '=', 'chat').execute()).toEqual([]);
  });
});
