/**
 * Rendered tiles kept in memory, bounded by count and by bytes: a Map in order of last use, the
 * least recently used dropped first. Tiles never change while the process runs (the data is
 * committed), so there is no expiry.
 */
export class TileCache<V extends { body: Buffer }> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly maxEntries: number, private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Re-inserting moves the key to the end: the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: V) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    if (value.body.length > this.maxBytes || this.maxEntries <= 0) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, V];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }
}
