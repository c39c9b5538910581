import { useState, type FormEvent } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { useMountProps, useSpecMessage } from '@storefront/ui';
import { Link, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { session } from '@storefront/ui';
import { apiPhone, formatUzPhone, isCompletePhone, localDigits, resendKey } from './phone';

/** `/login`: the phone number in the Uzbek format; the API sends a 6-digit code by SMS. */
export function LoginPage() {
  const navigate = useNavigate();
  const { api } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!digits) return setProblem(message('requiredField'));
    if (!isCompletePhone(digits)) return setProblem(t('phoneInvalid'));
    setProblem(null);
    setSending(true);
    const phone = apiPhone(digits);
    const { data } = await api.call(routes.login, { body: { phone } });
    setSending(false);
    if (!data) return;
    session.set(resendKey(phone), String(Date.now() + data.resendIn * 1000));
    navigate(`${appLink('/login/confirm')}?phone=${phone}`);
  };

  return (
    <form className="pf-auth" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t('loginTitle')}</h1>
      <p>{t('loginHint')}</p>
      <label className="pf-field">
        <span>{t('phone')}</span>
        <input
          data-testid="login-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998 90 123 45 67"
          value={digits ? formatUzPhone(digits) : ''}
          onFocus={(event) => { if (!event.currentTarget.value) setDigits(''); }}
          onChange={(event) => { setDigits(localDigits(event.target.value)); setProblem(null); }}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p className="pf-error" role="alert" data-testid="login-error">{problem}</p>}
      <button type="submit" className="pf-primary" disabled={sending} data-testid="login-send">{t('getCode')}</button>
      <p className="pf-note">{t('rulesNote')} <Link to={appLink('/login/rules')}>{t('terms')}</Link></p>
    </form>
  );
}
