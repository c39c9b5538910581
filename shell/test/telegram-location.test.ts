import type { LocateOutcome } from '@storefront/runtime';
import { browserLocation, createLocate, type LocationWaits } from '../src/telegram/location';
import { fakeWebApp, type FakeLocation } from './fake-webapp';

const WAITS: LocationWaits = { initMs: 50, answerMs: 200, browserMs: 100 };
const HOME = { latitude: 41.311, longitude: 69.279 };
const CAFE = { latitude: 41.3, longitude: 69.25 };

/** The browser's geolocation answering a position, a refusal (code 1) or no fix (code 2). */
function browser(answer: { latitude: number; longitude: number } | 'denied' | 'no-fix') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'denied') failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    else if (answer === 'no-fix') failure?.({ code: 2, message: 'unavailable' } as GeolocationPositionError);
    else success({ coords: { ...answer, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
  });
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: jest.Mock };
}

const located = (p: { latitude: number; longitude: number }): LocateOutcome => ({ status: 'located', ...p });
const telegramCalls = (calls: string[]) => calls.filter((c) => c.startsWith('location:') || c.startsWith('unsupported:'));

function inTelegram(version: string, location: FakeLocation, geolocation: Geolocation | undefined) {
  const tg = fakeWebApp(version, { location });
  return { ...tg, locate: createLocate(tg.webApp, () => geolocation, WAITS) };
}

describe('"my location" through Telegram’s LocationManager (Bot API 8.0), else the browser', () => {
  it('allowed in Telegram: Telegram’s position, the browser not asked', async () => {
    const geo = browser(CAFE);
    const tg = inTelegram('8.0', { answer: HOME }, geo);
    await expect(tg.locate()).resolves.toEqual(located(HOME));
    expect(telegramCalls(tg.calls)).toEqual(['location:init', 'location:get']);
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    // Inited once: a second "my location" asks for the position only.
    await expect(tg.locate()).resolves.toEqual(located(HOME));
    expect(telegramCalls(tg.calls)).toEqual(['location:init', 'location:get', 'location:get']);
  });

  it('refused in Telegram: the browser’s position', async () => {
    const geo = browser(CAFE);
    const tg = inTelegram('8.0', { answer: 'refuse' }, geo);
    await expect(tg.locate({ precise: false })).resolves.toEqual(located(CAFE));
    expect(geo.getCurrentPosition.mock.calls[0][2]).toMatchObject({ enableHighAccuracy: false, maximumAge: 300_000 });
  });

  it('refused in Telegram and by the browser: denied, with Telegram’s settings to offer; allowed there, found next time', async () => {
    const tg = inTelegram('8.0', { answer: 'refuse' }, browser('denied'));
    const outcome = await tg.locate();
    expect(outcome).toEqual({ status: 'denied', openSettings: expect.any(Function) });
    expect(tg.calls).not.toContain('location:openSettings');
    (outcome as { openSettings: () => void }).openSettings();
    expect(tg.calls).toContain('location:openSettings');

    tg.allowInSettings(HOME);
    await expect(tg.locate()).resolves.toEqual(located(HOME));
  });

  it('refused before, on an earlier visit: still asked (Telegram answers at once), then the browser', async () => {
    const tg = inTelegram('8.0', { asked: true, granted: false, answer: 'refuse' }, browser('no-fix'));
    const outcome = await tg.locate();
    expect(outcome.status).toBe('denied');
    expect(outcome).toHaveProperty('openSettings');
  });

  it('no location in Telegram, or no answer from it: the browser, and no settings to offer', async () => {
    const unavailable = inTelegram('8.0', { available: false }, browser('denied'));
    await expect(unavailable.locate()).resolves.toEqual({ status: 'denied' });
    expect(telegramCalls(unavailable.calls)).toEqual(['location:init']);

    const silent = inTelegram('8.0', { silentInit: true }, browser(CAFE));
    await expect(silent.locate()).resolves.toEqual(located(CAFE));

    const throwing = inTelegram('8.0', { answer: HOME }, browser(CAFE));
    throwing.webApp.LocationManager!.getLocation = () => { throw new Error('WebAppLocationManagerNotInited'); };
    await expect(throwing.locate()).resolves.toEqual(located(CAFE));

    const initThrows = inTelegram('8.0', { answer: HOME }, browser(CAFE));
    initThrows.webApp.LocationManager!.init = () => { throw new Error('broken'); };
    await expect(initThrows.locate()).resolves.toEqual(located(CAFE));

    const noAnswer = inTelegram('8.0', { answer: HOME }, browser('no-fix'));
    noAnswer.webApp.LocationManager!.getLocation = () => undefined;
    await expect(noAnswer.locate()).resolves.toEqual({ status: 'unavailable' });
  });

  it('a client older than 8.0 is never asked: the browser alone, quietly', async () => {
    for (const version of ['6.0', '7.10']) {
      const tg = inTelegram(version, { answer: HOME }, browser(CAFE));
      await expect(tg.locate()).resolves.toEqual(located(CAFE));
      expect(telegramCalls(tg.calls)).toEqual([]);
    }
  });

  it('outside Telegram: the browser’s answer, precise by default', async () => {
    const geo = browser(CAFE);
    await expect(createLocate(null, () => geo, WAITS)()).resolves.toEqual(located(CAFE));
    expect(geo.getCurrentPosition.mock.calls[0][2]).toMatchObject({ enableHighAccuracy: true, maximumAge: 60_000 });
    await expect(createLocate(null, () => undefined, WAITS)()).resolves.toEqual({ status: 'unavailable' });
    await expect(browserLocation(browser('denied'), true, WAITS)).resolves.toEqual({ status: 'denied' });
    await expect(browserLocation(browser('no-fix'), true, WAITS)).resolves.toEqual({ status: 'unavailable' });
    const broken = { getCurrentPosition: () => { throw new Error('insecure context'); } } as unknown as Geolocation;
    await expect(browserLocation(broken, true, WAITS)).resolves.toEqual({ status: 'unavailable' });
  });
});
