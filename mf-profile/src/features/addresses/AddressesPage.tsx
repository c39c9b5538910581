import { useEffect, useState, type FormEvent } from 'react';
import { appLink, MAX_ADDRESS_TEXT_LENGTH, MAX_NAME_LENGTH, MESSAGES, routes, type Address } from '@storefront/contracts';
import { Link, useMountProps, useSession, useT } from '@storefront/ui';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRequireUser } from '../../components/useRequireUser';
import { addressBody, addressLine, emptyAddressForm, validateAddress, type AddressField, type AddressForm, type AddressProblems } from './form';

/**
 * `/profile/address`: the customer's saved addresses at this merchant. One can be used for the
 * delivery (`address/changed`) or deleted after a confirmation; a new one is added with typed
 * coordinates until the address/maps remote brings the map picker.
 */
export function AddressesPage() {
  const { api, bus, data } = useMountProps();
  const t = useT();
  const user = useRequireUser();
  const chosen = useSession((s) => s.draft.address);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<AddressForm>(emptyAddressForm);
  const [problems, setProblems] = useState<AddressProblems>({});
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
    bus.emit('address/changed', { address });
    bus.emit('notify', { kind: 'success', message: t('addressChosen') });
  };

  const change = (field: AddressField, value: string) => {
    setForm({ ...form, [field]: value });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const problemText = (field: AddressField) => {
    const problem = problems[field];
    if (!problem) return null;
    return <p className="pf-error" role="alert" data-testid={`address-${field}-error`}>{problem === MESSAGES.requiredField ? problem : t(problem)}</p>;
  };
  const field = (name: Exclude<AddressField, 'type'>, label: string, inputMode?: 'decimal') => (
    <>
      <label className="pf-field">
        <span>{t(label)}</span>
        <input data-testid={`address-${name}`} value={form[name]} inputMode={inputMode}
          maxLength={name === 'name' ? MAX_NAME_LENGTH : inputMode ? undefined : MAX_ADDRESS_TEXT_LENGTH}
          onChange={(event) => change(name, event.target.value)} aria-invalid={problems[name] ? true : undefined} />
      </label>
      {problemText(name)}
    </>
  );

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateAddress(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const { data: saved } = await api.call(routes.addressCreate, { params: { userId: user.id }, body: addressBody(form) });
    setBusy(false);
    if (!saved) return;
    setAddresses((list) => [saved, ...(list ?? [])]);
    setForm(emptyAddressForm());
    bus.emit('notify', { kind: 'success', message: t('addressSaved') });
  };

  const isChosen = (a: Address) => chosen?.id === a.id;

  return (
    <section>
      <h1>{t('addresses')}</h1>
      {addresses === null && <p>{t('loading')}</p>}
      {addresses?.length === 0 && <p data-testid="addresses-empty">{t('noAddresses')}</p>}
      <ul className="pf-list">
        {addresses?.map((address) => (
          <li key={address.id} data-testid="address-row" data-address-id={address.id}>
            <div>
              <strong>{address.name || t(`addressTypes.${address.type}`)}</strong>
              <span>{addressLine(address)}</span>
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
                  <button type="button" className="pf-link" onClick={() => setConfirming(address.id)} data-testid="address-delete">{t('delete')}</button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <form className="pf-form" onSubmit={(event) => void create(event)} noValidate data-testid="address-form">
        <h2>{t('addAddress')}</h2>
        {field('name', 'addressName')}
        {field('streetName', 'street')}
        {field('houseNumber', 'house')}
        {field('latitude', 'latitude', 'decimal')}
        {field('longitude', 'longitude', 'decimal')}
        <fieldset className="pf-choice">
          <legend>{t('addressType')}</legend>
          {(['HOUSE', 'APARTMENT'] as const).map((type) => (
            <label key={type}>
              <input type="radio" name="address-type" value={type} data-testid={`address-type-${type}`}
                checked={form.type === type} onChange={() => change('type', type)} />
              {t(`addressTypes.${type}`)}
            </label>
          ))}
        </fieldset>
        <p className="pf-note">{t('coordinatesNote')}</p>
        <button type="submit" className="pf-primary" disabled={busy} data-testid="address-save">{t('save')}</button>
      </form>
      <p><Link href={appLink('/profile')}>{t('back')}</Link></p>
    </section>
  );
}
