import { useState, type FormEvent } from 'react';
import { routes } from '@storefront/contracts';
import { useMountProps, useSession, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { apiPhone, displayApiPhone, formatUzPhone, isCompletePhone, localDigits } from '@storefront/contracts/rules';
import { CodeForm, codeProblem } from '../../components/CodeForm';

type Step =
  | { kind: 'choose' }
  | { kind: 'waiting' }
  | { kind: 'phone'; note?: string }
  | { kind: 'code'; phone: string; codeId: number };

/**
 * The phone of a customer who has none yet (a Telegram customer), or a new one (`byCode`: straight
 * to the SMS code). Inside Telegram: share it with the merchant's bot in one tap; otherwise, or
 * when that does not work out, confirm a number with an SMS code. A number that belongs to a
 * website account is joined to it by the code. `onDone` runs once the phone is bound.
 */
export function PhoneSection({ byCode = false, onDone }: { byCode?: boolean; onDone?: () => void } = {}) {
  const { api, bus, telegram } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const token = useSession((s) => s.token);
  const canShare = telegram.active && telegram.canSharePhone !== false;
  const [step, setStep] = useState<Step>(() => (canShare && !byCode ? { kind: 'choose' } : { kind: 'phone' }));
  const [digits, setDigits] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setStep({ kind: 'waiting' });
    const outcome = await telegram.sharePhone();
    if (outcome.status === 'bound') {
      bus.emit('notify', { kind: 'success', message: t('phoneSaved') });
      return onDone?.();
    }
    if (outcome.status === 'needs-code') {
      return setStep({ kind: 'phone', note: t(outcome.code === 'PHONE_MERGE_NEEDS_CODE' ? 'phoneOfWebAccount' : 'contactNotReceived') });
    }
    // This client cannot share it after all: the SMS code is the way left.
    if (outcome.status === 'unavailable') return setStep({ kind: 'phone' });
    setStep({ kind: 'choose' });
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!digits) return setProblem(message('requiredField'));
    if (!isCompletePhone(digits)) return setProblem(t('phoneInvalid'));
    setProblem(null);
    setBusy(true);
    const phone = apiPhone(digits);
    const { data } = await api.call(routes.changePhone, { body: { phone, type: 'WEB' } });
    setBusy(false);
    if (data) setStep({ kind: 'code', phone, codeId: data.id });
  };

  const confirm = async (phone: string, codeId: number) => {
    if (busy) return;
    const wrong = codeProblem(code, message);
    if (wrong) return setProblem(wrong);
    setBusy(true);
    const { data, error } = await api.call(routes.verifyPhone, { body: { id: codeId, code, phone }, quiet: true });
    setBusy(false);
    if (error) {
      if (error.code === 'WRONG_CODE') setProblem(message('wrongCode'));
      else bus.emit('notify', { kind: 'error', message: error.message });
      return;
    }
    // The same token now opens the account the phone belongs to (a joined one may have another id).
    if (token) bus.emit('auth/logged-in', { token, user: data });
    bus.emit('notify', { kind: 'success', message: t('phoneSaved') });
    onDone?.();
  };

  const error = problem && <p className="pf-error" role="alert" data-testid="phone-error">{problem}</p>;

  return (
    <section className="pf-form" aria-labelledby="phone-title" data-testid="phone-section">
      <h2 id="phone-title">{t(byCode ? 'newPhone' : 'phone')}</h2>
      {step.kind === 'choose' && (
        <>
          <p>{t('sharePhoneHint')}</p>
          <button type="button" className="pf-primary" onClick={() => void share()} data-testid="phone-share">{t('sharePhone')}</button>
          <button type="button" className="pf-link" onClick={() => setStep({ kind: 'phone' })} data-testid="phone-by-sms">{t('confirmBySms')}</button>
        </>
      )}
      {step.kind === 'waiting' && <p role="status" data-testid="phone-waiting">{t('waitingForContact')}</p>}
      {step.kind === 'phone' && (
        <form onSubmit={(event) => void sendCode(event)} noValidate>
          {step.note && <p role="status" data-testid="phone-note">{step.note}</p>}
          <label className="pf-field">
            <span>{t('phone')}</span>
            <input data-testid="phone-input" type="tel" inputMode="tel" autoComplete="tel" placeholder="+998 90 123 45 67"
              value={digits ? formatUzPhone(digits) : ''} aria-invalid={problem ? true : undefined}
              onChange={(event) => { setDigits(localDigits(event.target.value)); setProblem(null); }} />
          </label>
          {error}
          <button type="submit" className="pf-primary" disabled={busy} data-testid="phone-send">{t('getCode')}</button>
        </form>
      )}
      {step.kind === 'code' && (
        <CodeForm
          ids={{ code: 'phone-code', error: 'phone-error', confirm: 'phone-confirm' }}
          code={code} onCode={(typed) => { setCode(typed); setProblem(null); }} problem={problem} busy={busy}
          onSubmit={() => confirm(step.phone, step.codeId)}
        >
          {/* A number never breaks across lines. */}
          <p>{t('codeSentTo', { phone: displayApiPhone(step.phone).replaceAll(' ', '\u00a0') })}</p>
        </CodeForm>
      )}
    </section>
  );
}
