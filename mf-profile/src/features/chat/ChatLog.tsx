import { appLink, type ChatMessage } from '@storefront/contracts';
import { formatTashkentDateTime } from '@storefront/contracts/rules';
import { useLanguage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';

/** The conversation, oldest first; in the chat of all orders each message names its order. */
export function ChatLog({ messages, orderId }: { messages: ChatMessage[]; orderId?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
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
  );
}
