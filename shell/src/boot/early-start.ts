// The start's answer, asked for by the page's first script (src/early-start.ts) and taken by the
// boot. Both sides build the address with the contracts' startUrl, so the boot takes the early
// answer only for the very call it would make; any other page start asks again.

interface EarlyStart {
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __storefrontStart?: EarlyStart;
  }
}

/** Asks for the start now and leaves the answer for the boot. */
export function askEarly(url: string): Promise<Response> {
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // Not taken (another address, a reload): its failure is nobody's to report.
  response.catch(() => {});
  window.__storefrontStart = { url, response };
  return response;
}

/** The early answer of this start call, once; undefined when there is none for this address. */
export function takeEarlyStart(url: string): Promise<Response> | undefined {
  const early = window.__storefrontStart;
  delete window.__storefrontStart;
  return early?.url === url ? early.response : undefined;
}
