import { useEffect, useState } from 'react';
import { appLink, routes, type Address } from '@storefront/contracts';
import { addressesMatch, readableAddress } from '@storefront/contracts/rules';
import { useLanguage, useMountProps, useRequireUser, useSession } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';

/** The maps remote's screen that saves a new address, or edits one given by `?id=`. */
const editLink = (id?: number) => `${appLink('/profile/address/create')}${id ? `?id=${id}` : ''}`;

/**
 * `/profile/address`: the customer's saved addresses at this merchant, each read as an address
 * (street, house; entrance). One can be used for the delivery (`address/changed`, with its entrance
 * info), edited or added on the map (the maps remote's `/profile/address/create`), or deleted after
 * a confirmation.
 */
export function AddressesPage() {
  const { api, bus, data } = useMountProps();
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useRequireUser();
  const chosen = useSession((s) => s.draft.address);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const merchantId = String(data.merchant.id);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    void api.call(routes.addresses, { params: { merchantId, userId: user.id }, signal: controller.signal })
      .then(({ data: list }) => { if (!controller.signal.aborted) setAddresses(list ?? []); });
    return () => controller.abort();
  }, [api, user, merchantId]);

  if (!user) return <section><h1>{t('addresses')}</h1><LoginPrompt /></section>;

  const remove = async (id: number) => {
    if (busy) return;
    setBusy(true);
    const { data: done } = await api.call(routes.addressDelete, { params: { id } });
    setBusy(false);
    setConfirming(null);
    if (!done) return;
    setAddresses((list) => (list ?? []).filter((a) => a.id !== id));
    bus.emit('notify', { kind: 'success', message: t('addressDeleted') });
  };

  const use = (address: Address) => {
    bus.emit('address/changed', { address, entrance: address.entrance ?? {} });
    bus.emit('notify', { kind: 'success', message: t('addressChosen') });
  };

  // Spec §5: the session's address is this saved one when they are the same place.
  const isChosen = (a: Address) => !!chosen && (chosen.id === a.id || addressesMatch(chosen, a));

  return (
    <section className="pf-addresses">
      <h1>{t('addresses')}</h1>
      {addresses === null && <p>{t('loading')}</p>}
      {addresses?.length === 0 && <p data-testid="addresses-empty">{t('noAddresses')}</p>}
      <ul className="pf-list">
        {addresses?.map((address) => (
          <li key={address.id} data-testid="address-row" data-address-id={address.id}>
            <div>
              <strong>{address.name || t(`addressTypes.${address.type}`)}</strong>
              <span data-testid="address-line">{readableAddress(address, address.entrance, lang) ?? t('pointOnMap')}</span>
            </div>
            <div className="pf-actions">
              {confirming === address.id ? (
                <>
                  <span>{t('deleteQuestion')}</span>
                  <button type="button" className="pf-danger" disabled={busy} onClick={() => void remove(address.id)} data-testid="address-delete-yes">{t('yesDelete')}</button>
                  <button type="button" className="pf-link" onClick={() => setConfirming(null)} data-testid="address-delete-no">{t('cancel')}</button>
                </>
              ) : (
                <>
                  <button type="button" className="pf-secondary" disabled={isChosen(address)} onClick={() => use(address)} data-testid="address-use">
                    {isChosen(address) ? t('usedForDelivery') : t('useForDelivery')}
                  </button>
                  <Link to={editLink(address.id)} className="pf-link" data-testid="address-edit">{t('edit')}</Link>
                  <button type="button" className="pf-link" onClick={() => setConfirming(address.id)} data-testid="address-delete">{t('delete')}</button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p><Link to={editLink()} className="pf-primary pf-add" data-testid="address-add">{t('addAddress')}</Link></p>
      <p><Link to={appLink('/profile')}>{t('back')}</Link></p>
    </section>
  );
}
