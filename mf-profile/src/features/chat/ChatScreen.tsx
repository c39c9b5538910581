import { useEffect, useRef } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { featureOn } from '@storefront/contracts/rules';
import { useApiQuery, useLiveState, useMountProps, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ChatForm } from './ChatForm';
import { ChatLog } from './ChatLog';
import { useChatDraft } from './useChatDraft';
import { useChatMessages } from './useChatMessages';

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

/**
 * `/profile/chat` and `/profile/orders/:id/chat` (settings.chatActive): the customer's chat with
 * the merchant, all of it or about one order. New messages of either side arrive over the live
 * stream; while it is down the screen asks again every ORDER_POLL_MS. Texts are shown as text
 * (React escapes them), never as HTML; the contracts' rule decides what can be sent.
 */
export function ChatScreen({ orderId }: { orderId?: number }) {
  const { settings } = useMountProps();
  const { t } = useTranslation();
  const user = useRequireUser();
  const liveState = useLiveState();
  const validOrder = orderId === undefined || (Number.isInteger(orderId) && orderId > 0);
  const asking = user && featureOn(settings, 'chat') && validOrder;
  const orderQuery = useApiQuery(asking && orderId ? routes.order : null, { params: { id: orderId ?? 0 }, quiet: true });
  // An order's chat is asked for once the order is known to be the customer's: another's order is
  // said once, on the page, not also by the 404 notice of the messages call.
  const orderKnown = orderId === undefined || orderQuery.status === 'ready';
  const { query, messages, hasMore, loadEarlier, add } = useChatMessages({ orderId, ask: Boolean(asking && orderKnown), liveState });
  const draft = useChatDraft(orderId, add);

  // A new message (sent or received) comes into view.
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

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
      <ChatLog messages={messages} orderId={orderId} />
      <div ref={end} />
      <ChatForm draft={draft} />
      {orderId && <p><Link to={appLink('/profile/orders/:id', { id: orderId })}>{t('chat.backToOrder')}</Link></p>}
    </section>
  );
}
