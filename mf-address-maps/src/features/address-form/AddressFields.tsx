import type { Dispatch, SetStateAction } from 'react';
import { MAX_COMMENT_LENGTH, MAX_SHORT_TEXT_LENGTH } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { ENTRANCE_FIELDS, type AddressFormValues, type EntranceField } from './form';

/** HOUSE or APARTMENT (spec §3). */
export function AddressTypeChoice({ form, setForm }: { form: AddressFormValues; setForm: Dispatch<SetStateAction<AddressFormValues>> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="am-types">
      <legend>{t('addressType')}</legend>
      {(['HOUSE', 'APARTMENT'] as const).map((type) => (
        <label key={type}>
          <input type="radio" name="address-type" value={type} data-testid={`address-type-${type}`}
            checked={form.type === type} onChange={() => setForm((f) => ({ ...f, type }))} />
          {t(`addressTypes.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The entrance info (spec §3): entrance, floor, office, door phone, and the comment for the courier. */
export function EntranceFields({ form, setForm }: { form: AddressFormValues; setForm: Dispatch<SetStateAction<AddressFormValues>> }) {
  const { t } = useTranslation();
  const setEntrance = (field: EntranceField, value: string) => setForm((f) => ({ ...f, entrance: { ...f.entrance, [field]: value } }));
  return (
    <>
      <div className="am-entrance">
        {ENTRANCE_FIELDS.map((field) => (
          <label key={field} className="am-field">
            <span>{t(`entranceInfo.${field}`)}</span>
            <input data-testid={`address-${field}`} value={form.entrance[field]} maxLength={MAX_SHORT_TEXT_LENGTH}
              onChange={(e) => setEntrance(field, e.target.value)} />
          </label>
        ))}
      </div>
      <label className="am-field">
        <span>{t('entranceInfo.comment')}</span>
        <textarea data-testid="address-comment" value={form.entrance.comment} maxLength={MAX_COMMENT_LENGTH}
          onChange={(e) => setEntrance('comment', e.target.value)} />
      </label>
    </>
  );
}
