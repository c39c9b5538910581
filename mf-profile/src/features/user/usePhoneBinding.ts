import { useState, type FormEvent } from 'react';
import { routes } from '@storefront/contracts';
import { apiPhone, isCompletePhone } from '@storefront/contracts/rules';
import { useMountProps, useSession, useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { codeProblem } from '../../components/CodeForm';

export type PhoneStep =
  | { kind: 'choose' }
  | { kind: 'waiting' }
  | { kind: 'phone'; note?: string }
  | { kind: 'code'; phone: string; codeId: number };

/**
 * Binding a phone to the customer: shared from Telegram in one tap, or a number confirmed with an
 * SMS code; the step shown, what is typed, the problem and the calls of each step.
 */
export function usePhoneBinding({ byCode, onDone }: { byCode: boolean; onDone?: () => void }) {
  const { api, bus, telegram } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const token = useSession((s) => s.token);
  const canShare = telegram.active && telegram.canSharePhone !== false;
  const [step, setStep] = useState<PhoneStep>(() => (canShare && !byCode ? { kind: 'choose' } : { kind: 'phone' }));
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

  return { step, setStep, digits, setDigits, code, setCode, problem, setProblem, busy, share, sendCode, confirm };
}
