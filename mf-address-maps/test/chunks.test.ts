import { chunk } from '../src/lib/chunks';

describe('a chunk of code fetched on demand', () => {
  it('is fetched once however often it is asked for, and known once it has arrived', async () => {
    let fetches = 0;
    const source = chunk(async () => { fetches += 1; return { name: 'map' }; });
    expect(source.loaded()).toBeNull();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    expect(a).toBe(b);
    expect(fetches).toBe(1);
    expect(source.loaded()).toBe(a);
  });

  it('is fetched again after a failed download', async () => {
    let fetches = 0;
    const source = chunk(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('ChunkLoadError');
      return { name: 'map' };
    });
    await expect(source.load()).rejects.toThrow('ChunkLoadError');
    expect(source.loaded()).toBeNull();
    expect(await source.load()).toEqual({ name: 'map' });
    expect(fetches).toBe(2);
  });
});
