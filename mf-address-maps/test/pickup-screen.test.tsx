import { within } from '@testing-library/react';
import { specMessage } from '@storefront/contracts';
import { emptyDraft } from '@storefront/runtime';
import { apiError, renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { CHILANZAR, SERGELI, YUNUSABAD, branch } from './fixtures';
import { answerGeolocation, forgetGeolocation, grantGeolocation } from './geolocation';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

/** Near Chilanzar. */
const home = { latitude: 41.28, longitude: 69.21 };
/** Open half an hour, two hours from now (Tashkent time): closed whenever the test runs. */
const later = String((new Date().getUTCHours() + 5 + 2) % 24).padStart(2, '0');
const CLOSED = branch(5, 'Ночной', { latitude: 41.3, longitude: 69.24 }, {
  workHours: CHILANZAR.workHours!.map((hours) => ({ ...hours, open: `${later}:00`, close: `${later}:30` })),
});
const RESTING = branch(6, 'Выходной', { latitude: 41.32, longitude: 69.25 }, {
  workHours: CHILANZAR.workHours!.map((hours) => ({ ...hours, isWorking: false })),
});

afterEach(forgetGeolocation);

const openPickup = (extra: Parameters<typeof renderRemote>[1] = {}) => renderRemote(app, {
  url: '/address/pickup', api: { branchesFull: [YUNUSABAD, CHILANZAR, SERGELI, CLOSED, RESTING] }, ...extra,
});

describe('/address/pickup', () => {
  it('lists the pick-up branches nearest first with their hours, picks the closest open one, and confirms it', async () => {
    const { screen, user, emitted, location } = await openPickup({ session: { draft: { ...emptyDraft(), address: home } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Филиал для самовывоза' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Филиалы' });
    const rows = within(list).getAllByTestId('pickup-branch');
    // Sergeli serves no pick-up.
    expect(rows.map((row) => row.querySelector('strong')!.textContent)).toEqual(['Чиланзар', 'Ночной', 'Выходной', 'Юнусабад']);
    expect(within(rows[0]).getByTestId('branch-distance')).toHaveTextContent(/^\d+ м$/);
    expect(within(rows[3]).getByTestId('branch-distance')).toHaveTextContent(/^\d+(\.\d)? км$/);
    expect(within(rows[0]).getByTestId('branch-status')).toHaveTextContent('Сейчас открыто');
    expect(within(rows[0]).getByTestId('branch-hours')).toHaveTextContent('Сегодня: 00:00–23:59');
    expect(within(rows[1]).getByTestId('branch-status')).toHaveTextContent('Закрыто');
    expect(within(rows[2]).getByTestId('branch-status')).toHaveTextContent(specMessage('dayOff', 'ru'));
    expect(rows[0]).toHaveAttribute('aria-pressed', 'true');
    // The pins on the map, the chosen one standing out.
    const map = screen.getByRole('region', { name: 'Карта филиалов' });
    expect(await within(map).findByTitle('Чиланзар')).toHaveClass('am-marker-selected');

    await user.click(screen.getByRole('button', { name: 'Заберу отсюда: Чиланзар' }));
    expect(emitted('branch/nearest-changed')).toEqual([{ branch: CHILANZAR }]);
    expect(location()).toBe('/checkout');
  });

  it('lets the customer choose another branch from the list or from its pin', async () => {
    const { screen, user, emitted } = await openPickup({ session: { nearestBranch: YUNUSABAD } });
    // No location: the session's branch is chosen to begin with.
    const confirm = await screen.findByTestId('pickup-confirm');
    expect(confirm).toHaveTextContent('Заберу отсюда: Юнусабад');
    expect(screen.queryByTestId('branch-distance')).not.toBeInTheDocument();
    await user.click(screen.getAllByTestId('pickup-branch').find((row) => row.textContent?.includes('Ночной'))!);
    expect(confirm).toHaveTextContent('Заберу отсюда: Ночной');
    const map = screen.getByRole('region', { name: 'Карта филиалов' });
    await user.click(await within(map).findByTitle('Чиланзар'));
    expect(confirm).toHaveTextContent('Заберу отсюда: Чиланзар');
    await user.click(confirm);
    expect(emitted('branch/nearest-changed')).toEqual([{ branch: CHILANZAR }]);
  });

  it('asks for nothing until one is chosen', async () => {
    const { screen, user, emitted } = await openPickup();
    const confirm = await screen.findByTestId('pickup-confirm');
    await screen.findAllByTestId('pickup-branch');
    expect(confirm).toHaveTextContent('Выберите филиал');
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(emitted('branch/nearest-changed')).toEqual([]);
  });

  it('finds the customer by "my location", or says the location is refused', async () => {
    answerGeolocation({ latitude: 41.366, longitude: 69.286 });
    const { screen, user } = await openPickup();
    await user.click(await screen.findByRole('button', { name: '◎ Моё местоположение' }));
    const rows = await screen.findAllByTestId('pickup-branch');
    expect(rows[0]).toHaveTextContent('Юнусабад');
    expect(rows[0]).toHaveAttribute('aria-pressed', 'true');
    // Known from the device now: the button goes.
    expect(screen.queryByTestId('pickup-locate')).not.toBeInTheDocument();

    answerGeolocation('denied');
    const refused = await openPickup();
    await refused.user.click(await refused.screen.findByTestId('pickup-locate'));
    expect(refused.screen.getByTestId('geo-denied')).toHaveTextContent(specMessage('allowGeolocation', 'ru'));
  });

  it('asks for the position on arrival when the permission is already granted', async () => {
    grantGeolocation();
    const ask = answerGeolocation({ latitude: 41.276, longitude: 69.204 });
    const { screen } = await openPickup({ url: '/address/pickup2' });
    expect(await screen.findByTestId('pickup-confirm')).toBeInTheDocument();
    await screen.findAllByTestId('branch-distance');
    expect(ask).toHaveBeenCalled();
    expect(screen.getByTestId('pickup-confirm')).toHaveTextContent('Заберу отсюда: Чиланзар');
  });

  it('says when no branch serves pick-up, and when the branches could not be loaded', async () => {
    const none = await openPickup({ api: { branchesFull: [SERGELI] } });
    expect(await none.screen.findByTestId('no-branches')).toHaveTextContent(specMessage('noBranches', 'ru'));
    const failed = await openPickup({ api: { branchesFull: apiError(500, 'INTERNAL', 'Ошибка филиалов') } });
    expect(await failed.screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить филиалы');
  });

  it('without geolocation in the browser, says it is not allowed', async () => {
    const { screen, user } = await openPickup();
    await user.click(await screen.findByTestId('pickup-locate'));
    expect(screen.getByTestId('geo-denied')).toBeInTheDocument();
  });
});
