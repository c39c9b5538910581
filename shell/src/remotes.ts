import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import type { StorefrontMountProps } from './mount-props';
import { REMOTES, isOwnedBy, type RemoteName } from '@storefront/contracts';
import type { RemotesManifest } from './runtime-config';

/** The element a remote renders into: one per remote inside the shell's content slot. */
function slotOf(name: RemoteName): HTMLElement {
  const id = `remote-${name}`;
  let slot = document.getElementById(id);
  if (!slot) {
    slot = document.createElement('div');
    slot.id = id;
    document.getElementById('content')!.appendChild(slot);
  }
  return slot;
}

async function loadLifecycles(name: RemoteName): Promise<LifeCycles<StorefrontMountProps>> {
  const module = await loadRemote<{ default: LifeCycles<StorefrontMountProps> }>(`${name}/app`);
  if (!module?.default) throw new Error(`remote ${name} exposes no single-spa lifecycles in ./app`);
  return module.default;
}

/**
 * Registers the remotes of remotes.json with the Module Federation runtime (nothing is fetched
 * yet) and each as a single-spa application: a remote's code loads the first time its route is
 * visited.
 */
export function startRemotes(manifest: RemotesManifest, props: StorefrontMountProps): void {
  registerRemotes(REMOTES.map((name) => ({ name, entry: manifest[name].entry })));
  for (const name of REMOTES) {
    registerApplication<StorefrontMountProps & { domElementGetter: () => HTMLElement }>({
      name,
      app: () => loadLifecycles(name),
      activeWhen: isOwnedBy(name),
      customProps: { ...props, domElementGetter: () => slotOf(name) },
    });
  }
  start({ urlRerouteOnly: true });
}
