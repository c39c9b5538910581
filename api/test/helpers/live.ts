import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface LiveEvent { id: string; event: string; data: any }

/**
 * A customer's live stream read over real HTTP as the storefront reads it (fetch with the bearer
 * token and merchant headers, frames parsed by eventsource-parser). `next()` waits for the next
 * event; heartbeats (comment lines) are counted, not returned.
 */
export async function openLiveStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/orders/v1/orders/events`, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const queue: LiveEvent[] = [];
  const waiters: ((event: LiveEvent | null) => void)[] = [];
  let ended = false;
  let comments = 0;
  const push = (event: LiveEvent | null) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else if (event) queue.push(event);
  };
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => push({ id: message.id ?? '', event: message.event ?? 'message', data: JSON.parse(message.data) }),
    onComment: () => { comments += 1; },
  });
  if (!response.ok || !response.body) ended = true;
  else {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
      } catch { /* aborted */ }
      ended = true;
      while (waiters.length) push(null);
    })();
  }
  return {
    response,
    get comments() { return comments; },
    /** The next event, or null when the stream ended. */
    next(): Promise<LiveEvent | null> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiters.push(resolve));
    },
    /** The next `event: order` (skipping ready/reset). */
    async nextOrder(): Promise<LiveEvent> {
      for (;;) {
        const event = await this.next();
        if (!event) throw new Error('stream ended');
        if (event.event === 'order') return event;
      }
    },
    close() { controller.abort(); },
  };
}
