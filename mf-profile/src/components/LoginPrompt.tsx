import { appLink } from '@storefront/contracts';
import { goToLogin, useT } from '@storefront/ui';

/** What a guest sees on a screen that needs a logged-in customer. */
export function LoginPrompt() {
  const t = useT();
  return (
    <p data-testid="login-prompt">
      {t('guest')}{' '}
      <a href={appLink('/login')} onClick={(event) => { event.preventDefault(); goToLogin(); }}>{t('login')}</a>
    </p>
  );
}
