import { useState } from 'react';
import { routes } from '@storefront/contracts';
import { formatSum, formatTashkentDateTime } from '@storefront/contracts/rules';
import { useApiQuery, useFreshUser, useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * The customer's balance on the profile (balanceActive or cashbackActive), read fresh from the
 * API (cashback is earned when an order is delivered, long after the session was filled), with
 * the history of what each order earned, spent or got back.
 */
export function CashbackCard({ percent }: { percent: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useFreshUser();
  const [open, setOpen] = useState(false);
  const history = useApiQuery(open ? routes.cashbackHistory : null, {});
  const balance = user?.cashback ?? 0;

  return (
    <div className="pf-balance" data-testid="cashback-card">
      <div>
        <span>{t('balanceTitle')}</span>
        <strong data-testid="cashback-balance">{formatSum(balance, language)}</strong>
        {percent ? <small>{t('cashbackPercent', { percent })}</small> : null}
      </div>
      <button type="button" className="pf-link" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="cashback-history-toggle">
        {t('cashbackHistory')}
      </button>
      {open && (
        history.status === 'ready'
          ? history.data.length === 0
            ? <p data-testid="cashback-history-empty">{t('noCashbackHistory')}</p>
            : (
              <ul className="pf-history" data-testid="cashback-history">
                {history.data.map((entry) => (
                  <li key={entry.id} data-kind={entry.kind}>
                    <span>{t(`cashbackKinds.${entry.kind}`)}{entry.orderNumber ? ` · ${t('orderNumber', { number: entry.orderNumber })}` : ''}</span>
                    <small>{formatTashkentDateTime(entry.createdDate, language)}</small>
                    <strong className={entry.amount > 0 ? 'pf-plus' : undefined}>{entry.amount > 0 ? '+' : '−'}{formatSum(Math.abs(entry.amount), language)}</strong>
                  </li>
                ))}
              </ul>
            )
          : <p>{t('loading')}</p>
      )}
    </div>
  );
}
