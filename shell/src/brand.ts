/** Brand of the page (spec §1): `?vendor=` on local and demo hosts, else the host's sub-domain. */
export const LOCAL_FALLBACK_BRAND = 'mim';
export const DEMO_FALLBACK_BRAND = 'demo';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
export const BRAND = /^[a-z0-9][a-z0-9-]{0,62}$/;

function vendorOf(search: string): string | null {
  const vendor = new URLSearchParams(search).get('vendor')?.trim().toLowerCase();
  return vendor && BRAND.test(vendor) ? vendor : null;
}

/**
 * `stored` is the brand this browser chose last time on a local or demo host, so a reload of
 * `/branches` keeps the brand that `?vendor=` picked on `/`.
 */
export function resolveBrand(hostname: string, search: string, stored?: string | null): string {
  const host = hostname.toLowerCase();
  const remembered = stored && BRAND.test(stored) ? stored : null;
  if (LOCAL_HOSTS.has(host)) return vendorOf(search) ?? remembered ?? LOCAL_FALLBACK_BRAND;
  const labels = host.split('.');
  if (labels[0] === DEMO_FALLBACK_BRAND) return vendorOf(search) ?? remembered ?? DEMO_FALLBACK_BRAND;
  // brand.localhost in development, brand.example.uz in production.
  const isSubDomain = labels.length >= 3 || (labels.length === 2 && labels[1] === 'localhost');
  return isSubDomain && BRAND.test(labels[0]) ? labels[0] : LOCAL_FALLBACK_BRAND;
}
