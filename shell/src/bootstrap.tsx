import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createApiClient, resolveBrand, type Merchant } from '@storefront/contracts';
import { fetchMerchant } from './merchant';
import { startRemotes } from './remotes';
import { loadRuntimeConfig } from './runtime-config';
import { ShellView, type ShellState } from './shell-view';

const BRAND_KEY = 'storefront:brand';
const NOT_AVAILABLE_PATH = '/merchantNotAvailable';

const root = createRoot(document.getElementById('shell')!);
const render = (state: ShellState) => flushSync(() => root.render(<ShellView state={state} />));

function storedBrand(): string | null {
  try { return localStorage.getItem(BRAND_KEY); } catch { return null; }
}

function unavailable(message: string): void {
  window.history.replaceState(null, '', NOT_AVAILABLE_PATH);
  render({ status: 'unavailable', message });
}

async function boot(): Promise<void> {
  render({ status: 'loading' });
  const { brand } = resolveBrand({ hostname: window.location.hostname, search: window.location.search, stored: storedBrand() });
  if (!brand) return unavailable(`No store is known for ${window.location.hostname}.`);
  let merchant: Merchant | null = null;
  try {
    const { remotes, config } = await loadRuntimeConfig();
    const api = createApiClient({ baseUrl: config.apiBase, getMerchant: () => merchant?.id, getToken: () => null });
    merchant = await fetchMerchant(api, brand);
    try { localStorage.setItem(BRAND_KEY, brand); } catch { /* private mode: the brand comes from the URL only */ }
    if (window.location.pathname === NOT_AVAILABLE_PATH) window.history.replaceState(null, '', '/');
    render({ status: 'ready', merchant });
    startRemotes(remotes, { merchant, apiBase: config.apiBase, lang: 'uz', api });
  } catch (error) {
    unavailable(`The store "${brand}" cannot be opened right now. ${error instanceof Error ? error.message : String(error)}`);
  }
}

void boot();
