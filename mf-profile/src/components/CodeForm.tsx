import { useEffect, useState, type ReactNode } from 'react';
import { ONE_TIME_CODE_LENGTH, ONE_TIME_CODE_PATTERN, type MessageKey } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What is wrong with a typed one-time code, in the spec's words: nothing typed is a required field,
 * anything but ONE_TIME_CODE_LENGTH digits is a wrong code. Null when it can be sent.
 */
export function codeProblem(code: string, message: (key: MessageKey) => string): string | null {
  if (!code) return message('requiredField');
  return ONE_TIME_CODE_PATTERN.test(code) ? null : message('wrongCode');
}

/** Whether a typed code has all its digits. */
export const isWholeCode = (code: string) => ONE_TIME_CODE_PATTERN.test(code);

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * "Send the code again", counting down the seconds until `at` (epoch ms). Keyed by `at` where it is
 * used, so a new send starts a new countdown.
 */
function ResendButton({ at, busy, onResend, testId }: { at: number; busy: boolean; onResend: () => void; testId: string }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(() => secondsUntil(at));
  useEffect(() => {
    const timer = setInterval(() => setWait(secondsUntil(at)), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return (
    <button type="button" className="pf-link" disabled={wait > 0 || busy} onClick={onResend} data-testid={testId}>
      {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
    </button>
  );
}

export interface CodeFormProps {
  /** Test ids of the code input, its error and the confirm button. */
  ids: { code: string; error: string; confirm: string };
  code: string;
  /** The digits typed so far (at most ONE_TIME_CODE_LENGTH); a change also clears the problem. */
  onCode: (code: string) => void;
  problem: string | null;
  busy: boolean;
  onSubmit: () => unknown;
  /** Another code may be asked for from `at` (epoch ms) on; `testId` is the resend button's. */
  resend?: { at: number; onResend: () => unknown; testId: string };
  className?: string;
  autoComplete?: 'off';
  /** What stands above the field (title, where the code went). */
  children?: ReactNode;
  /** What stands below the buttons (a way back). */
  footer?: ReactNode;
}

/**
 * The form of a one-time code (the login code, a card bank's code, a new phone's code): one numeric
 * field the phone can fill from the SMS, its problem, confirm and, where a code can be sent again,
 * the resend countdown.
 */
export function CodeForm({ ids, code, onCode, problem, busy, onSubmit, resend, className, autoComplete, children, footer }: CodeFormProps) {
  const { t } = useTranslation();
  return (
    <form className={className} onSubmit={(event) => { event.preventDefault(); void onSubmit(); }} noValidate autoComplete={autoComplete}>
      {children}
      <label className="pf-field">
        <span>{t('code')}</span>
        <input
          data-testid={ids.code} inputMode="numeric" autoComplete="one-time-code" maxLength={ONE_TIME_CODE_LENGTH} value={code}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH))}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p className="pf-error" role="alert" data-testid={ids.error}>{problem}</p>}
      <button type="submit" className="pf-primary" disabled={busy} data-testid={ids.confirm}>{t('confirm')}</button>
      {resend && (
        <p><ResendButton key={resend.at} at={resend.at} busy={busy} onResend={() => void resend.onResend()} testId={resend.testId} /></p>
      )}
      {footer}
    </form>
  );
}
