import { createPortal } from 'react-dom';
import type { MerchantWebSettings } from '@storefront/contracts';
import { displayPhone, telHref } from '@storefront/contracts/rules';
import type { TFunction } from 'i18next';

/** A merchant's link is shown only as an https address: never javascript:, data: or a bare path. */
const safeHttps = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** Paths whose pages end with the merchant's contacts: the home page and the profile's pages. */
export const hasFooter = (pathname: string) => pathname === '/' || pathname === '/profile' || pathname.startsWith('/profile/');

/**
 * The merchant's contacts under the page (home and profile): phone, Telegram, Instagram, Facebook,
 * the app links and the bot, each only while its flag is on, and the left and right copyright.
 * Rendered into the page's own <footer> after the remotes' content.
 */
export function Footer({ t, settings, target }: { t: TFunction; settings: MerchantWebSettings; target: HTMLElement }) {
  const links: [string, string | null, string][] = [
    ['telegram', settings.telegramActive ? safeHttps(settings.telegram) : null, 'Telegram'],
    ['instagram', settings.instagramActive ? safeHttps(settings.instagram) : null, 'Instagram'],
    ['facebook', settings.facebookActive ? safeHttps(settings.facebook) : null, 'Facebook'],
    ['bot', settings.telegramBotLinkActive ? safeHttps(settings.telegramBotLink) : null, t('footer.bot')],
    ['ios', settings.iosAppLinkActive ? safeHttps(settings.iosAppLink) : null, t('footer.ios')],
    ['android', settings.androidAppLinkActive ? safeHttps(settings.androidAppLink) : null, t('footer.android')],
  ];
  const shown = links.filter(([, href]) => href);
  const phone = settings.phoneActive && settings.phone ? displayPhone(settings.phone) : null;
  if (!phone && shown.length === 0 && !settings.leftCopyWrite && !settings.rightCopyWrite) return null;
  return createPortal(
    <div className="sf-footer" data-testid="footer">
      {phone && (
        <p className="sf-footer-phone">
          <span>{t('footer.phone')}</span> <a href={telHref(settings.phone!)} data-testid="footer-phone">{phone}</a>
        </p>
      )}
      {shown.length > 0 && (
        <ul className="sf-footer-links">
          {shown.map(([key, href, label]) => (
            <li key={key}><a href={href!} target="_blank" rel="noopener noreferrer" data-testid={`footer-${key}`}>{label}</a></li>
          ))}
        </ul>
      )}
      {(settings.leftCopyWrite || settings.rightCopyWrite) && (
        <p className="sf-footer-copy">
          <span data-testid="footer-copy-left">{settings.leftCopyWrite}</span>
          <span data-testid="footer-copy-right">{settings.rightCopyWrite}</span>
        </p>
      )}
    </div>,
    target,
  );
}
