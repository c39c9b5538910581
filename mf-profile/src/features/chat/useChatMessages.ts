import { useEffect, useMemo, useState } from 'react';
import { routes, type ChatMessage } from '@storefront/contracts';
import { ORDER_POLL_MS, useApiQuery, useMountProps } from '@storefront/ui';
import { useLiveChat } from './live';

/** Messages of several sources as one conversation: each once (the latest copy), oldest first. */
function conversation(...sources: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) for (const message of source) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The conversation shown: the last page asked for (again every ORDER_POLL_MS while the live stream
 * is down), the earlier pages the customer loaded, and what arrived or was sent since; the
 * merchant's messages among them are marked read.
 */
export function useChatMessages({ orderId, ask, liveState }: { orderId?: number; ask: boolean; liveState: string }) {
  const { api } = useMountProps();
  const query = useApiQuery(ask ? routes.chatMessages : null, { query: orderId ? { orderId } : {} }, {
    refreshEveryMs: liveState === 'live' ? undefined : ORDER_POLL_MS,
  });
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  useLiveChat((message) => {
    if (orderId === undefined || message.orderId === orderId) setArrived((list) => [...list, message]);
  }, query.reload);

  const messages = useMemo(
    () => conversation(older?.messages ?? [], query.status === 'ready' ? query.data.content : [], arrived),
    [older, query, arrived],
  );
  const hasMore = older ? older.hasMore : query.status === 'ready' && query.data.hasMore;

  // The merchant's messages shown here are read: once per newest unread one.
  const newestUnread = [...messages].reverse().find((m) => m.author === 'MERCHANT' && m.readAt === null)?.id ?? null;
  useEffect(() => {
    if (newestUnread) void api.call(routes.chatRead, { body: { upToId: newestUnread }, quiet: true });
  }, [api, newestUnread]);

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    const { data } = await api.call(routes.chatMessages, { query: { ...(orderId ? { orderId } : {}), before: first.id } });
    if (data) setOlder((previous) => ({ messages: [...data.content, ...(previous?.messages ?? [])], hasMore: data.hasMore }));
  };
  const add = (message: ChatMessage) => setArrived((list) => [...list, message]);

  return { query, messages, hasMore, loadEarlier, add };
}
