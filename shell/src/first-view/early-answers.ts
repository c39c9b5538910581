// Calls the page's first script (early-script.ts) makes before the storefront's code has
// arrived, taken by the boot: the start and the menu overall, both by the brand's sub-domain.
// Both sides build the addresses with the contracts' rules (startUrl, overallBySubUrl), so the boot
// takes an early answer only for the very call it would make; any other call asks again.


declare global {
  interface Window {
    __storefrontEarly?: Record<string, Promise<Response>>;
  }
}

/**
 * Asks for `url` now and leaves the answer for the boot.
 *
 * Plain `fetch`, not the API client: this runs in the page's first inline script, before any
 * library (axios among them, in the contracts' shared module) has loaded, and the script is kept
 * to a few KB. It only fetches: the boot hands the Response to the client (`CallInput.response`),
 * which reads and checks it through its axios instance as if it had fetched it itself.
 */
export function askEarly(url: string): Promise<Response> {
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // Not taken (another address, a reload): its failure is nobody's to report.
  response.catch(() => {});
  return leaveEarly(url, response);
}

/** Leaves an answer the page already has (the start the first view was drawn from) as the early answer of `url`. */
export function leaveEarly(url: string, response: Promise<Response>): Promise<Response> {
  (window.__storefrontEarly ??= {})[url] = response;
  return response;
}

/** The early answer of this call, once; undefined when there is none for this address. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = window.__storefrontEarly?.[url];
  if (!early) return undefined;
  delete window.__storefrontEarly![url];
  return early;
}
