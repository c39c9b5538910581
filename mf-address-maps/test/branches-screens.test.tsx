import { fireEvent, waitFor, within } from '@testing-library/react';
import { specMessage } from '@storefront/contracts';
import { apiError, renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { CHILANZAR, YUNUSABAD } from './fixtures';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

const GONE = { ...YUNUSABAD, id: 4, name: { ru: 'Закрытый', uz: null, eng: null }, deleted: true };
const WEEK = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
// Whatever the hour the test runs at: one branch open around the clock, one resting all week.
const ALWAYS_OPEN = { ...CHILANZAR, workHours: WEEK.map((day) => ({ day, open: '00:00', close: '00:00', isWorking: true })) };
const RESTING = { ...YUNUSABAD, workHours: WEEK.map((day) => ({ day, open: '10:00', close: '22:00', isWorking: false })) };

describe('/branches', () => {
  it('lists the active branches with their hours and phone, and lets the customer choose one', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/branches', session: { nearestBranch: CHILANZAR }, api: { branches: [CHILANZAR, YUNUSABAD, GONE] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Филиалы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На карте' })).toHaveAttribute('href', '/branches/map');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Чиланзар', 'Юнусабад']);
    expect(items[0]).toHaveTextContent('Сегодня: 00:00–23:59');
    expect(within(items[0]).getByRole('link', { name: /71 200 00 01/ })).toHaveAttribute('href', 'tel:+998712000001');
    expect(within(items[0]).getByTestId('branch-chosen')).toHaveTextContent('Выбранный филиал');

    await user.click(within(items[1]).getByRole('button', { name: 'Выбрать этот филиал: Юнусабад' }));
    expect(emitted('branch/nearest-changed')).toEqual([{ branch: YUNUSABAD }]);
    expect(within(items[1]).getByTestId('branch-chosen')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Выбрать этот филиал: Чиланзар' })).toBeInTheDocument();
  });

  it('marks each branch open or closed now, with today\'s hours', async () => {
    const { screen } = await renderRemote(app, { url: '/branches', api: { branches: [ALWAYS_OPEN, RESTING] } });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]).getByTestId('branch-status')).toHaveTextContent('Сейчас открыто');
    expect(within(items[0]).getByTestId('branch-hours')).toHaveTextContent('Круглосуточно');
    expect(within(items[1]).getByTestId('branch-status')).toHaveTextContent(specMessage('dayOff', 'ru'));
    expect(within(items[1]).queryByTestId('branch-hours')).not.toBeInTheDocument();
  });

  it('says when there are no branches, and when they could not be loaded', async () => {
    const none = await renderRemote(app, { url: '/branches', api: { branches: [GONE] } });
    expect(await none.screen.findByText(specMessage('noBranches', 'ru'))).toBeInTheDocument();
    const failed = await renderRemote(app, { url: '/branches', api: { branches: apiError(503, 'UNAVAILABLE', 'Сервис недоступен') } });
    expect(await failed.screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить филиалы');
    expect(failed.emitted('notify')).toEqual([{ kind: 'error', message: 'Сервис недоступен' }]);
  });

  it('speaks the language picked in the header', async () => {
    const { screen, user, changeLanguage } = await renderRemote(app, { url: '/branches', api: { branches: [CHILANZAR] } });
    await screen.findByRole('listitem');
    await changeLanguage('uz');
    expect(screen.getByRole('heading', { level: 1, name: 'Filiallar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shu filialni tanlash: Чиланзар' })).toBeInTheDocument();
    await changeLanguage('eng');
    await user.click(screen.getByRole('button', { name: 'Choose this branch: Чиланзар' }));
    expect(screen.getByTestId('branch-chosen')).toHaveTextContent('Chosen branch');
  });

  it('is not mounted while the merchant switched the branches off', async () => {
    const { screen, api } = await renderRemote(app, { url: '/branches', settings: { branchesActive: false } });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('/branches/map', () => {
  it('shows each branch as a pin (Leaflet) and its card when tapped', async () => {
    const { screen, user, location } = await renderRemote(app, { url: '/branches/map', api: { branches: [CHILANZAR, YUNUSABAD, GONE] } });
    // The screen's code comes in a chunk of its own.
    expect(await screen.findByRole('heading', { level: 1, name: 'Филиалы' })).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Карта филиалов' });
    expect(map).toHaveAttribute('data-map-engine', 'leaflet');
    const pins = await within(map).findAllByRole('button', { name: /Чиланзар|Юнусабад/ });
    expect(pins.map((pin) => pin.getAttribute('title'))).toEqual(['Чиланзар', 'Юнусабад']);
    expect(within(map).queryByTitle('Закрытый')).not.toBeInTheDocument();
    // Once its first tiles are in (and faded in), the region says so: the first view's picture of them goes.
    expect(map).not.toHaveClass('am-map-shown');
    for (const tile of map.querySelectorAll('img.leaflet-tile')) fireEvent.load(tile);
    await waitFor(() => expect(map).toHaveClass('am-map-shown'));

    await user.click(within(map).getByTitle('Юнусабад'));
    const card = screen.getByRole('dialog', { name: 'Юнусабад' });
    expect(card).toHaveTextContent('Юнусабад, 1');
    expect(card).toHaveTextContent('Сегодня: 00:00–23:59');
    expect(within(card).getByRole('link')).toHaveAttribute('href', 'tel:+998712000001');
    // The chosen pin is drawn larger.
    expect(within(map).getByTitle('Юнусабад')).toHaveClass('am-marker-selected');
    await user.click(within(card).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Списком' }));
    expect(location()).toBe('/branches');
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('notes over the map when the branches are loading, missing or failed', async () => {
    let release: () => void = () => undefined;
    const loading = await renderRemote(app, {
      url: '/branches/map', api: { branches: () => new Promise((resolve) => { release = () => resolve([]); }) },
    });
    expect(await loading.screen.findByRole('status')).toHaveTextContent('...loading');
    release();
    expect(await loading.screen.findByText(specMessage('noBranches', 'ru'))).toBeInTheDocument();

    const failed = await renderRemote(app, { url: '/branches/map', api: { branches: apiError(500, 'INTERNAL', 'Ошибка') } });
    expect(await failed.screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить филиалы');
  });
});
