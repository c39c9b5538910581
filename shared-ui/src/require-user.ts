import { useEffect, useLayoutEffect } from 'react';
import { useNavigate } from '@storefront/ui/router';
import { routes, type User } from '@storefront/contracts';
import { useMountProps, useSession } from './context';
import { goToLogin } from './login-return';

/**
 * The customer of a screen that needs a login. A guest is sent to `/login`, remembering this page
 * so the login brings them back. Inside Telegram the shell logs in with the init data a moment
 * after the remotes start, so there the screen waits (null until then) instead.
 */
export function useRequireUser(): User | null {
  const { telegram } = useMountProps();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  // Before the screen is painted: a guest never sees it drawn and then swapped for the login in
  // another layout (a layout shift of 0.13 on /profile/orders when it ran after the paint).
  useLayoutEffect(() => {
    if (!user && !telegram.active) goToLogin(navigate);
  }, [user, telegram.active, navigate]);
  return user;
}

/**
 * The logged-in customer, asked of the API once per screen: the balance changes when an order is
 * delivered, long after the session was filled, and a screen that shows or spends it must not
 * show yesterday's figure. A changed user is written back to the session for every remote.
 */
export function useFreshUser(): User | null {
  const { api, bus } = useMountProps();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void api.call(routes.me, { quiet: true }).then(({ data }) => {
      if (live && data && JSON.stringify(data) !== JSON.stringify(user)) bus.emit('auth/logged-in', { token, user: data });
    });
    return () => { live = false; };
    // Once per screen and token: the user it writes back must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, bus, token]);
  return user;
}
