import { createRoot, type Root } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractsFit } from '@storefront/contracts/rules';
import { BUILT_CONTRACTS_VERSION } from '@storefront/ui';
import { registerApplication, start, triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import { REMOTES, isServedBy, matchAppRoute, type Language, type RemoteName } from '@storefront/contracts';
import type { RemoteMountProps } from '@storefront/runtime';
import { RemoteFailureNotice } from '@storefront/ui';
import type { RemotesManifest } from '../runtime-config';
import { storefrontRemotesPlugin } from './runtime-plugin';
import { handleChunkError } from '../boot/reload-guard';
import { yieldToBrowser } from '../platform/yield';

type Props = RemoteMountProps & { domElementGetter: () => HTMLElement };
type RemoteLifecycles = LifeCycles<Props>;

/** The contracts this shell was built with (the build always bakes them in). */
const SHELL_CONTRACTS_VERSION = BUILT_CONTRACTS_VERSION ?? '0.0.0';

/** The element a remote renders into: its own box inside the layout's content slot. */
export function slotOf(name: RemoteName): HTMLElement {
  const id = `remote-${name}`;
  let slot = document.getElementById(id);
  if (!slot) {
    slot = document.createElement('div');
    slot.id = id;
    slot.dataset.remote = name;
    document.getElementById('content')!.appendChild(slot);
  }
  return slot;
}

/** Renders the failure notice in a remote's slot; the remote's own React root is not involved. */
function showNotice(name: RemoteName, language: () => Language, onRetry: () => void): () => void {
  const host = document.createElement('div');
  slotOf(name).appendChild(host);
  const root: Root = createRoot(host);
  root.render(<RemoteFailureNotice remote={name} language={language()} onRetry={onRetry} />);
  return () => {
    root.unmount();
    host.remove();
  };
}

const entriesOf = (manifest: RemotesManifest) => REMOTES.map((name) => ({ name, entry: manifest[name].entry }));

let registered = false;
/** The federation runtime learns the remotes once: the route owner's early fetch and the start share it. */
function registerRemotesOnce(manifest: RemotesManifest): void {
  if (registered) return;
  registerRemotes(entriesOf(manifest));
  registered = true;
}

export function startRemotes(manifest: RemotesManifest, props: RemoteMountProps): void {
  const entries = entriesOf(manifest);
  const language = () => (props.i18n.language as Language) || 'uz';

  /** Forget the failed remote and load it again from its server, without a page reload. */
  async function reload(name: RemoteName) {
    registerRemotes(entries.filter((e) => e.name === name), { force: true });
    await unloadApplication(name, { waitForUnmount: false });
    await triggerAppChange();
  }

  /** Lifecycles of a remote whose server is down: the notice and its retry button. */
  const fallbackLifecycles = (name: RemoteName): RemoteLifecycles => {
    let close: (() => void) | null = null;
    return {
      bootstrap: async () => {},
      mount: async () => { close = showNotice(name, language, () => void reload(name)); },
      unmount: async () => { close?.(); close = null; },
    };
  };

  /**
   * A remote's own lifecycles, guarded: if its code throws while mounting, the notice shows
   * instead and single-spa never marks the remote broken, so a retry can mount it again.
   */
  const guarded = (name: RemoteName, remote: RemoteLifecycles): RemoteLifecycles => {
    let close: (() => void) | null = null;
    let mounted = false;
    const tryMount = async (mountProps: Props) => {
      try {
        // The remote's code was just evaluated in this task; its first render gets a task of its own.
        await yieldToBrowser();
        await (remote.mount as (p: Props) => Promise<unknown>)(mountProps);
        mounted = true;
      } catch (error) {
        console.error(`remote ${name} failed to mount`, error);
        if (handleChunkError(error)) return;
        close = showNotice(name, language, async () => {
          close?.();
          close = null;
          await tryMount(mountProps);
        });
      }
    };
    return {
      bootstrap: remote.bootstrap,
      mount: async (mountProps: Props) => tryMount(mountProps),
      unmount: async (mountProps: Props) => {
        close?.();
        close = null;
        if (mounted) await (remote.unmount as (p: Props) => Promise<unknown>)(mountProps);
        mounted = false;
      },
      update: remote.update,
    } as RemoteLifecycles;
  };

  /** While the page reloads after a failed chunk, the remote's area stays empty rather than flash a notice. */
  const reloadingLifecycles: RemoteLifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

  /** Spec §4: a part of a remote that failed to download reloads the page once; after that, the notice. */
  const failedLoad = (name: RemoteName, error: unknown) => (handleChunkError(error) ? reloadingLifecycles : fallbackLifecycles(name));

  registerPlugins([storefrontRemotesPlugin((name, error) => ({ default: failedLoad(name as RemoteName, error), fallback: true }))]);
  registerRemotesOnce(manifest);

  for (const name of REMOTES) {
    registerApplication<Props>({
      name,
      app: async () => {
        let failure: unknown = null;
        const module = await loadRemote<{ default?: RemoteLifecycles & { contractsVersion?: string | null }; fallback?: boolean }>(`${name}/app`)
          .catch((error: unknown) => { failure = error; return null; });
        if (!module?.default) return failedLoad(name, failure);
        if (module.fallback) return module.default;
        // A remote deployed on its own may be built against other contracts: mount only one that fits.
        if (!contractsFit(SHELL_CONTRACTS_VERSION, module.default.contractsVersion)) {
          console.error(`remote ${name} was built against contracts ${module.default.contractsVersion ?? '(none)'}, this shell carries ${SHELL_CONTRACTS_VERSION}; not mounted`);
          return fallbackLifecycles(name);
        }
        return guarded(name, module.default);
      },
      // A screen whose feature the merchant switched off is not mounted: the shell says so instead.
      activeWhen: isServedBy(name, props.settings),
      customProps: { ...props, domElementGetter: () => slotOf(name) },
    });
  }
  start({ urlRerouteOnly: true });
}

/**
 * Starts downloading the code of the remote that owns the page's route (its entry, then the files of
 * its app) while the merchant's data loads, instead of after it. The code is not run here: the
 * start mounts it with the merchant's data, and the federation runtime then finds the files loaded.
 * A failure is left to the start, which loads again and shows the notice (spec §4).
 */
export function preloadRouteOwner(manifest: RemotesManifest, pathname: string): void {
  const owner = matchAppRoute(pathname)?.route.owner;
  if (!owner || owner === 'shell' || !manifest[owner as RemoteName]) return;
  registerRemotesOnce(manifest);
  void loadRemote(`${owner}/app`, { loadFactory: false, from: 'runtime' }).catch(() => {});
}
