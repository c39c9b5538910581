import type { MerchantWebSettings, User } from '@storefront/contracts';
import { cashbackEarned, featureOn, formatSum, type ComputedTotals } from '@storefront/contracts/rules';
import { PriceText, useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * The customer's balance at checkout (balanceActive or cashbackActive): spending it while there is
 * some, and what this order will earn at the merchant's percent, computed by the same rule the API
 * credits with when the order is delivered.
 */
export function CashbackSection({ user, settings, totals, use, onUse }: {
  user: User | null; settings: MerchantWebSettings; totals: ComputedTotals; use: boolean; onUse: (use: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cashbackOn = featureOn(settings, 'cashback');
  if (!user || !(cashbackOn || featureOn(settings, 'balance'))) return null;
  const earns = cashbackOn ? cashbackEarned(totals, totals.cashback, settings.cashbackPercent) : 0;
  return (
    <fieldset className="bc-section" data-testid="cashback-section">
      <legend>{t('cashback')}</legend>
      <p data-testid="cashback-balance"><PriceText text={t('balance', { amount: formatSum(user.cashback, language) })} /></p>
      {cashbackOn && user.cashback > 0 && (
        <label className="bc-option">
          <input type="checkbox" checked={use} onChange={(e) => onUse(e.target.checked)} />
          <span>{t('useCashback')}</span>
        </label>
      )}
      {earns > 0 && <p className="bc-muted" data-testid="cashback-earn"><PriceText text={t('willEarn', { amount: formatSum(earns, language) })} /></p>}
    </fieldset>
  );
}
