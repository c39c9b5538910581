import app from '../src/app';
import { act, within } from '@testing-library/react';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import { order, orderEvent, page } from './fixtures';

const rows = (screen: { queryAllByTestId(id: string): HTMLElement[] }) => screen.queryAllByTestId('order-row').map((row) => ({
  id: row.dataset.orderId,
  text: row.textContent,
}));

describe('my orders on /profile/orders', () => {
  it('lists the active orders with their number, status and total, each opening its page', async () => {
    const { screen, user, api, location } = await renderRemote(app, {
      url: '/profile/orders', session: loggedIn(),
      api: { activeOrders: [order(5, 'COOKING'), order(6, 'ON_WAY', { number: null })], order: order(5, 'COOKING') },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile/orders/5', '/profile/orders/6']);
    expect(within(links[0]).getByText('Заказ № 1005')).toBeInTheDocument();
    expect(within(links[0]).getByText('Готовится')).toBeInTheDocument();
    expect(within(links[0]).getByText('94 600 сум')).toBeInTheDocument();
    // An order without a number is named by its id.
    expect(within(links[1]).getByText('Заказ № 6')).toBeInTheDocument();
    expect(within(links[1]).getByText('В пути')).toBeInTheDocument();
    expect(api.callsTo('activeOrders')).toMatchObject([{ params: { userId: 7 } }]);

    await user.click(links[0]);
    expect(location()).toBe('/profile/orders/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' })).toBeInTheDocument();
  });

  it('pages through the archive, ten at a time', async () => {
    const first = Array.from({ length: 10 }, (_, i) => order(100 + i, 'DELIVERED'));
    const { screen, user, api } = await renderRemote(app, {
      url: '/profile/orders', session: loggedIn(),
      api: {
        activeOrders: [],
        ordersByUser: ({ query }) => (Number(query.page) === 0 ? page(first, { totalPages: 2 }) : page([order(200, 'CANCELED')], { page: 1, totalPages: 2 })),
      },
    });
    expect(await screen.findByText('Заказов нет')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(screen.getByRole('tab', { name: 'Архив' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10);
    expect(api.callsTo('ordersByUser')).toMatchObject([{ params: { userId: 7 }, query: { size: 10, page: 0, onlyArchive: 'true' } }]);
    expect(screen.getAllByText('Доставлен')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Ещё' }));
    expect(await screen.findByText('Отменён')).toBeInTheDocument();
    expect(rows(screen)).toHaveLength(11);
    expect(api.callsTo('ordersByUser')[1].query).toEqual({ size: 10, page: 1, onlyArchive: 'true' });
    expect(screen.queryByRole('button', { name: 'Ещё' })).not.toBeInTheDocument();

    // Back on the active tab, its orders are asked for again.
    await user.click(screen.getByRole('tab', { name: 'Активные' }));
    expect(await screen.findByText('Заказов нет')).toBeInTheDocument();
    expect(api.callsTo('activeOrders')).toHaveLength(2);
  });

  it('follows the orders live: a new status shows, a finished order leaves, an unknown one reloads the list', async () => {
    const cooking = order(5, 'COOKING');
    const { screen, user, api, live } = await renderRemote(app, {
      url: '/profile/orders', session: loggedIn(),
      api: { activeOrders: [cooking, order(6, 'CREATED')], ordersByUser: page([order(9, 'DELIVERED')]) },
    });
    await screen.findAllByTestId('order-row');
    await act(async () => live!.orders$.next(orderEvent(cooking, { status: 'DONE' })));
    expect(rows(screen).map((row) => row.text)).toEqual([expect.stringContaining('Готов'), expect.stringContaining('Создан')]);
    expect(rows(screen)[0].text).not.toContain('Готовится');

    await act(async () => live!.orders$.next(orderEvent(order(6, 'CREATED'), { status: 'CANCELED' })));
    expect(rows(screen).map((row) => row.id)).toEqual(['5']);
    expect(api.callsTo('activeOrders')).toHaveLength(1);

    api.on('activeOrders', [order(5, 'DONE'), order(7, 'CREATED')]);
    await act(async () => live!.orders$.next(orderEvent(order(7, 'CREATED'))));
    expect(await screen.findByText('Заказ № 1007')).toBeInTheDocument();
    expect(api.callsTo('activeOrders')).toHaveLength(2);

    // The stream reopened: what it may have missed is read again.
    await act(async () => live!.resync$.next());
    expect(api.callsTo('activeOrders')).toHaveLength(3);

    // On the archive, an order that finished brings it up to date.
    await user.click(screen.getByRole('tab', { name: 'Архив' }));
    await screen.findByText('Заказ № 1009');
    await act(async () => live!.orders$.next(orderEvent(order(5, 'DONE'), { status: 'COOKING' })));
    expect(api.callsTo('ordersByUser')).toHaveLength(1);
    await act(async () => live!.orders$.next(orderEvent(order(5, 'DONE'), { status: 'CLOSED' })));
    expect(api.callsTo('ordersByUser')).toHaveLength(2);
  });

  it('shows the list as empty when it could not be read, with the API error', async () => {
    const { screen, emitted } = await renderRemote(app, {
      url: '/profile/orders', session: loggedIn(), api: { activeOrders: apiError(500, 'INTERNAL', 'Сервер недоступен') },
    });
    expect(await screen.findByText('Заказов нет')).toBeInTheDocument();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Сервер недоступен' }]);
  });
});

describe('my orders while the live stream is down', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the active orders again every 10 seconds, until the stream is back', async () => {
    const { screen, api, live } = await renderRemote(app, {
      url: '/profile/orders', session: loggedIn(), api: { activeOrders: [order(5, 'COOKING')] },
    });
    await screen.findByText('Заказ № 1005');
    jest.useFakeTimers();
    await act(async () => live!.state$.next('down'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('activeOrders')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('activeOrders')).toHaveLength(3);

    await act(async () => live!.state$.next('live'));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo('activeOrders')).toHaveLength(3);
  });
});
