import { featureOn } from '@storefront/contracts/rules';
import { followLiveOrders } from './follow';
import { followNotifications } from './notifications';
import type { LiveDependencies } from './index';

/** The live stream and what the shell keeps from it (loaded by startLive once someone logs in). */
export function wireLive(deps: LiveDependencies) {
  const orderStream = followLiveOrders(deps.apiBase, deps.getMerchant, deps.store, deps.bus, deps.data);
  const unreadNotifications$ = followNotifications({
    api: deps.api, bus: deps.bus, store: deps.store, live: orderStream,
    active: featureOn(deps.data.settings, 'notifications'), t: deps.t, language: deps.language,
  });
  return { ...orderStream, unreadNotifications$ };
}
