import { useEffect } from 'react';
import { appLink, matchAppRoute } from '@storefront/contracts';
import { usePathname } from '@storefront/ui';
import { BranchesPage } from './features/branches';

/**
 * Until the map pickers exist, each route of this remote leads to the screen that does its job
 * today: the branch list (with "choose this branch") for the branch and pick-up routes, the saved
 * addresses (typed coordinates) for delivery addresses, the order itself for its courier map.
 */
function interimTarget(pathname: string): string | null {
  const match = matchAppRoute(pathname);
  switch (match?.route.path) {
    case '/address/delivery':
    case '/choose-address':
    case '/profile/address/create':
      return appLink('/profile/address');
    case '/profile/orders/:id/map':
      return appLink('/profile/orders/:id', { id: match.params.id });
    default:
      return null;
  }
}

export function AddressMapsApp() {
  const pathname = usePathname();
  const target = interimTarget(pathname);
  useEffect(() => {
    if (!target) return;
    // A redirect, not a new page: replace the entry so Back does not bounce here again.
    window.history.replaceState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, [target]);
  return target ? null : <BranchesPage />;
}
