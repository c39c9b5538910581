import { useTranslation } from 'react-i18next';
import { displayApiPhone, formatUzPhone, localDigits } from '@storefront/contracts/rules';
import { CodeForm } from '../../components/CodeForm';
import { usePhoneBinding } from './usePhoneBinding';

/**
 * The phone of a customer who has none yet (a Telegram customer), or a new one (`byCode`: straight
 * to the SMS code). Inside Telegram: share it with the merchant's bot in one tap; otherwise, or
 * when that does not work out, confirm a number with an SMS code. A number that belongs to a
 * website account is joined to it by the code. `onDone` runs once the phone is bound.
 */
export function PhoneSection({ byCode = false, onDone }: { byCode?: boolean; onDone?: () => void } = {}) {
  const { t } = useTranslation();
  const { step, setStep, digits, setDigits, code, setCode, problem, setProblem, busy, share, sendCode, confirm } = usePhoneBinding({ byCode, onDone });

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
