import { appLink } from '@storefront/contracts';
import { goToLogin } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@storefront/ui/router';

/** What a guest sees on a screen that needs a logged-in customer. */
export function LoginPrompt() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <p data-testid="login-prompt">
      {t('guest')}{' '}
      <a href={appLink('/login')} onClick={(event) => { event.preventDefault(); goToLogin(navigate); }}>{t('login')}</a>
    </p>
  );
}
