import { useEffect, useState } from 'react';
import { MAX_SHORT_TEXT_LENGTH, routes, type Promo } from '@storefront/contracts';
import { checkPromo } from '@storefront/contracts/rules';
import { useLanguage, useMountProps, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * Promo code: looked up by code, then checked with the contracts' `checkPromo` against the basket,
 * showing the spec's five messages (verbatim in uz, translated in ru and eng). Only a confirmed promo (with its id) discounts. A promo
 * offered from the profile's promo list is applied the same way when the checkout opens.
 */
export function PromoSection({ promo, productPrice, onChange, problem, offered, onOfferTaken }: {
  promo: Promo | null; productPrice: number; onChange: (promo: Promo | null) => void; problem?: string | null;
  offered?: string | null; onOfferTaken?: () => void;
}) {
  const { api } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const language = useLanguage();
  const [code, setCode] = useState(promo?.code ?? '');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (typed = code.trim()) => {
    if (!typed) return setResult({ ok: false, message: message('requiredField') });
    setBusy(true);
    const { data, error } = await api.call(routes.promoByCode, { params: { code: typed }, quiet: true });
    setBusy(false);
    if (error) {
      onChange(null);
      return setResult({ ok: false, message: error.status === 404 ? t('promoNotFound') : error.message });
    }
    const check = checkPromo(data, { now: new Date(), productPrice, language });
    setResult({ ok: check.ok, message: check.message });
    onChange(check.ok ? data : null);
  };
  useEffect(() => {
    if (!offered) return;
    onOfferTaken?.();
    if (promo?.code === offered) return;
    setCode(offered);
    void apply(offered);
    // Taken once per offer: the offer is cleared above, so this runs again only for a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered]);
  const shown = problem ? { ok: false, message: problem } : result;

  return (
    <fieldset className="bc-section" data-testid="promo-section">
      <legend>{t('promo')}</legend>
      <div className="bc-row">
        <input data-testid="promo-input" aria-label={t('promo')} maxLength={MAX_SHORT_TEXT_LENGTH} value={code} onChange={(e) => { setCode(e.target.value); setResult(null); }} disabled={!!promo} />
        {promo
          ? <button type="button" className="bc-small" onClick={() => { onChange(null); setCode(''); setResult(null); }}>{t('remove')}</button>
          : <button type="button" className="bc-small" data-testid="promo-apply" disabled={busy} onClick={() => void apply(code.trim())}>{t('apply')}</button>}
      </div>
      {shown && (
        <p className={shown.ok ? 'bc-ok' : 'bc-error'} role={shown.ok ? 'status' : 'alert'} data-testid="promo-message">{shown.message}</p>
      )}
    </fieldset>
  );
}
