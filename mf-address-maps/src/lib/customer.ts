import { useEffect } from 'react';
import type { User } from '@storefront/contracts';
import { goToLogin, useMountProps, useSession } from '@storefront/ui';

/**
 * The customer of a screen about their saved addresses. A guest is sent to the login, which brings
 * them back here; inside Telegram the shell logs in by itself a moment after the start, so there
 * the screen waits.
 */
export function useCustomer(): User | null {
  const { telegram } = useMountProps();
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!user && !telegram.active) goToLogin();
  }, [user, telegram.active]);
  return user;
}
