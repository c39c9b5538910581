import { useEffect, useState } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { takeRedirect, useMountProps, useSpecMessage } from '@storefront/ui';
import { Link, useSearchParams, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { session } from '@storefront/ui';
import { CodeForm, codeProblem } from '../../components/CodeForm';
import { displayApiPhone, resendKey } from './phone';

/** When another code may be asked for (epoch ms), as the latest send left it. */
const resendAtOf = (phone: string) => Number(session.get(resendKey(phone)) ?? 0);

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
  const [resendAt, setResendAt] = useState(() => resendAtOf(phone));

  useEffect(() => {
    if (!/^998\d{9}$/.test(phone)) navigate(appLink('/login'));
  }, [phone, navigate]);

  const submit = async () => {
    if (busy) return;
    const wrong = codeProblem(code, message);
    if (wrong) return setProblem(wrong);
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
    if (busy) return;
    setBusy(true);
    const { data } = await api.call(routes.login, { body: { phone } });
    setBusy(false);
    if (!data) return;
    session.set(resendKey(phone), String(Date.now() + data.resendIn * 1000));
    setResendAt(resendAtOf(phone));
    setCode('');
    setProblem(null);
    bus.emit('notify', { kind: 'info', message: t('codeSent') });
  };

  return (
    <CodeForm
      className="pf-auth" ids={{ code: 'login-code', error: 'login-error', confirm: 'login-confirm' }}
      code={code} onCode={(typed) => { setCode(typed); setProblem(null); }} problem={problem} busy={busy} onSubmit={submit}
      resend={{ at: resendAt, onResend: resend, testId: 'login-resend' }}
      footer={<p><Link to={appLink('/login')}>{t('changePhone')}</Link></p>}
    >
      <h1>{t('confirmTitle')}</h1>
      <p data-testid="confirm-phone">{t('codeSentTo', { phone: displayApiPhone(phone) })}</p>
    </CodeForm>
  );
}
