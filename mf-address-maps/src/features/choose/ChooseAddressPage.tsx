import { appLink, routes, type Address } from '@storefront/contracts';
import { addressesMatch, readableAddress } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useMountProps, useRequireUser, useSession } from '@storefront/ui';
import { Link, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { returnToOrigin } from '../../lib/return';

/**
 * `/choose-address`: the customer's saved addresses, the one the session delivers to marked (spec
 * §5: the same place within 0.000099°), and a new address on the map. Choosing one sets it for the
 * delivery (`address/changed`, with its entrance info) and goes back where the customer came from.
 */
export function ChooseAddressPage() {
  const navigate = useNavigate();
  const { bus, data } = useMountProps();
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useRequireUser();
  const current = useSession((s) => s.draft.address);
  const currentEntrance = useSession((s) => s.draft.entrance);
  const query = useApiQuery(user ? routes.addresses : null, { params: { merchantId: String(data.merchant.id), userId: user?.id ?? 0 } });
  const saved: Address[] = query.status === 'ready' ? query.data : [];
  const chosen = current ? saved.find((a) => addressesMatch(current, a)) : undefined;

  if (!user) {
    return <section className="am-choose-page"><h1>{t('chooseAddress')}</h1><p>{t('loginNeeded')}</p></section>;
  }

  const choose = (address: Address) => {
    // The saved entrance info comes along; an address saved without it clears the previous one's.
    bus.emit('address/changed', { address, entrance: address.entrance ?? {} });
    returnToOrigin(navigate, '/checkout');
  };

  return (
    <section className="am-choose-page" data-testid="choose-address">
      <style>{`.am-choose-page h1{margin:0 0 12px}.am-addresses{list-style:none;padding:0;margin:0 0 16px;display:grid;gap:10px}
.am-address{width:100%;display:grid;grid-template-columns:auto 1fr;gap:2px 12px;align-items:center;text-align:left;border:1px solid var(--border,#ddd);border-radius:12px;padding:12px 14px;background:var(--surface,#fff);color:inherit;font:inherit;cursor:pointer}
.am-address[aria-current=true]{border:2px solid var(--main-color,#FCE000);padding:11px 13px}
.am-address .am-mark{grid-row:span 2;width:22px;height:22px;border-radius:50%;border:2px solid var(--border,#bbb);box-sizing:border-box;display:grid;place-items:center;font-size:13px;font-weight:700}
.am-address[aria-current=true] .am-mark{background:var(--main-color,#FCE000);border-color:var(--main-color,#FCE000);color:var(--main-text-color,#000)}
.am-address strong,.am-address span{overflow-wrap:anywhere;min-width:0}.am-address .am-line{color:var(--muted,#555)}
.am-new{display:block;text-align:center;border-radius:12px;padding:13px;background:var(--main-color,#FCE000);color:var(--main-text-color,#000);font-weight:700;text-decoration:none}
.am-current-note{margin:0 0 12px;color:var(--muted,#555)}`}</style>
      <h1>{t('chooseAddress')}</h1>
      {current && !chosen && (
        <p className="am-current-note" data-testid="current-address">
          {t('currentAddress')}: <b>{readableAddress(current, currentEntrance, lang) ?? t('pointOnMap')}</b>
        </p>
      )}
      {query.status === 'loading' && <p>{t('loading')}</p>}
      {query.status === 'error' && <p role="alert">{t('addressesFailed')}</p>}
      {query.status === 'ready' && !saved.length && <p data-testid="no-saved-addresses">{t('noSavedAddresses')}</p>}
      {saved.length > 0 && (
        <ul className="am-addresses" aria-label={t('savedAddresses')}>
          {saved.map((address) => {
            const isCurrent = address === chosen;
            return (
              <li key={address.id}>
                <button type="button" className="am-address" aria-current={isCurrent} onClick={() => choose(address)}
                  data-testid="saved-address" data-address-id={address.id}>
                  <span className="am-mark" aria-hidden="true">{isCurrent ? '✓' : ''}</span>
                  <strong>{address.name || t(`addressTypes.${address.type}`)}{isCurrent && <span className="am-sr"> · {t('current')}</span>}</strong>
                  <span className="am-line">{readableAddress(address, address.entrance, lang) ?? t('pointOnMap')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={appLink('/address/delivery')} className="am-new" data-testid="new-address-on-map">{t('newOnMap')}</Link>
    </section>
  );
}
