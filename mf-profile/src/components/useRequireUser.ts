import { useEffect } from 'react';
import type { User } from '@storefront/contracts';
import { goToLogin, useMountProps, useSession } from '@storefront/ui';

/**
 * The customer of a screen that needs a login. A guest is sent to `/login`, remembering this page
 * in `_redirectUrl` so the login brings them back. Inside Telegram the shell logs in with the init
 * data after the remotes started, so there the screen waits (showing the login prompt) instead.
 */
export function useRequireUser(): User | null {
  const { telegram } = useMountProps();
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!user && !telegram.active) goToLogin();
  }, [user, telegram.active]);
  return user;
}
