import {
  BOOT_RETRY_DELAYS_MS, afterBootFailure, buildIdOf, isChunkLoadError, languageBeforeSettings, mayReloadAfterChunkError, prefixRedirect,
  startupSchedule, versionAction,
} from '../src/boot/decisions';

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

describe('a failed start-up request', () => {
  const answer = (status: number, code: string) => ({ status, code });

  it('leads to /merchantNotAvailable only when the API says the merchant does not exist', () => {
    expect(afterBootFailure(answer(404, 'MERCHANT_NOT_FOUND'), 1)).toEqual({ kind: 'not-found' });
    expect(afterBootFailure(answer(404, 'HTTP_404'), 1)).toEqual({ kind: 'give-up' });
  });

  it('is asked again after growing waits when the network, a timeout or the server failed', () => {
    for (const failure of [answer(0, 'NETWORK_ERROR'), answer(0, 'TIMEOUT'), answer(503, 'HTTP_503'), answer(500, 'INTERNAL'), answer(429, 'TOO_MANY')]) {
      const delays = BOOT_RETRY_DELAYS_MS.map((_, i) => afterBootFailure(failure, i + 1));
      expect(delays).toEqual(BOOT_RETRY_DELAYS_MS.map((delayMs) => ({ kind: 'retry', delayMs })));
      expect(afterBootFailure(failure, BOOT_RETRY_DELAYS_MS.length + 1)).toEqual({ kind: 'give-up' });
    }
    expect([...BOOT_RETRY_DELAYS_MS]).toEqual([...BOOT_RETRY_DELAYS_MS].sort((a, b) => a - b));
  });

  it('gives up at once when asking again cannot help', () => {
    expect(afterBootFailure(answer(400, 'VALIDATION'), 1)).toEqual({ kind: 'give-up' });
    expect(afterBootFailure(answer(200, 'BAD_RESPONSE'), 1)).toEqual({ kind: 'give-up' });
    expect(afterBootFailure(answer(0, 'ABORTED'), 1)).toEqual({ kind: 'give-up' });
  });
});

describe('the language before the settings are known', () => {
  it('is the stored choice, else the lang cookie, else uz', () => {
    expect(languageBeforeSettings('eng', 'ru')).toBe('eng');
    expect(languageBeforeSettings(null, 'ru')).toBe('ru');
    expect(languageBeforeSettings('xx', null)).toBe('uz');
    expect(languageBeforeSettings(null, null)).toBe('uz');
  });
});
