// Calls the page's first script (src/early-start.ts) makes before the storefront's code has
// arrived, taken by the boot: the start, then the menu overall once the start names the merchant.
// Both sides build the addresses with the contracts' rules (startUrl, overallUrl), so the boot takes
// an early answer only for the very call it would make; any other call asks again.

interface EarlyCall {
  response: Promise<Response>;
  /** The `merchant` header it was asked with, if any. */
  merchant?: number;
}

declare global {
  interface Window {
    __storefrontEarly?: Record<string, EarlyCall>;
  }
}

/** Asks for `url` now (with the `merchant` header when given) and leaves the answer for the boot. */
export function askEarly(url: string, merchant?: number): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (merchant !== undefined) headers.merchant = String(merchant);
  const response = fetch(url, { headers });
  // Not taken (another address, a reload): its failure is nobody's to report.
  response.catch(() => {});
  (window.__storefrontEarly ??= {})[url] = { response, merchant };
  return response;
}

/** The early answer of this call, once; undefined when there is none for this address and merchant. */
export function takeEarly(url: string, merchant?: number): Promise<Response> | undefined {
  const early = window.__storefrontEarly?.[url];
  if (!early) return undefined;
  delete window.__storefrontEarly![url];
  return early.merchant === merchant ? early.response : undefined;
}
