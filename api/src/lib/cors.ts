const LOCAL_ORIGIN = /^https?:\/\/([a-z0-9-]+\.)*localhost(:\d+)?$/i;
const LOOPBACK_ORIGIN = /^https?:\/\/127\.0\.0\.1(:\d+)?$/;

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+');
  return new RegExp(`^${escaped}$`, 'i');
}

/**
 * The storefront's origins: any localhost or *.localhost port outside production (every merchant
 * sub-domain of a developer's machine), plus the configured list, which may hold `https://*.lamenu.uz`.
 */
export function createOriginCheck(configured: string[], production: boolean) {
  const patterns = configured.map(patternToRegExp);
  return (origin: string | undefined): boolean => {
    if (!origin) return true; // same-origin and non-browser calls carry no Origin header
    if (!production && (LOCAL_ORIGIN.test(origin) || LOOPBACK_ORIGIN.test(origin))) return true;
    return patterns.some((p) => p.test(origin));
  };
}
