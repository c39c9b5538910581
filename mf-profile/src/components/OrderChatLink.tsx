import { appLink } from '@storefront/contracts';
import { Link, useMountProps, useT } from '@storefront/ui';

/** "Write to us" under an order (settings.chatActive): the chat about this order. */
export function OrderChatLink({ orderId }: { orderId: number }) {
  const { settings } = useMountProps();
  const t = useT();
  if (!settings.chatActive) return null;
  return (
    <p>
      <Link className="pf-secondary pf-chat-link" href={appLink('/profile/orders/:id/chat', { id: orderId })} data-testid="order-chat">
        {t('chat.writeToUs')}
      </Link>
    </p>
  );
}
