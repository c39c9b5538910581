import { useState } from 'react';
import {
  appLink, MAX_COMMENT_LENGTH, MAX_SHORT_TEXT_LENGTH, MESSAGES, routes, type Address, type DraftAddress, type EntranceInfo,
} from '@storefront/contracts';
import { addressesMatch, formatSum } from '@storefront/contracts/rules';
import { Link, useApiQuery, useMountProps, useSession, useT } from '@storefront/ui';
import { FieldError } from '../../components/FieldError';
import type { DeliveryQuote } from './useDeliveryQuote';

const ENTRANCE_FIELDS = ['office', 'domophone', 'entrance', 'floor', 'comment'] as const;
/** The order schema's limits: the comment is the courier's comment, the rest short texts. */
const maxLengthOf = (field: (typeof ENTRANCE_FIELDS)[number]) => (field === 'comment' ? MAX_COMMENT_LENGTH : MAX_SHORT_TEXT_LENGTH);

export const addressLabel = (address: Partial<Address> & { latitude: number; longitude: number }) =>
  [address.name, address.streetName, address.houseNumber].filter(Boolean).join(', ')
  || `${address.latitude.toFixed(6)}, ${address.longitude.toFixed(6)}`;

/**
 * The delivery address: one of the saved addresses or typed coordinates, set through the same
 * `address/changed` event the maps remote emits; then the entrance details and the delivery price.
 */
export function AddressSection({ address, entrance, quote, problem }: {
  address: DraftAddress | null; entrance: EntranceInfo; quote: DeliveryQuote; problem?: string | null;
}) {
  const { api, bus, data } = useMountProps();
  const t = useT();
  const user = useSession((s) => s.user);
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);

  const savedQuery = useApiQuery(user ? routes.addresses : null, { params: { merchantId: String(data.merchant.id), userId: user?.id ?? 0 }, quiet: true });
  const saved: Address[] = savedQuery.status === 'ready' ? savedQuery.data : [];

  const choose = (next: DraftAddress) => bus.emit('address/changed', { address: next, entrance });
  const useTyped = () => {
    const latitude = Number(lat.replace(',', '.'));
    const longitude = Number(lon.replace(',', '.'));
    if (!lat.trim() || !lon.trim()) return setTypedProblem(MESSAGES.requiredField);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return setTypedProblem(t('badCoordinates'));
    }
    setTypedProblem(null);
    choose({ latitude, longitude, name: null });
  };
  const setEntrance = (field: (typeof ENTRANCE_FIELDS)[number], value: string) => {
    if (address) bus.emit('address/changed', { address, entrance: { ...entrance, [field]: value } });
  };

  return (
    <fieldset className="bc-section" data-testid="address-section">
      <legend>{t('address')}</legend>
      {address
        ? <p data-testid="chosen-address">{addressLabel(address)}</p>
        : <p className="bc-muted">{t('noAddress')}</p>}
      {/* The maps remote's picker sets the address through the same event and comes back here. */}
      <p><Link href={appLink('/address/delivery')} data-testid="address-on-map">{t('onMap')}</Link></p>
      <FieldError message={problem} testId="address-error" />
      {saved.length > 0 && (
        <div className="bc-options" role="radiogroup" aria-label={t('savedAddresses')}>
          {saved.map((a) => (
            <label key={a.id} className="bc-option">
              <input type="radio" name="saved-address" checked={!!address && addressesMatch(address, a)} onChange={() => choose(a)} />
              <span>{addressLabel(a)}</span>
            </label>
          ))}
        </div>
      )}
      <details className="bc-coordinates" open={!saved.length}>
        <summary>{t('typeCoordinates')}</summary>
        <div className="bc-row">
          <label className="bc-field"><span>{t('latitude')}</span><input data-testid="address-lat" inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} /></label>
          <label className="bc-field"><span>{t('longitude')}</span><input data-testid="address-lon" inputMode="decimal" value={lon} onChange={(e) => setLon(e.target.value)} /></label>
          <button type="button" className="bc-small" data-testid="address-use" onClick={useTyped}>{t('useCoordinates')}</button>
        </div>
        <FieldError message={typedProblem} />
      </details>
      {quote.status === 'out-of-area' && (
        <div className="bc-error" role="alert" data-testid="out-of-area">
          <p>{MESSAGES.addressNotServed}</p>
          <p>{MESSAGES.chooseAnotherAddress}</p>
        </div>
      )}
      {address && quote.status === 'ready' && (
        <p data-testid="delivery-price">{t('deliveryPrice')}: {formatSum(quote.price)}</p>
      )}
      {address && quote.status === 'loading' && <p className="bc-muted">{t('calculating')}</p>}
      {address && (
        <div className="bc-grid">
          {ENTRANCE_FIELDS.map((field) => (
            <label key={field} className="bc-field">
              <span>{t(`entrance.${field}`)}</span>
              <input data-testid={`entrance-${field}`} maxLength={maxLengthOf(field)} value={entrance[field] ?? ''} onChange={(e) => setEntrance(field, e.target.value)} />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
