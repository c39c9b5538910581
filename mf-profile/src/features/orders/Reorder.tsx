import { useState } from 'react';
import { appLink, pickText, type Order, type Overall } from '@storefront/contracts';
import { isOrderActive, reorderLines, type Reorder as ReorderResult } from '@storefront/contracts/rules';
import { useLanguage, useMountProps, useSession } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@storefront/ui/router';

/**
 * "Order again" on a finished order: its lines go to the basket at today's prices; what is no
 * longer sold is listed here rather than dropped without a word.
 */
export function Reorder({ order, overall }: { order: Order; overall: Overall | null }) {
  const navigate = useNavigate();
  const { bus } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const nearestBranchId = useSession((s) => s.nearestBranch?.id ?? null);
  const [missing, setMissing] = useState<ReorderResult['missing'] | null>(null);
  if (isOrderActive(order.status) || !overall) return null;

  const reorder = () => {
    const result = reorderLines(order.cartItems, overall.products, nearestBranchId);
    for (const line of result.lines) bus.emit('basket/add', line);
    setMissing(result.missing);
    if (result.lines.length && !result.missing.length) navigate(appLink('/basket'));
  };

  return (
    <div data-testid="reorder">
      <button type="button" className="pf-primary" onClick={reorder} data-testid="reorder-button">{t('reorder')}</button>
      {missing && missing.length > 0 && (
        <div role="status" data-testid="reorder-missing">
          <p>{t('reorderMissing')}</p>
          <ul>{missing.map((m) => <li key={m.productId}>{m.name ? pickText(m.name, language) : `#${m.productId}`}</li>)}</ul>
          <a href={appLink('/basket')} onClick={(event) => { event.preventDefault(); navigate(appLink('/basket')); }}>{t('toBasket')}</a>
        </div>
      )}
    </div>
  );
}
