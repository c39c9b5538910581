// The API on the storefront's own origin: the shell's server hands every request under /api/ to
// the API (without the prefix), as nginx does in a deployment (scripts/deploy/nginx-shell.conf).
// Why: a call to another origin with the `merchant` header or a token is preflighted (an OPTIONS
// round trip before it), and a first visit of / paid eleven of them on the path to the menu and
// the banner; on the page's own origin there are none, and the API shares the page's connection.
import { createProxyServer } from 'httpxy';
import { API_PATH } from './runtime-config.mjs';

/** The path the shell's page calls the API under (config.apiBase in the shell's run-time config). */
export { API_PATH };

/**
 * @param {string} upstream  the API's own address, e.g. http://localhost:8080
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   handles the request and answers true when it is the API's; false leaves it to the caller
 */
export function createApiProxy(upstream) {
  // changeOrigin: the API sees its own Host, so the addresses it writes for itself (a simulated
  // payment page) stay reachable; x-forwarded-for carries the customer's address for the API's
  // per-address limits, read only when the API is told to trust it (TRUST_PROXY).
  const proxy = createProxyServer({ target: upstream, changeOrigin: true, xfwd: true });
  return (req, res) => {
    const url = req.url || '/';
    if (url !== API_PATH && !url.startsWith(`${API_PATH}/`) && !url.startsWith(`${API_PATH}?`)) return false;
    req.url = url.slice(API_PATH.length) || '/';
    if (!req.url.startsWith('/')) req.url = `/${req.url}`;
    proxy.web(req, res).catch((error) => {
      // The API is down or restarting: the storefront shows its own retry, never a hung request.
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ description: 'The service is not answering, try again in a moment', code: 'UPSTREAM_UNAVAILABLE' }));
      } else {
        res.destroy(error);
      }
    });
    return true;
  };
}
