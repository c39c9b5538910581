import { waitFor } from '@testing-library/react';
import { specMessage } from '@storefront/contracts';
import { emptyDraft, type LocateOutcome } from '@storefront/runtime';
import { renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { CENTRE_AREA, CHILANZAR, TASHKENT, YUNUSABAD, branch, reverseAnswer } from './fixtures';
import { answerGeolocation, forgetGeolocation } from './geolocation';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

afterEach(forgetGeolocation);

/**
 * "My location" inside the Mini App: the shell's `telegram.locate` (Telegram's LocationManager,
 * then the browser's geolocation; shell/test/telegram-location.test.ts) answers, and the browser is
 * not asked by the screen; without it (an older shell) the screen asks the browser as before.
 */

const lastAddress = { latitude: 41.311, longitude: 69.279, streetName: 'Амира Темура', houseNumber: '15' };

function openPicker(locate?: jest.Mock<Promise<LocateOutcome>, [{ precise?: boolean }?]>) {
  return renderRemote(app, {
    url: '/address/delivery',
    merchant: { cities: [TASHKENT] },
    session: { draft: { ...emptyDraft(), address: lastAddress } },
    telegram: { active: true, colorScheme: 'light', ...(locate ? { locate } : {}) },
    api: {
      deliveryAreas: [CENTRE_AREA],
      closestBranch: branch(3, 'Центр', { latitude: 41.31, longitude: 69.28 }, { deliveryPrice: 9_000 }),
      geocodeReverse: ({ query }) => (Number(query.lat) > 41.33 ? reverseAnswer('Шахрисабз', '7', 'Юнусабад') : reverseAnswer('Амира Темура', '15')),
    },
  });
}

const MY_LOCATION = '◎ Моё местоположение';

describe('"my location" inside Telegram', () => {
  it('the delivery map goes where Telegram located the customer, without asking the browser', async () => {
    const browser = answerGeolocation('denied');
    const locate = jest.fn(async () => ({ status: 'located', latitude: 41.345, longitude: 69.3 }) as LocateOutcome);
    const { screen, user, api } = await openPicker(locate);
    await screen.findByText('Амира Темура, 15');
    await user.click(screen.getByRole('button', { name: MY_LOCATION }));
    expect(await screen.findByText('Шахрисабз, 7')).toBeInTheDocument();
    expect(api.callsTo('geocodeReverse').at(-1)!.query).toMatchObject({ lat: 41.345, lon: 69.3 });
    expect(locate).toHaveBeenCalledWith({ precise: true });
    expect(browser).not.toHaveBeenCalled();
    expect(screen.queryByTestId('geo-denied')).not.toBeInTheDocument();
  });

  it('refused in Telegram and by the browser: the alert offers Telegram’s location settings', async () => {
    const openSettings = jest.fn();
    const locate = jest.fn(async () => ({ status: 'denied', openSettings }) as LocateOutcome);
    const { screen, user, emitted } = await openPicker(locate);
    await screen.findByText('Амира Темура, 15');
    await user.click(screen.getByRole('button', { name: MY_LOCATION }));
    const alert = await screen.findByTestId('geo-denied');
    expect(alert).toHaveTextContent(specMessage('allowGeolocation', 'ru'));
    expect(emitted('notify')).toContainEqual({ kind: 'error', message: specMessage('allowGeolocation', 'ru') });
    await user.click(screen.getByRole('button', { name: 'Разрешить в настройках Telegram' }));
    expect(openSettings).toHaveBeenCalledTimes(1);

    // Allowed in the settings, "my location" again: found, and the alert goes.
    locate.mockResolvedValueOnce({ status: 'located', latitude: 41.345, longitude: 69.3 });
    await user.click(screen.getByRole('button', { name: MY_LOCATION }));
    expect(await screen.findByText('Шахрисабз, 7')).toBeInTheDocument();
    expect(screen.queryByTestId('geo-denied')).not.toBeInTheDocument();
  });

  it('no location anywhere (or a failing shell): the alert, with no settings to offer', async () => {
    const locate = jest.fn(async () => ({ status: 'unavailable' }) as LocateOutcome);
    const { screen, user } = await openPicker(locate);
    await screen.findByText('Амира Темура, 15');
    await user.click(screen.getByRole('button', { name: MY_LOCATION }));
    expect(await screen.findByTestId('geo-denied')).toHaveTextContent(specMessage('allowGeolocation', 'ru'));
    expect(screen.queryByTestId('location-settings')).not.toBeInTheDocument();

    locate.mockRejectedValueOnce(new Error('the shell failed'));
    await user.click(screen.getByRole('button', { name: MY_LOCATION }));
    await waitFor(() => expect(screen.getByRole('button', { name: MY_LOCATION })).toBeEnabled());
    expect(screen.getByTestId('geo-denied')).toBeInTheDocument();
  });

  it('in a shell without telegram.locate, the screen falls back to the browser’s geolocation', async () => {
    const browser = answerGeolocation({ latitude: 41.345, longitude: 69.3 });
    const { screen, user } = await openPicker();
    await screen.findByText('Амира Темура, 15');
    await user.click(screen.getByRole('button', { name: MY_LOCATION }));
    expect(await screen.findByText('Шахрисабз, 7')).toBeInTheDocument();
    expect(browser).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ enableHighAccuracy: true }));
  });

  it('the pick-up branches follow Telegram’s location (a rough one will do), and offer the settings when refused', async () => {
    const locate = jest.fn(async () => ({ status: 'located', latitude: 41.366, longitude: 69.286 }) as LocateOutcome);
    const pickup = (telegramLocate: typeof locate) => renderRemote(app, {
      url: '/address/pickup', api: { branchesFull: [YUNUSABAD, CHILANZAR] },
      telegram: { active: true, colorScheme: 'dark', locate: telegramLocate },
    });
    const { screen, user } = await pickup(locate);
    await user.click(await screen.findByTestId('pickup-locate'));
    const rows = await screen.findAllByTestId('pickup-branch');
    await waitFor(() => expect(rows[0]).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getAllByTestId('pickup-branch')[0]).toHaveTextContent('Юнусабад');
    expect(locate).toHaveBeenCalledWith({ precise: false });

    const openSettings = jest.fn();
    const refused = await pickup(jest.fn(async () => ({ status: 'denied', openSettings }) as LocateOutcome));
    await refused.user.click(await refused.screen.findByTestId('pickup-locate'));
    expect(await refused.screen.findByTestId('geo-denied')).toHaveTextContent(specMessage('allowGeolocation', 'ru'));
    await refused.user.click(refused.screen.getByTestId('location-settings'));
    expect(openSettings).toHaveBeenCalled();
  });
});
