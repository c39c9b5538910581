import type { ReactNode } from 'react';
import { matchAppRoute, type AppRoute, type PathOf, type PathParams } from '@storefront/contracts';
import { usePathname } from './navigation';

/**
 * A remote's screens by the paths it owns in the route table: a path the remote does not own, or a
 * misspelt one, does not type-check, and each screen gets its path's parameters by name.
 */
export type ScreenTable<Owner extends AppRoute['owner']> = {
  [P in PathOf<Owner>]?: (params: PathParams<P>) => ReactNode;
};

/** The screen of the current path from a remote's table, or `fallback` for a path it leaves out. */
export function useScreen<Owner extends AppRoute['owner']>(table: ScreenTable<Owner>, fallback: () => ReactNode = () => null): ReactNode {
  const match = matchAppRoute(usePathname());
  const render = match ? (table as Record<string, ((params: Record<string, string>) => ReactNode) | undefined>)[match.route.path] : undefined;
  return render ? render(match!.params) : fallback();
}
