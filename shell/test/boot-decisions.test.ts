import { describe, expect, it } from 'vitest';
import { buildIdOf, isChunkLoadError, mayReloadAfterChunkError, prefixRedirect, startupSchedule, versionAction } from '../src/boot/decisions';

describe('boot decisions', () => {
  it('resets the caches when the stored version is another one', () => {
    expect(versionAction('2.2.0')).toBe('continue');
    expect(versionAction(null)).toBe('first-visit');
    expect(versionAction('2.1.9')).toBe('reset');
  });

  it('turns /ru, /uz, /1 and /2 into a cookie and a redirect to /', () => {
    expect(prefixRedirect('/ru')).toEqual({ cookie: 'lang', value: 'ru', to: '/' });
    expect(prefixRedirect('/uz/basket')).toEqual({ cookie: 'lang', value: 'uz', to: '/' });
    expect(prefixRedirect('/1')).toEqual({ cookie: 'page', value: '1', to: '/' });
    expect(prefixRedirect('/product/1')).toBeNull();
  });

  it('reloads once after a chunk failure, not again within 10 s', () => {
    expect(mayReloadAfterChunkError(null, 50_000)).toBe(true);
    expect(mayReloadAfterChunkError(45_000, 50_000)).toBe(false);
    expect(mayReloadAfterChunkError(39_000, 50_000)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  it('reads the build id from the main script of a page', () => {
    expect(buildIdOf('<script defer="defer" src="/main.0a1b2c3d4e.js"></script>')).toBe('0a1b2c3d4e');
    expect(buildIdOf('<html></html>')).toBeNull();
  });

  it('schedules the menu refresh always and active orders only for a logged-in customer', () => {
    expect(startupSchedule(false)).toEqual({ menuRefreshMs: 1234, activeOrdersMs: null });
    expect(startupSchedule(true)).toEqual({ menuRefreshMs: 1234, activeOrdersMs: 500 });
  });
});
