import { routes, screenOn } from '@storefront/contracts';
import { useMountProps, useSession } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { CashbackCard } from './CashbackCard';
import { DeleteAccount } from './DeleteAccount';
import { displayApiPhone, featureOn } from '@storefront/contracts/rules';
import type { ParseKeys } from 'i18next';

export function ProfileMenu() {
  const { settings, api, bus } = useMountProps();
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  // Each link shows while its screen is switched on (the route table's flag); the customer's own ones once logged in.
  const links: [string, ParseKeys, boolean][] = ([
    ['/profile/user', 'personal', Boolean(user)],
    ['/profile/orders', 'orders', Boolean(user)],
    ['/profile/address', 'addresses', Boolean(user)],
    ['/profile/promos', 'promos', Boolean(user)],
    ['/profile/cards', 'cards', Boolean(user)],
    ['/profile/favorites', 'favourites', Boolean(user)],
    ['/profile/notifications', 'notifications', Boolean(user)],
    ['/profile/chat', 'chat.title', Boolean(user)],
    ['/branches', 'branches', true],
    ['/vacancy', 'vacancies', true],
    ['/about', 'about', true],
    ['/offerta', 'terms', true],
    ['/privacy', 'privacy', true],
  ] as [string, ParseKeys, boolean][]).map(([href, key, on]) => [href, key, on && screenOn(href, settings)]);
  const logout = async () => {
    await api.call(routes.logout, { quiet: true });
    bus.emit('auth/logged-out', {});
  };
  return (
    <section>
      <h1>{t('profile')}</h1>
      {user
        ? <p data-testid="profile-user">{[user.firstName, user.lastName].filter(Boolean).join(' ') || (user.phone ? displayApiPhone(user.phone) : '')}</p>
        : <LoginPrompt />}
      {user && (featureOn(settings, 'balance') || featureOn(settings, 'cashback')) && <CashbackCard percent={featureOn(settings, 'cashback') ? settings.cashbackPercent : undefined} />}
      <ul className="pf-menu">
        {links.filter(([, , on]) => on).map(([href, key]) => <li key={href}><Link to={href}>{t(key)}</Link></li>)}
      </ul>
      {user && <button type="button" className="pf-logout" onClick={() => void logout()}>{t('logout')}</button>}
      {user && <DeleteAccount />}
    </section>
  );
}
