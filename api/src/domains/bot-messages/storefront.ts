/**
 * Where a merchant's storefront (and so its Mini App) lives. Each merchant's storefront is the
 * sub-domain `<sub>.` of STOREFRONT_URL's host (docs/deploy.md: `<sub>.<STOREFRONT_DOMAIN>`, the
 * brand read from the sub-domain; `<sub>.localhost` in development); a STOREFRONT_URL that already
 * is that sub-domain, or the merchant's own domain, is kept. Without STOREFRONT_URL (never in
 * production, which refuses to start without it) the merchant's `domain` over https; else null.
 */
export function merchantStorefrontUrl(merchant: { sub: string; domain: string | null }, storefrontUrl: string | null): string | null {
  if (storefrontUrl) {
    let url: URL;
    try {
      url = new URL(storefrontUrl);
    } catch {
      return null;
    }
    const host = url.hostname.replace(/^www\./, '');
    const isAddress = /^[\d.]+$/.test(host) || host.includes(':');
    if (!isAddress && host !== merchant.domain && !host.startsWith(`${merchant.sub}.`)) url.hostname = `${merchant.sub}.${host}`;
    return url.origin;
  }
  return merchant.domain ? `https://${merchant.domain}` : null;
}
