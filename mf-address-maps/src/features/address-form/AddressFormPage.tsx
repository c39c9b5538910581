import { useMemo, useState, type FormEvent } from 'react';
import { appLink, MAX_ADDRESS_TEXT_LENGTH, MAX_NAME_LENGTH, routes, type Address } from '@storefront/contracts';
import { addressesMatch, findDeliveryArea } from '@storefront/contracts/rules';
import { type QueryState, useApiQuery, useMountProps, useRequireUser, useSession, useSpecMessage } from '@storefront/ui';
import { Link, useSearchParams, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { PointPicker, usePointPicker } from '../../map/PointPicker';
import { useDeliveryAreas, useMapAreas } from '../../lib/areas';
import { startPoint, streetLine, type LatLon } from '../../lib/geo';
import { returnToOrigin } from '../../lib/return';
import { LocationDenied } from '../../map/LocationDenied';
import { AddressTypeChoice, EntranceFields } from './AddressFields';
import { addressBody, formOf, type AddressFormValues } from './form';

const CSS = `.am-address-form{display:grid;gap:12px;max-width:640px;margin:0 auto;min-width:0}.am-address-form h1{margin:0}
.am-address-form .am-form-map{height:min(46vh,380px);min-height:240px;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.am-form-map .am-top{border-radius:12px 12px 0 0}.am-form-map .am-stage{border-radius:0 0 12px 12px;overflow:hidden}
.am-picked{margin:0;font-size:17px;font-weight:700;overflow-wrap:anywhere}.am-muted{color:var(--muted,#555);font-weight:400}
.am-field{display:grid;gap:4px;min-width:0}.am-field span{font-size:14px;color:var(--muted,#555)}
.am-field input,.am-field textarea{width:100%;min-width:0;box-sizing:border-box;padding:10px 12px;border:1px solid var(--border,#ccc);border-radius:10px;background:var(--surface,#fff);color:inherit;font:inherit}
.am-field textarea{min-height:64px;resize:vertical}
.am-entrance{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px}
.am-types{border:0;padding:0;margin:0;display:flex;gap:8px;flex-wrap:wrap}.am-types legend{padding:0;margin-bottom:6px;font-size:14px;color:var(--muted,#555)}
.am-types label{display:flex;gap:8px;align-items:center;padding:8px 12px;border:1px solid var(--border,#ddd);border-radius:10px;cursor:pointer}
.am-error{color:var(--danger,#c62828);margin:0}
.am-save{border:0;border-radius:12px;padding:13px;background:var(--main-color,#FCE000);color:var(--main-text-color,#000);font:inherit;font-weight:700;cursor:pointer}
.am-save:disabled{opacity:.5;cursor:not-allowed}`;

/** The saved address being edited, from `?id=` (the route table has no path of its own for it). */
function editedId(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/profile/address/create` (and `?id=5` to edit that saved address): the delivery picker's map
 * part, then the address's name, type HOUSE or APARTMENT and entrance info (spec §3), saved with
 * the addresses routes; afterwards back where the customer came from (the saved addresses).
 */
export function AddressFormPage() {
  const { data } = useMountProps();
  const { t } = useTranslation();
  const user = useRequireUser();
  const id = editedId(useSearchParams()[0]);
  const list = useApiQuery(user && id ? routes.addresses : null, { params: { merchantId: String(data.merchant.id), userId: user?.id ?? 0 } });

  if (!user) return <section><h1>{t(id ? 'editAddress' : 'newAddress')}</h1><p>{t('loginNeeded')}</p></section>;
  if (!id) return <AddressForm key="new" userId={user.id} address={null} />;
  return <EditedAddress id={id} userId={user.id} list={list} />;
}

function EditedAddress({ id, userId, list }: { id: number; userId: number; list: QueryState<Address[]> }) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <p>{t('loading')}</p>;
  const address = list.status === 'ready' ? list.data.find((a) => a.id === id) : undefined;
  if (!address) {
    return (
      <section>
        <h1>{t('editAddress')}</h1>
        <p role="alert" data-testid="address-not-found">{t('addressNotFound')}</p>
        <Link to={appLink('/profile/address')}>{t('savedAddresses')}</Link>
      </section>
    );
  }
  return <AddressForm key={id} userId={userId} address={address} />;
}

function AddressForm({ userId, address }: { userId: number; address: Address | null }) {
  const navigate = useNavigate();
  const { api, bus } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const sessionAddress = useSession((s) => s.draft.address);
  const start: LatLon = address ? { latitude: address.latitude, longitude: address.longitude } : startPoint(sessionAddress);
  const picker = usePointPicker(start);
  const { point, lookup } = picker;
  const areas = useDeliveryAreas();
  const mapAreas = useMapAreas(areas);
  const area = useMemo(() => findDeliveryArea(point, areas), [point, areas]);
  const [form, setForm] = useState<AddressFormValues>(() => formOf(address));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const geocoded = lookup.status === 'ready' ? lookup.address : null;
  // Unmoved, an edited address keeps its own street; a new point takes the map's.
  const unmoved = !!address && addressesMatch(address, point);
  const streetName = geocoded?.streetName ?? (unmoved ? address?.streetName ?? null : null);
  const houseNumber = form.houseNumber ?? geocoded?.houseNumber ?? (unmoved ? address?.houseNumber ?? '' : '');
  const line = streetLine({ streetName, houseNumber });
  const waiting = lookup.status === 'idle' || lookup.status === 'loading';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || waiting) return;
    if (!form.name.trim()) {
      setNameProblem(message('requiredField'));
      return;
    }
    const body = addressBody(form, { point, streetName, houseNumber, cityId: area?.cityId, address });
    setBusy(true);
    const { data: saved } = address
      ? await api.call(routes.addressUpdate, { params: { id: address.id }, body })
      : await api.call(routes.addressCreate, { params: { userId }, body });
    setBusy(false);
    if (!saved) return;
    // The edited address was the one the session delivers to: the session follows the change.
    if (address && sessionAddress && (sessionAddress.id === address.id || addressesMatch(sessionAddress, address))) {
      bus.emit('address/changed', { address: saved, entrance: saved.entrance ?? {} });
    }
    bus.emit('notify', { kind: 'success', message: t('addressSaved') });
    returnToOrigin(navigate, appLink('/profile/address'));
  };

  return (
    <form className="am-address-form" onSubmit={(event) => void save(event)} noValidate data-testid="address-form">
      <style>{CSS}</style>
      <h1>{t(address ? 'editAddress' : 'newAddress')}</h1>
      <PointPicker picker={picker} label={t('addressMap')} className="am-form-map" areas={mapAreas} />
      {picker.geoDenied && <LocationDenied className="am-error" openSettings={picker.openLocationSettings} />}
      <p className="am-picked" data-testid="picked-street" aria-live="polite">
        {waiting ? t('findingAddress') : line ?? <span className="am-muted">{t('addressUnknown')}</span>}
      </p>
      <label className="am-field">
        <span>{t('addressName')}</span>
        <input data-testid="address-name" value={form.name} maxLength={MAX_NAME_LENGTH} placeholder={t('addressNameHint')}
          aria-invalid={nameProblem ? true : undefined}
          onChange={(e) => { setForm((f) => ({ ...f, name: e.target.value })); setNameProblem(null); }} />
      </label>
      {nameProblem && <p className="am-error" role="alert" data-testid="address-name-error">{nameProblem}</p>}
      <AddressTypeChoice form={form} setForm={setForm} />
      <label className="am-field">
        <span>{t('house')}</span>
        <input data-testid="address-houseNumber" value={houseNumber} maxLength={MAX_ADDRESS_TEXT_LENGTH}
          onChange={(e) => setForm((f) => ({ ...f, houseNumber: e.target.value }))} />
      </label>
      <EntranceFields form={form} setForm={setForm} />
      <button type="submit" className="am-save" disabled={busy || waiting} data-testid="address-save">{t('save')}</button>
      <p><Link to={appLink('/profile/address')}>{t('savedAddresses')}</Link></p>
    </form>
  );
}
