import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { resolveBrand } from './brand';
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

async function boot(): Promise<void> {
  render({ status: 'loading' });
  const brand = resolveBrand(window.location.hostname, window.location.search, storedBrand());
  try {
    const { remotes, config } = await loadRuntimeConfig();
    const merchant = await fetchMerchant(config.apiBase, brand);
    try { localStorage.setItem(BRAND_KEY, brand); } catch { /* private mode: brand from the URL only */ }
    if (window.location.pathname === NOT_AVAILABLE_PATH) window.history.replaceState(null, '', '/');
    render({ status: 'ready', merchant });
    startRemotes(remotes, { merchant, apiBase: config.apiBase, lang: 'uz' });
  } catch (error) {
    window.history.replaceState(null, '', NOT_AVAILABLE_PATH);
    const reason = error instanceof Error ? error.message : String(error);
    render({ status: 'unavailable', message: `The store "${brand}" cannot be opened right now. ${reason}` });
  }
}

void boot();
