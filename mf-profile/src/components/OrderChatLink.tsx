import { appLink } from '@storefront/contracts';
import { featureOn } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';

/** "Write to us" under an order (settings.chatActive): the chat about this order. */
export function OrderChatLink({ orderId }: { orderId: number }) {
  const { settings } = useMountProps();
  const { t } = useTranslation();
  if (!featureOn(settings, 'chat')) return null;
  return (
    <p>
      <Link className="pf-secondary pf-chat-link" to={appLink('/profile/orders/:id/chat', { id: orderId })} data-testid="order-chat">
        {t('chat.writeToUs')}
      </Link>
    </p>
  );
}
