import type { SessionStore } from '@storefront/runtime';
import type { ShellConfig } from '../runtime-config';
import type { TelegramWebApp } from '../telegram/webapp';
import { startupSchedule } from './decisions';
import type { LoadedMerchantData } from './merchant-data';
import { watchBuildId } from './reload-guard';
import { registerServiceWorker } from './service-worker';

/**
 * The work that waits until the screens have started: the menu's delayed refresh, the active
 * orders, the watch for a new build and the service worker.
 */
export function scheduleAfterStart({ store, data, webApp, config, language }: {
  store: SessionStore; data: LoadedMerchantData; webApp: TelegramWebApp | null; config: ShellConfig; language: () => string;
}) {
  const schedule = startupSchedule(Boolean(store.getState().token));
  // Spec §4's delayed refresh; on a screen opened without the menu, its first load (the screen has
  // had the network to itself until then).
  setTimeout(() => void data.refreshOverall(), schedule.menuRefreshMs);
  const user = store.getState().user;
  if (schedule.activeOrdersMs !== null && user && !webApp) {
    setTimeout(() => void data.loadActiveOrders(user.id), schedule.activeOrdersMs);
  }
  watchBuildId(config.buildCheckIntervalMs);
  // A first visit's menu came before the worker: asked again through it, for offline (issue 34).
  registerServiceWorker(config.serviceWorker, language, () => void data.storeOverall());
}
