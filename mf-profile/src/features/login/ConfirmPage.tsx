import { useEffect, useState, type FormEvent } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { takeRedirect, useMountProps, useSpecMessage } from '@storefront/ui';
import { Link, useSearchParams, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { session } from '@storefront/ui';
import { displayApiPhone, resendKey } from './phone';

const secondsLeft = (phone: string) => Math.max(0, Math.ceil((Number(session.get(resendKey(phone)) ?? 0) - Date.now()) / 1000));

/**
 * `/login/confirm?phone=998…`: the 6-digit code. A wrong or expired code shows the spec's message
 * verbatim; another code can be asked for once the API's cooldown has passed. After login the
 * customer goes back to `_redirectUrl` (default `/`).
 */
export function ConfirmPage() {
  const navigate = useNavigate();
  const { api, bus } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const phone = useSearchParams()[0].get('phone') ?? '';
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(() => secondsLeft(phone));

  useEffect(() => {
    if (!/^998\d{9}$/.test(phone)) navigate(appLink('/login'));
  }, [phone, navigate]);
  useEffect(() => {
    const timer = setInterval(() => setWait(secondsLeft(phone)), 1000);
    return () => clearInterval(timer);
  }, [phone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code) return setProblem(message('requiredField'));
    if (!/^\d{6}$/.test(code)) return setProblem(message('wrongCode'));
    setBusy(true);
    const { data, error } = await api.call(routes.loginVerify, { body: { phone, code }, quiet: true });
    setBusy(false);
    if (error) {
      if (error.code === 'WRONG_CODE' || error.status === 400) setProblem(message('wrongCode'));
      else bus.emit('notify', { kind: 'error', message: error.message });
      return;
    }
    bus.emit('auth/logged-in', data);
    navigate(takeRedirect());
  };

  const resend = async () => {
    if (wait > 0 || busy) return;
    setBusy(true);
    const { data } = await api.call(routes.login, { body: { phone } });
    setBusy(false);
    if (!data) return;
    session.set(resendKey(phone), String(Date.now() + data.resendIn * 1000));
    setWait(secondsLeft(phone));
    setCode('');
    setProblem(null);
    bus.emit('notify', { kind: 'info', message: t('codeSent') });
  };

  return (
    <form className="pf-auth" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t('confirmTitle')}</h1>
      <p data-testid="confirm-phone">{t('codeSentTo', { phone: displayApiPhone(phone) })}</p>
      <label className="pf-field">
        <span>{t('code')}</span>
        <input
          data-testid="login-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => { setCode(event.target.value.replace(/\D/g, '').slice(0, 6)); setProblem(null); }}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p className="pf-error" role="alert" data-testid="login-error">{problem}</p>}
      <button type="submit" className="pf-primary" disabled={busy} data-testid="login-confirm">{t('confirm')}</button>
      <p>
        <button type="button" className="pf-link" disabled={wait > 0 || busy} onClick={() => void resend()} data-testid="login-resend">
          {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
        </button>
      </p>
      <p><Link to={appLink('/login')}>{t('changePhone')}</Link></p>
    </form>
  );
}
