import type { ReactNode } from 'react';
import { Route, Routes, useParams } from '@storefront/ui/router';
import type { AppRoute, PathOf, PathParams } from '@storefront/contracts';

/**
 * A remote's screens by the paths it owns in the contracts' route table: a path the remote does not
 * own, or a misspelt one, does not type-check, and each screen gets its path's parameters by name.
 */
export type ScreenTable<Owner extends AppRoute['owner']> = {
  [P in PathOf<Owner>]?: (params: PathParams<P>) => ReactNode;
};

type AnyScreen = (params: Record<string, string>) => ReactNode;

/** One route's screen with the parameters react-router matched in the address. */
function RouteScreen({ render }: { render: AnyScreen }) {
  const params = useParams() as Record<string, string>;
  return render(params);
}

/**
 * react-router's routes of a remote, built from its entries of the route table: the table stays the
 * one declaration of paths, react-router matches them (the table's `:param` syntax is its own).
 * `fallback` draws any other path (single-spa mounts a remote only on paths it owns, so this is the
 * moment between another remote's link and this one's unmount, or a remote's default screen).
 */
export function ScreenRoutes<Owner extends AppRoute['owner']>({ screens, fallback }: { screens: ScreenTable<Owner>; fallback?: () => ReactNode }) {
  return (
    <Routes>
      {Object.entries(screens as Record<string, AnyScreen | undefined>).map(([path, render]) => (
        render ? <Route key={path} path={path} element={<RouteScreen render={render} />} /> : null
      ))}
      <Route path="*" element={fallback ? fallback() : null} />
    </Routes>
  );
}
