import { useState } from 'react';
import { routes } from '@storefront/contracts';
import { useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * "Delete account" (spec §2 profile labels): asked twice, then the API switches the account off and
 * strips its personal data, and the page logs out as after any logout.
 */
export function DeleteAccount() {
  const { api, bus } = useMountProps();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    const { data } = await api.call(routes.deleteUser);
    setBusy(false);
    if (!data) return;
    bus.emit('notify', { kind: 'info', message: t('accountDeleted') });
    bus.emit('auth/logged-out', {});
  };

  if (!asking) {
    return <button type="button" className="pf-link pf-delete-account" onClick={() => setAsking(true)} data-testid="delete-account">{t('deleteAccount')}</button>;
  }
  return (
    <div className="pf-form" role="alertdialog" aria-labelledby="delete-account-question" data-testid="delete-account-dialog">
      <p id="delete-account-question">{t('deleteAccountQuestion')}</p>
      <div className="pf-actions">
        <button type="button" className="pf-danger" disabled={busy} onClick={() => void remove()} data-testid="delete-account-confirm">{t('deleteAccountConfirm')}</button>
        <button type="button" className="pf-link" onClick={() => setAsking(false)}>{t('cancel')}</button>
      </div>
    </div>
  );
}
