import { useEffect, useState } from 'react';
import { routes, type ApiClient, type Banner, type MerchantWebSettings, type Story } from '@storefront/contracts';
import { useMountProps } from '@storefront/ui';

interface HomeContent { stories: Promise<Story[]>; banners: Promise<Banner[]> }
type Loaded = { stories?: Story[]; banners?: Banner[] };

// One request of each per page load (per API client): the catalogue starts them the moment it
// mounts on `/`, beside the menu's overall, so the first banner (often the largest paint) does
// not wait for the menu to arrive before it is even asked for.
const started = new WeakMap<ApiClient, HomeContent>();
// What has arrived, so a screen mounted later draws it in its first frame (no placeholder flash).
const arrived = new WeakMap<ApiClient, Loaded>();

const none = Promise.resolve([]);

export function loadHomeContent(api: ApiClient, settings: Pick<MerchantWebSettings, 'storiesActive' | 'bannersActive'>): HomeContent {
  let content = started.get(api);
  if (!content) {
    const loaded: Loaded = {};
    arrived.set(api, loaded);
    content = {
      stories: (settings.storiesActive ? api.call(routes.stories, { quiet: true }).then((r) => r.data ?? []) : none)
        .then((list) => (loaded.stories = list)),
      banners: (settings.bannersActive ? api.call(routes.banners, { quiet: true }).then((r) => r.data ?? []) : none)
        .then((list) => (loaded.banners = list)),
    };
    started.set(api, content);
  }
  return content;
}

/** The home page's stories or banners; null while they are on their way. */
export function useHomeContent<K extends keyof HomeContent>(kind: K): Awaited<HomeContent[K]> | null {
  const { api, settings } = useMountProps();
  const [items, setItems] = useState<Awaited<HomeContent[K]> | null>(() => (arrived.get(api)?.[kind] as Awaited<HomeContent[K]> | undefined) ?? null);
  useEffect(() => {
    let active = true;
    void (loadHomeContent(api, settings)[kind] as Promise<Awaited<HomeContent[K]>>).then((list) => { if (active) setItems(list); });
    return () => { active = false; };
  }, [api, settings, kind]);
  return items;
}
