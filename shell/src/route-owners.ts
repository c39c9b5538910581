import type { RemoteName } from './runtime-config';

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(prefix + '/');

/**
 * Which remote owns a path. Later this table moves to the contracts package so the remotes read
 * the same declaration; for now it is the shell's.
 */
export const ROUTE_OWNERS: Record<RemoteName, (pathname: string) => boolean> = {
  catalog: (p) => p === '/' || under(p, '/category') || under(p, '/product') || p === '/search',
  addressMaps: (p) => under(p, '/branches'),
  profile: (p) => under(p, '/profile') || under(p, '/login'),
  basketCheckout: (p) => p === '/basket' || p === '/checkout',
  booking: (p) => under(p, '/vacancy'),
};

export function owningRemote(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, owns] of Object.entries(ROUTE_OWNERS) as [RemoteName, (p: string) => boolean][]) {
    if (owns(path)) return name;
  }
  return null;
}
