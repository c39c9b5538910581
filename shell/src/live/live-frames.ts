import type { Subject } from 'rxjs';
import type { EventSourceMessage } from 'eventsource-parser';
import { ChatMessage, LIVE_EVENTS, Notification, OrderEvent } from '@storefront/contracts';

/** The subjects the live stream's frames go to, by kind. */
export interface LiveChannels {
  orders$: Subject<OrderEvent>;
  resync$: Subject<void>;
  notifications$: Subject<Notification>;
  chat$: Subject<ChatMessage>;
}

/**
 * One frame of the stream to the subject of its kind. `ready` and `reset` ask the screens to read
 * again; a frame whose data is not what its kind says is dropped, as one of an unknown kind.
 */
export function dispatchFrame(message: EventSourceMessage, channels: LiveChannels): void {
  if (message.event === LIVE_EVENTS.ready || message.event === LIVE_EVENTS.reset) {
    channels.resync$.next();
    return;
  }
  let data: unknown;
  try { data = JSON.parse(message.data); } catch { return; }
  if (message.event === LIVE_EVENTS.order) {
    const parsed = OrderEvent.safeParse(data);
    if (parsed.success) channels.orders$.next(parsed.data);
  } else if (message.event === LIVE_EVENTS.notification) {
    const parsed = Notification.safeParse(data);
    if (parsed.success) channels.notifications$.next(parsed.data);
  } else if (message.event === LIVE_EVENTS.chat) {
    const parsed = ChatMessage.safeParse(data);
    if (parsed.success) channels.chat$.next(parsed.data);
  }
}

/** The stream's request headers: the bearer token and merchant as on every call, and where to resume. */
export function streamHeaders(token: string, merchant: string | number | null | undefined, lastId: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
  if (merchant !== null && merchant !== undefined && merchant !== '') headers.merchant = String(merchant);
  if (lastId) headers['last-event-id'] = lastId;
  return headers;
}

/** Reads a response body to its end, each chunk decoded as text as it comes. */
export async function readChunks(body: ReadableStream<Uint8Array>, onChunk: (text: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onChunk(decoder.decode(value, { stream: true }));
  }
}
