import {
  appLink, MAX_COMMENT_LENGTH, MAX_SHORT_TEXT_LENGTH, routes, type Address, type EntranceInfo,
} from '@storefront/contracts';
import type { DraftAddress } from '@storefront/runtime';
import { addressesMatch, formatSum, readableAddress } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useMountProps, useSession, useSpecMessage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';
import type { DeliveryQuote } from './useDeliveryQuote';

const ENTRANCE_FIELDS = ['entrance', 'floor', 'office', 'domophone', 'comment'] as const;
/** The order schema's limits: the comment is the courier's comment, the rest short texts. */
const maxLengthOf = (field: (typeof ENTRANCE_FIELDS)[number]) => (field === 'comment' ? MAX_COMMENT_LENGTH : MAX_SHORT_TEXT_LENGTH);

/** A saved address in the list: its name, then how it reads (the name alone when it is all there is). */
const savedLabel = (address: Address, line: string | null) =>
  (address.name && line && line !== address.name ? `${address.name} · ${line}` : line ?? address.name ?? null);

/**
 * The delivery address: chosen on the map (the maps remote's `/address/delivery`) or among the saved
 * addresses (here, or on `/choose-address`), all through the same `address/changed` event; then the
 * entrance details and the delivery price. The address reads as street, house and entrance.
 */
export function AddressSection({ address, entrance, quote, problem }: {
  address: DraftAddress | null; entrance: EntranceInfo; quote: DeliveryQuote; problem?: string | null;
}) {
  const { bus, data } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const lang = useLanguage();
  const user = useSession((s) => s.user);

  const savedQuery = useApiQuery(user ? routes.addresses : null, { params: { merchantId: String(data.merchant.id), userId: user?.id ?? 0 }, quiet: true });
  const saved: Address[] = savedQuery.status === 'ready' ? savedQuery.data : [];

  // A saved address brings its own entrance info; one saved without it clears the previous address's.
  const choose = (next: Address) => bus.emit('address/changed', { address: next, entrance: next.entrance ?? {} });
  const setEntrance = (field: (typeof ENTRANCE_FIELDS)[number], value: string) => {
    if (address) bus.emit('address/changed', { address, entrance: { ...entrance, [field]: value } });
  };

  return (
    <fieldset className="bc-section" data-testid="address-section">
      <legend>{t('address')}</legend>
      {address
        ? <p className="bc-chosen" data-testid="chosen-address">{readableAddress(address, entrance, lang) ?? t('pointOnMap')}</p>
        : <p className="bc-muted">{t('noAddress')}</p>}
      {/* The maps remote's screens set the address through the same event and come back here. */}
      <p className="bc-links">
        <Link to={appLink('/address/delivery')} className="bc-small" data-testid="address-on-map">{t('onMap')}</Link>
        {user && <Link to={appLink('/choose-address')} className="bc-small" data-testid="address-choose">{t('savedAddresses')}</Link>}
      </p>
      <FieldError message={problem} testId="address-error" />
      {saved.length > 0 && (
        <div className="bc-options" role="radiogroup" aria-label={t('savedAddresses')}>
          {saved.map((a) => (
            <label key={a.id} className="bc-option">
              <input type="radio" name="saved-address" checked={!!address && addressesMatch(address, a)} onChange={() => choose(a)} />
              <span>{savedLabel(a, readableAddress(a, a.entrance, lang)) ?? t('pointOnMap')}</span>
            </label>
          ))}
        </div>
      )}
      {quote.status === 'out-of-area' && (
        <div className="bc-error" role="alert" data-testid="out-of-area">
          <p>{message('addressNotServed')}</p>
          <p>{message('chooseAnotherAddress')}</p>
        </div>
      )}
      {address && quote.status === 'ready' && (
        <p data-testid="delivery-price">{t('deliveryPrice')}: {formatSum(quote.price, lang)}</p>
      )}
      {address && quote.status === 'loading' && <p className="bc-muted">{t('calculating')}</p>}
      {address && (
        <div className="bc-grid">
          {ENTRANCE_FIELDS.map((field) => (
            <label key={field} className={field === 'comment' ? 'bc-field bc-wide' : 'bc-field'}>
              <span>{t(`entrance.${field}`)}</span>
              <input data-testid={`entrance-${field}`} maxLength={maxLengthOf(field)} value={entrance[field] ?? ''} onChange={(e) => setEntrance(field, e.target.value)} />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
