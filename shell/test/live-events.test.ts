/**
 * @jest-environment node
 */
// Node's fetch API (Response, ReadableStream), which jsdom lacks: nothing here draws a page.
import { firstValueFrom, filter, take, toArray } from 'rxjs';
import type { OrderEvent } from '@storefront/contracts';
import { createLiveEvents } from '../src/live/live-events';

const event = (id: number, status: OrderEvent['status']): OrderEvent => ({ id, status, serviceType: 'DELIVERY', courier: null, isPaid: false, timeline: [] });

/** A fetch answering each call with the next scripted answer: frames to stream, or a status. */
function scriptedFetch(answers: ({ frames: string[]; keepOpen?: boolean } | { status: number })[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if ('status' in answer) return new Response('{}', { status: answer.status });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const frame of answer.frames) controller.enqueue(new TextEncoder().encode(frame));
        if (!answer.keepOpen) controller.close();
        init?.signal?.addEventListener('abort', () => { try { controller.error(new DOMException('aborted', 'AbortError')); } catch { /* closed */ } });
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe('the live stream reader', () => {
  it('sends the token and merchant in headers, hands over order events, and resumes from the last id after a drop', async () => {
    const { fetch, calls } = scriptedFetch([
      { frames: ['id: 10\nevent: ready\ndata: {}\n\n', `id: 11\nevent: order\ndata: ${JSON.stringify(event(5, 'ACCEPTED'))}\n\n`] },
      { frames: [': heartbeat\n\n', `id: 12\nevent: order\ndata: ${JSON.stringify(event(5, 'COOKING'))}\n\n`], keepOpen: true },
    ]);
    let unauthorized = 0;
    const live = createLiveEvents({ baseUrl: 'http://api.test/', getMerchant: () => 7, onUnauthorized: () => { unauthorized += 1; }, fetch, backoffMs: () => 1 });
    const statuses = firstValueFrom(live.orders$.pipe(take(2), toArray()));
    const resynced = firstValueFrom(live.resync$);
    live.connect('token-123');
    await resynced;
    expect((await statuses).map((e) => e.status)).toEqual(['ACCEPTED', 'COOKING']);
    expect(calls[0]).toMatchObject({ url: 'http://api.test/orders/v1/orders/events', headers: { authorization: 'Bearer token-123', merchant: '7' } });
    expect(calls[0]!.headers['last-event-id']).toBeUndefined();
    expect(calls[1]!.headers['last-event-id']).toBe('11');
    await firstValueFrom(live.state$.pipe(filter((s) => s === 'live')));
    live.dispose();
    expect(unauthorized).toBe(0);
  });

  it('says down while it cannot open (screens poll), and a 401 logs out instead of retrying', async () => {
    const { fetch, calls } = scriptedFetch([{ status: 503 }, { status: 401 }]);
    let unauthorized = 0;
    const live = createLiveEvents({ baseUrl: 'http://api.test', getMerchant: () => 7, onUnauthorized: () => { unauthorized += 1; }, fetch, backoffMs: () => 1 });
    const states: string[] = [];
    live.state$.subscribe((s) => states.push(s));
    live.connect('token-123');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unauthorized).toBe(1);
    expect(calls).toHaveLength(2);
    expect(states).not.toContain('live');
    live.dispose();
  });

  it('hands over chat messages of either side, and skips one that does not match the contract', async () => {
    const message = (id: number, author: 'CUSTOMER' | 'MERCHANT') => ({ id, orderId: null, author, text: `m${id}`, createdDate: '2026-11-23T10:00:00Z', readAt: null });
    const { fetch } = scriptedFetch([{
      frames: [
        'id: 20\nevent: ready\ndata: {}\n\n',
        `id: 21\nevent: chat\ndata: ${JSON.stringify({ id: 1, text: 'no author' })}\n\n`,
        `id: 22\nevent: chat\ndata: ${JSON.stringify(message(2, 'CUSTOMER'))}\n\n`,
        `id: 23\nevent: chat\ndata: ${JSON.stringify(message(3, 'MERCHANT'))}\n\n`,
      ],
      keepOpen: true,
    }]);
    const live = createLiveEvents({ baseUrl: 'http://api.test', getMerchant: () => 7, onUnauthorized: () => {}, fetch, backoffMs: () => 1 });
    const messages = firstValueFrom(live.chat$.pipe(take(2), toArray()));
    live.connect('token-123');
    expect((await messages).map((m) => [m.id, m.author])).toEqual([[2, 'CUSTOMER'], [3, 'MERCHANT']]);
    live.dispose();
  });
});
