/** Hosts where `?vendor=` picks the brand (spec §1): a developer's machine and the demo host. */
export interface BrandHostRules {
  localHosts: readonly string[];
  demoHosts: readonly string[];
  /** Parent domains whose first label is a merchant sub-domain, e.g. `lamenu.uz`, `localhost`. */
  rootDomains: readonly string[];
}

export const DEFAULT_BRAND_HOST_RULES: BrandHostRules = {
  localHosts: ['localhost', '127.0.0.1'],
  demoHosts: ['demo.lamenu.uz'],
  rootDomains: ['lamenu.uz', 'localhost'],
};

const SUB_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Where the brand of this visit comes from (spec §4 "Startup"): on a local or demo host the
 * `vendor` query parameter, else the stored brand, else the fallback (demo host → demo, local host
 * → mim); on any other host its first label under a known root domain.
 */
export function resolveBrand(
  input: { hostname: string; search: string; stored?: string | null },
  rules: BrandHostRules = DEFAULT_BRAND_HOST_RULES,
): { brand: string; source: 'vendor' | 'stored' | 'host' | 'fallback' } | { brand: null; source: 'none' } {
  const host = input.hostname.toLowerCase();
  const isLocal = rules.localHosts.includes(host);
  const isDemo = rules.demoHosts.includes(host);
  if (isLocal || isDemo) {
    const vendor = new URLSearchParams(input.search).get('vendor')?.trim().toLowerCase();
    if (vendor && SUB_PATTERN.test(vendor)) return { brand: vendor, source: 'vendor' };
    if (input.stored && SUB_PATTERN.test(input.stored)) return { brand: input.stored, source: 'stored' };
    return { brand: isDemo ? 'demo' : 'mim', source: 'fallback' };
  }
  for (const root of rules.rootDomains) {
    if (host.endsWith(`.${root}`)) {
      const label = host.slice(0, -(root.length + 1)).split('.').pop() ?? '';
      if (SUB_PATTERN.test(label) && label !== 'www') return { brand: label, source: 'host' };
    }
  }
  if (input.stored && SUB_PATTERN.test(input.stored)) return { brand: input.stored, source: 'stored' };
  return { brand: null, source: 'none' };
}
