import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sleep } from '../platform/yield';

const RETRY_DELAYS_MS = [300, 1200];

/**
 * Retry and fallback for remotes, as a Module Federation runtime plugin:
 * - a remoteEntry.js that fails to download is fetched again twice (a cache-busting query makes the
 *   browser really ask again) before the load counts as failed;
 * - a remote that still cannot be loaded resolves to the fallback module the shell provides (an
 *   inline notice with a retry button) instead of an error that would break the page.
 * The registry's @module-federation/retry-plugin trails this runtime by major versions, so the
 * shell carries these few lines itself.
 */
export function storefrontRemotesPlugin(fallback: (remoteName: string, error: unknown) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remotes',
    // The hook's declared result wraps the entry in a promise; resolving the same value is what the runtime awaits.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: any) => {
      for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
        await sleep(delay);
        // The failed load is still cached under this key while its error is being handled; asking
        // again without removing it would wait for itself.
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({
            origin,
            remoteInfo,
            remoteEntryExports,
            getEntryUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${attempt + 1}-${Date.now()}`,
          });
          if (entry) return entry;
        } catch {
          // next attempt
        }
      }
      return undefined;
    }) as any,
    async errorLoadRemote({ id, error }) {
      const remoteName = id.split('/')[0];
      console.error(`remote ${remoteName} could not be loaded`, error);
      return fallback(remoteName, error);
    },
  };
}
