import { REMOTES, type RemoteName } from '@storefront/contracts';

/** Run-time configuration served next to the shell (never baked into its build). */
export interface RemoteManifestEntry {
  entry: string;
  version: string;
}

export type RemotesManifest = Record<RemoteName, RemoteManifestEntry>;

export interface ShellConfig {
  apiBase: string;
}

export const DEFAULT_API_BASE = 'http://localhost:8080';

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') throw new Error('remotes.json is not an object');
  const manifest = {} as RemotesManifest;
  for (const name of REMOTES) {
    const entry = (value as Record<string, Partial<RemoteManifestEntry> | undefined>)[name];
    if (!entry || typeof entry.entry !== 'string' || !entry.entry) {
      throw new Error(`remotes.json has no entry URL for ${name}`);
    }
    manifest[name] = { entry: entry.entry, version: String(entry.version ?? '') };
  }
  return manifest;
}

export async function loadRuntimeConfig(): Promise<{ remotes: RemotesManifest; config: ShellConfig }> {
  const [remotes, config] = await Promise.all([getJson('/remotes.json'), getJson('/config.json').catch(() => ({}))]);
  const apiBase = (config as Partial<ShellConfig>).apiBase;
  return {
    remotes: parseRemotesManifest(remotes),
    config: { apiBase: typeof apiBase === 'string' && apiBase ? apiBase.replace(/\/+$/, '') : DEFAULT_API_BASE },
  };
}
