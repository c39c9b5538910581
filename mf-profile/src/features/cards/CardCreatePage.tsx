import { useState, type FormEvent } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { featureOn } from '@storefront/contracts/rules';
import {
  cardDigits, cardExpiryProblem, cardNumberProblem, cardSystemOf, formatCardExpiry, formatCardNumber, providerExpiry,
} from '@storefront/contracts/rules';
import { useMountProps, useRequireUser, useSession } from '@storefront/ui';
import { Link, useSearchParams, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { providerCall, savePending, type CodeSent, type ProviderCard } from './provider';

/**
 * `/profile/cards/create`: the card number (Luhn-checked, Uzcard 8600/5614 or Humo 9860, grouped
 * in fours) and its expiry MM/YY. They go straight to the card provider (cards.create, then
 * cards.get_verify_code), never to our API; the confirm screen takes the code. As Payme asks of a
 * card form, the inputs carry no name and the form no action.
 */
export function CardCreatePage() {
  const navigate = useNavigate();
  const { api, urls, settings } = useMountProps();
  const { t } = useTranslation();
  const user = useRequireUser();
  const brand = useSession((s) => s.brand);
  const toCheckout = useSearchParams()[0].get('from') === 'checkout';
  const [number, setNumber] = useState('');
  const [expire, setExpire] = useState('');
  const [problems, setProblems] = useState<{ number?: string; expire?: string; provider?: string }>({});
  const [busy, setBusy] = useState(false);

  if (!user) return <section><h1>{t('addCard')}</h1><LoginPrompt /></section>;
  const providerUrl = urls.cardProviderUrl;
  if (!featureOn(settings, 'savedCards') || !providerUrl) {
    return <section><h1>{t('addCard')}</h1><p data-testid="cards-off">{t('cardsOff')}</p><p><Link to={appLink('/profile/cards')}>{t('cards')}</Link></p></section>;
  }

  const system = cardSystemOf(number);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const numberProblem = cardNumberProblem(number);
    const expireProblem = cardExpiryProblem(expire, new Date());
    const found = {
      ...(numberProblem ? { number: t(`cardNumberProblems.${numberProblem}`) } : {}),
      ...(expireProblem ? { expire: t(`cardExpiryProblems.${expireProblem}`) } : {}),
    };
    setProblems(found);
    if (numberProblem || expireProblem) return;
    setBusy(true);
    const { data: provider } = await api.call(routes.cardProvider);
    if (!provider) return setBusy(false);
    const created = await providerCall<{ card: ProviderCard }>(providerUrl, provider.cashboxId, 'cards.create', {
      card: { number: cardDigits(number), expire: providerExpiry(expire) }, save: true,
    });
    if (!created.ok) {
      setBusy(false);
      return setProblems({ provider: t(`refusals.${created.refusal}`) });
    }
    const { token } = created.result.card;
    const sent = await providerCall<CodeSent>(providerUrl, provider.cashboxId, 'cards.get_verify_code', { token });
    setBusy(false);
    if (!sent.ok) return setProblems({ provider: t(`refusals.${sent.refusal}`) });
    savePending(brand, {
      token, cashboxId: provider.cashboxId, number: created.result.card.number, phone: sent.result.phone, resendAt: Date.now() + sent.result.wait, toCheckout,
    });
    // The number leaves the page's memory as the page changes.
    setNumber('');
    navigate(appLink('/profile/cards/confirm'));
  };

  return (
    <form className="pf-auth pf-card-form" onSubmit={(event) => void submit(event)} noValidate autoComplete="off">
      <h1>{t('addCard')}</h1>
      <label className="pf-field">
        <span>{t('cardNumber')}{system && <small className="pf-note" data-testid="card-system"> · {system === 'HUMO' ? 'Humo' : 'Uzcard'}</small>}</span>
        <input
          data-testid="card-number-input" inputMode="numeric" autoComplete="cc-number" placeholder="8600 0000 0000 0000"
          value={number} maxLength={19} aria-invalid={problems.number ? true : undefined}
          onChange={(event) => { setNumber(formatCardNumber(event.target.value)); setProblems({}); }}
        />
      </label>
      {problems.number && <p className="pf-error" role="alert" data-testid="card-number-error">{problems.number}</p>}
      <label className="pf-field pf-expiry">
        <span>{t('cardExpiry')}</span>
        <input
          data-testid="card-expiry-input" inputMode="numeric" autoComplete="cc-exp" placeholder={t('expiryPlaceholder')}
          value={expire} maxLength={5} aria-invalid={problems.expire ? true : undefined}
          onChange={(event) => { setExpire(formatCardExpiry(event.target.value)); setProblems({}); }}
        />
      </label>
      {problems.expire && <p className="pf-error" role="alert" data-testid="card-expiry-error">{problems.expire}</p>}
      {problems.provider && <p className="pf-error" role="alert" data-testid="card-provider-error">{problems.provider}</p>}
      <button type="submit" className="pf-primary" disabled={busy} data-testid="card-submit">{busy ? t('sending') : t('getCode')}</button>
      <p className="pf-note" data-testid="card-privacy">{t('cardPrivacy')}</p>
      <p><Link to={appLink('/profile/cards')}>{t('cards')}</Link></p>
    </form>
  );
}
