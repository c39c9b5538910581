import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { appLink, MAX_CHAT_TEXT_LENGTH, routes, type ChatMessage } from '@storefront/contracts';
import { chatMessageText, formatTashkentDateTime } from '@storefront/contracts/rules';
import {
  ORDER_POLL_MS, useApiQuery, useLanguage, useLiveState, useMountProps, useRequireUser,
} from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useLiveChat } from './live';

/** The counter shows from this share of the limit on: far from it, it is noise. */
const COUNTER_FROM = 0.8;

const CSS = `.pf-chat{display:grid;gap:12px;min-width:0}.pf-chat h1{margin-bottom:0}.pf-chat-sub{margin:0;color:var(--muted,#666)}
.pf-chat-log{list-style:none;margin:0;padding:0;display:grid;gap:8px;min-width:0}
.pf-chat-log li{display:grid;gap:2px;max-width:min(80%,520px);padding:8px 12px;border-radius:16px;min-width:0}
.pf-chat-log li[data-author=MERCHANT]{justify-self:start;background:var(--surface,#fff);border:1px solid var(--border,#e3e3e3);border-bottom-left-radius:4px}
.pf-chat-log li[data-author=CUSTOMER]{justify-self:end;background:var(--main-color);color:var(--main-text-color);border-bottom-right-radius:4px}
.pf-chat-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.4}
.pf-chat-meta{font-size:12px;opacity:.75;display:flex;gap:8px;flex-wrap:wrap}.pf-chat-meta a{color:inherit}
.pf-chat-form{display:grid;gap:6px;min-width:0}.pf-chat-row{display:flex;gap:8px;align-items:flex-end;min-width:0}
.pf-chat-form textarea{flex:1;min-width:0;font:inherit;padding:10px 12px;border:1px solid var(--border,#ccc);border-radius:12px;min-height:44px;max-height:160px;resize:vertical;background:var(--surface,#fff);color:inherit}
.pf-chat-form .pf-primary{flex:none}.pf-chat-foot{display:flex;justify-content:space-between;gap:8px;font-size:12px;color:var(--muted,#666)}
.pf-chat-count[data-over=true]{color:var(--danger,#d93025);font-weight:700}
.pf-chat-earlier{justify-self:center}`;

/** Messages of several sources as one conversation: each once (the latest copy), oldest first. */
function conversation(...sources: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) for (const message of source) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * `/profile/chat` and `/profile/orders/:id/chat` (settings.chatActive): the customer's chat with
 * the merchant, all of it or about one order. New messages of either side arrive over the live
 * stream; while it is down the screen asks again every ORDER_POLL_MS. Texts are shown as text
 * (React escapes them), never as HTML; the contracts' rule decides what can be sent.
 */
export function ChatScreen({ orderId }: { orderId?: number }) {
  const { api, settings } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useRequireUser();
  const liveState = useLiveState();
  const validOrder = orderId === undefined || (Number.isInteger(orderId) && orderId > 0);
  const asking = user && settings.chatActive && validOrder;
  const orderQuery = useApiQuery(asking && orderId ? routes.order : null, { params: { id: orderId ?? 0 }, quiet: true });
  // An order's chat is asked for once the order is known to be the customer's: another's order is
  // said once, on the page, not also by the 404 notice of the messages call.
  const orderKnown = orderId === undefined || orderQuery.status === 'ready';
  const query = useApiQuery(asking && orderKnown ? routes.chatMessages : null, { query: orderId ? { orderId } : {} }, {
    refreshEveryMs: liveState === 'live' ? undefined : ORDER_POLL_MS,
  });
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
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

  // A new message (sent or received) comes into view.
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    const { data } = await api.call(routes.chatMessages, { query: { ...(orderId ? { orderId } : {}), before: first.id } });
    if (data) setOlder((previous) => ({ messages: [...data.content, ...(previous?.messages ?? [])], hasMore: data.hasMore }));
  };

  const checked = chatMessageText(text);
  const length = checked.ok ? checked.text.length : checked.length;
  const over = !checked.ok && checked.reason === 'TOO_LONG';
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!checked.ok || sending) return;
    setSending(true);
    const { data } = await api.call(routes.chatSend, { body: { text: checked.text, ...(orderId ? { orderId } : {}) } });
    setSending(false);
    if (!data) return; // The API's description shows as a notice (spec §8); the text stays to send again.
    setArrived((list) => [...list, data]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const title = <h1>{t('chat.title')}</h1>;
  if (!user) return <section>{title}<LoginPrompt /></section>;
  // Another customer's order (or none) is simply not found (404); any other failure of the order's
  // call (asked quietly) is told as the API tells it, never passed off as a missing order.
  const orderRefused = orderId !== undefined && orderQuery.status === 'error' ? orderQuery.error : null;
  const orderMissing = orderId !== undefined && ((orderRefused?.status === 404) || (query.status === 'error' && query.error.status === 404));
  if (!validOrder || orderMissing) {
    return <section>{title}<p>{t('orderNotFound')}</p><Link to={appLink('/profile/orders')}>{t('orders')}</Link></section>;
  }
  if (orderRefused) {
    return <section>{title}<p role="alert" data-testid="chat-order-error">{orderRefused.message}</p><Link to={appLink('/profile/orders')}>{t('orders')}</Link></section>;
  }
  const order = orderQuery.status === 'ready' ? orderQuery.data : null;
  return (
    <section className="pf-chat" data-testid="chat" data-live={liveState}>
      <style>{CSS}</style>
      {title}
      {orderId && <p className="pf-chat-sub" data-testid="chat-order">{t('chat.aboutOrder', { number: order?.number ?? orderId })}</p>}
      {hasMore && <button type="button" className="pf-link pf-chat-earlier" onClick={() => void loadEarlier()}>{t('chat.earlier')}</button>}
      {query.status === 'loading' && <p>{t('loading')}</p>}
      {query.status === 'ready' && messages.length === 0 && <p className="pf-note" data-testid="chat-empty">{t('chat.empty')}</p>}
      <ol className="pf-chat-log" aria-live="polite" aria-label={t('chat.title')}>
        {messages.map((message) => (
          <li key={message.id} data-testid="chat-message" data-author={message.author}>
            <p className="pf-chat-text">{message.text}</p>
            <span className="pf-chat-meta">
              <span>{message.author === 'CUSTOMER' ? t('chat.you') : t('chat.merchant')}</span>
              <time dateTime={message.createdDate}>{formatTashkentDateTime(message.createdDate, language)}</time>
              {orderId === undefined && message.orderId && (
                <Link to={appLink('/profile/orders/:id', { id: message.orderId })}>{t('chat.orderLabel', { id: message.orderId })}</Link>
              )}
            </span>
          </li>
        ))}
      </ol>
      <div ref={end} />
      <form className="pf-chat-form" onSubmit={(event) => void send(event)}>
        <div className="pf-chat-row">
          <textarea
            aria-label={t('chat.message')} placeholder={t('chat.placeholder')} rows={2} value={text}
            maxLength={MAX_CHAT_TEXT_LENGTH * 2} data-testid="chat-input" aria-describedby="pf-chat-foot"
            onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown}
          />
          <button type="submit" className="pf-primary" disabled={!checked.ok || sending} data-testid="chat-send">{t('chat.send')}</button>
        </div>
        <div className="pf-chat-foot" id="pf-chat-foot">
          <span>{over ? t('chat.tooLong', { max: MAX_CHAT_TEXT_LENGTH }) : t('chat.hint')}</span>
          {length >= MAX_CHAT_TEXT_LENGTH * COUNTER_FROM && (
            <span className="pf-chat-count" data-over={over} data-testid="chat-count" aria-live="polite">{length} / {MAX_CHAT_TEXT_LENGTH}</span>
          )}
        </div>
      </form>
      {orderId && <p><Link to={appLink('/profile/orders/:id', { id: orderId })}>{t('chat.backToOrder')}</Link></p>}
    </section>
  );
}
