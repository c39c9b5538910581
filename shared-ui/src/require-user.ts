import { useEffect } from 'react';
import type { User } from '@storefront/contracts';
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
  useEffect(() => {
    if (!user && !telegram.active) goToLogin();
  }, [user, telegram.active]);
  return user;
}
