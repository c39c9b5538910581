import { appLink } from '@storefront/contracts';
import { basketCount, basketPrice, formatSum } from '@storefront/contracts/rules';
import { useMountProps, useSession, useLanguage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';

/**
 * The floating basket button of `basketPosition: FLOATING_OVER_PRODUCT`: count and total over the
 * menu. (NAVIGATION_BAR is the shell's header button.) Only this small component follows the basket.
 */
export function FloatingBasketButton() {
  const { settings } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const count = useSession((s) => basketCount(s.draft.lines));
  const total = useSession((s) => basketPrice(s.draft.lines));
  if (settings.basketPosition !== 'FLOATING_OVER_PRODUCT' || count === 0) return null;
  return (
    <Link to={appLink('/basket')} className="cat-floating-basket" data-testid="floating-basket">
      <span>{t('basket')}</span>
      <span data-testid="floating-basket-count" className="cat-floating-count">{count}</span>
      <strong data-testid="floating-basket-total">{formatSum(total, language)}</strong>
    </Link>
  );
}
