import { appLink, routes, type Language, type Promo } from '@storefront/contracts';
import { formatSum, formatTashkentDate } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useMountProps, useRequireUser } from '@storefront/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useNavigate } from '@storefront/ui/router';

type T = TFunction;

/** What a promo takes off, in the customer's words: so'm or percent, of the products and/or the delivery. */
function discountText(promo: Promo, t: T, language: Language): string {
  const amount = (value: number) => (promo.discountType === 'PERCENTAGE' ? `${value} %` : formatSum(value, language));
  return [
    promo.productDiscount > 0 ? t('promoOffProducts', { amount: amount(promo.productDiscount) }) : null,
    promo.deliveryDiscount > 0 ? t('promoOffDelivery', { amount: amount(promo.deliveryDiscount) }) : null,
  ].filter(Boolean).join(', ');
}

/**
 * `/profile/promos` (promoActive): the merchant's promos the customer can use now. Each can be
 * copied, or offered to the checkout in one tap (the checkout checks it against the basket with
 * the spec's messages when it opens).
 */
export function PromosPage() {
  const navigate = useNavigate();
  const { bus } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useRequireUser();
  const query = useApiQuery(user ? routes.promos : null, {});
  if (!user) return <section><h1>{t('promos')}</h1><LoginPrompt /></section>;
  const promos = query.status === 'ready' ? query.data : query.status === 'error' ? [] : null;
  const date = (iso: string) => formatTashkentDate(iso, language);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      bus.emit('notify', { kind: 'success', message: t('promoCopied', { code }) });
    } catch {
      bus.emit('notify', { kind: 'info', message: code });
    }
  };
  const apply = (code: string) => {
    bus.emit('promo/offered', { code });
    navigate(appLink('/checkout'));
  };

  return (
    <section>
      <h1>{t('promos')}</h1>
      {promos === null && <p>{t('loading')}</p>}
      {promos?.length === 0 && <p data-testid="promos-empty">{t('noPromos')}</p>}
      <ul className="pf-list pf-promos">
        {promos?.map((promo) => (
          <li key={promo.id} className="pf-promo" data-testid="promo" data-code={promo.code}>
            <strong className="pf-code">{promo.code}</strong>
            <span>{discountText(promo, t, language)}</span>
            {promo.minPrice ? <small>{t('promoMinPrice', { amount: formatSum(promo.minPrice, language) })}</small> : null}
            {promo.endDate && <small>{t('promoUntil', { date: date(promo.endDate) })}</small>}
            <span className="pf-actions">
              <button type="button" className="pf-secondary" onClick={() => void copy(promo.code)} data-testid="promo-copy">{t('copy')}</button>
              <button type="button" className="pf-primary" onClick={() => apply(promo.code)} data-testid="promo-use">{t('usePromo')}</button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
