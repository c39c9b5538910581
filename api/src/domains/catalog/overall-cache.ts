import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface CachedBody {
  etag: string;
  json: string;
  gzip: Buffer;
}

/**
 * Serialised overalls, keyed by merchant, channel and the merchant's catalogue version: a catalogue
 * change bumps the version, so a stale entry is never served and the ETag changes with the content.
 * Serialising and compressing 3,000 products is the costly part, so it happens once per version.
 */
export class OverallCache {
  private readonly entries = new Map<string, CachedBody>();

  async get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    // Absent and null mean the same to every nullish field of the contracts; leaving nulls out
    // makes the 3,000-product menu a third smaller to send, gunzip and parse on a phone.
    const json = JSON.stringify(await build(), (_key, value) => (value === null ? undefined : value));
    const entry: CachedBody = {
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      json,
      gzip: gzipSync(json, { level: 6 }),
    };
    const prefix = key.slice(0, key.lastIndexOf(':') + 1);
    for (const old of this.entries.keys()) if (old.startsWith(prefix)) this.entries.delete(old);
    this.entries.set(key, entry);
    return entry;
  }
}

/** True when an If-None-Match header names this ETag (a list, weak forms and * included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag);
}
