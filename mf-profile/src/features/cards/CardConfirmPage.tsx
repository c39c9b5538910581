import { useState } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { displayMaskedCard, displayMaskedPhone } from '@storefront/contracts/rules';
import { useMountProps, useRequireUser, useSession } from '@storefront/ui';
import { Link, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { CodeForm, isWholeCode } from '../../components/CodeForm';
import { LoginPrompt } from '../../components/LoginPrompt';
import { clearPending, providerCall, readPending, savePending, type CodeSent, type PendingCard } from './provider';
import type { ParseKeys } from 'i18next';

/**
 * `/profile/cards/confirm`: the code the card's bank sent to the card's phone (shown masked), with
 * a resend countdown. cards.verify goes to the provider; then only the token goes to our API,
 * which checks it with the provider and keeps the masked card.
 */
export function CardConfirmPage() {
  const navigate = useNavigate();
  const { api, bus, urls } = useMountProps();
  const { t } = useTranslation();
  const user = useRequireUser();
  const brand = useSession((s) => s.brand);
  const [pending, setPending] = useState<PendingCard | null>(() => readPending(brand));
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user) return <section><h1>{t('confirmCard')}</h1><LoginPrompt /></section>;
  const providerUrl = urls.cardProviderUrl;
  if (!pending || !providerUrl) {
    return (
      <section className="pf-auth">
        <h1>{t('confirmCard')}</h1>
        <p data-testid="card-pending-missing">{t('cardStartAgain')}</p>
        <p><Link to={appLink('/profile/cards/create')} className="pf-primary pf-add">{t('addCard')}</Link></p>
      </section>
    );
  }

  const submit = async () => {
    if (busy) return;
    if (!isWholeCode(code)) return setProblem(t('codeIncomplete'));
    setBusy(true);
    const verified = await providerCall(providerUrl, pending.cashboxId, 'cards.verify', { token: pending.token, code });
    if (!verified.ok) {
      setBusy(false);
      setProblem(t(`refusals.${verified.refusal}`));
      return;
    }
    const { data: card, error } = await api.call(routes.cardCreate, { body: { token: pending.token }, quiet: true });
    setBusy(false);
    if (!card) {
      // A provider's refusal we have no text for is told in the API's own words.
      setProblem(error.code.startsWith('PROVIDER_') ? t(`refusals.${error.code.slice('PROVIDER_'.length)}` as ParseKeys, { defaultValue: error.message }) : error.message);
      return;
    }
    clearPending(brand);
    bus.emit('notify', { kind: 'success', message: t('cardAdded') });
    navigate(pending.toCheckout ? appLink('/checkout') : appLink('/profile/cards'));
  };

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    const sent = await providerCall<CodeSent>(providerUrl, pending.cashboxId, 'cards.get_verify_code', { token: pending.token });
    setBusy(false);
    if (!sent.ok) return setProblem(t(`refusals.${sent.refusal}`));
    const next = { ...pending, phone: sent.result.phone, resendAt: Date.now() + sent.result.wait };
    savePending(brand, next);
    setPending(next);
    setCode('');
    setProblem(null);
    bus.emit('notify', { kind: 'info', message: t('codeSent') });
  };

  return (
    <CodeForm
      className="pf-auth" autoComplete="off" ids={{ code: 'card-code', error: 'card-code-error', confirm: 'card-confirm' }}
      code={code} onCode={(typed) => { setCode(typed); setProblem(null); }} problem={problem} busy={busy} onSubmit={submit}
      resend={{ at: pending.resendAt, onResend: resend, testId: 'card-resend' }}
      footer={<p><Link to={appLink('/profile/cards/create')}>{t('otherCard')}</Link></p>}
    >
      <h1>{t('confirmCard')}</h1>
      <p className="pf-card-number" data-testid="card-pending-number">{displayMaskedCard(pending.number)}</p>
      <p data-testid="card-code-phone">{t('codeSentTo', { phone: displayMaskedPhone(pending.phone).replace(/ /g, '\u00a0') })}</p>
    </CodeForm>
  );
}
