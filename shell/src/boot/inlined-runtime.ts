// What the page's first script and the shell both read of the run-time configuration, kept free of
// the contracts' shared module: the page's first script runs before Module Federation has
// negotiated any shared module (see first-view/early-script.ts).

/** The id of the data block the shell's server writes into the page (scripts/lib/start-hints.mjs). */
const RUNTIME_ELEMENT_ID = 'sf-runtime';

/**
 * The API on the page's own origin, under /api/ (the shell's server and nginx pass it on): no
 * CORS preflight before a call, no second connection. An absolute URL in config.json puts it elsewhere.
 */
const DEFAULT_API_BASE = '/api';

/** A path on the page's own origin ('/api') made absolute, so every consumer gets a full URL; anything else as it is. */
export function onPageOrigin(value: unknown, pageOrigin: string): unknown {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? `${pageOrigin}${value.trim()}` : value;
}

/** A non-empty text without trailing slashes, else undefined. */
const baseText = (value: unknown) => (typeof value === 'string' && value ? value.replace(/\/+$/, '') : undefined);

/** The API's base URL of a raw config: its apiBase made absolute, else the page's /api. */
export function apiBaseOf(raw: Record<string, unknown>, pageOrigin: string): string {
  return baseText(onPageOrigin(raw.apiBase, pageOrigin)) ?? `${pageOrigin}${DEFAULT_API_BASE}`;
}

/** The media server's base URL of a raw config: its mediaBase made absolute, else the API's. */
export function mediaBaseOf(raw: Record<string, unknown>, pageOrigin: string): string {
  return baseText(onPageOrigin(raw.mediaBase, pageOrigin)) ?? apiBaseOf(raw, pageOrigin);
}

/**
 * The configuration the shell's server inlined in the page, which saves a round trip before
 * anything else can start; null where the page carries none (nginx serves config.json instead).
 */
export function inlinedRuntime(): { remotes: unknown; config: unknown } | null {
  const text = document.getElementById(RUNTIME_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { remotes?: unknown; config?: unknown };
    return value.remotes ? { remotes: value.remotes, config: value.config ?? {} } : null;
  } catch {
    return null;
  }
}
