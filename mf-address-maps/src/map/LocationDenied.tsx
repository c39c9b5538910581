import { useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/** A link-like button inside the alert's sentence. */
const SETTINGS_STYLE = { border: 0, background: 'none', padding: 0, color: 'inherit', font: 'inherit', fontWeight: 600, textDecoration: 'underline', cursor: 'pointer' } as const;

/**
 * Spec §8's alert when "my location" was refused or found nothing; inside Telegram, when the
 * customer had refused the merchant's bot, a button opening Telegram's location settings (a tap:
 * Telegram opens them only in answer to one).
 */
export function LocationDenied({ className, openSettings }: { className: string; openSettings: (() => void) | null }) {
  const { t } = useTranslation();
  const message = useSpecMessage();
  return (
    <p role="alert" className={className} data-testid="geo-denied">
      {message('allowGeolocation')}
      {openSettings && (
        <>
          {' '}
          <button type="button" className="am-location-settings" onClick={openSettings} data-testid="location-settings" style={SETTINGS_STYLE}>{t('openLocationSettings')}</button>
        </>
      )}
    </p>
  );
}
