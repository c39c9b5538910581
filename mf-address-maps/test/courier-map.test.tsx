import { act, waitFor, within } from '@testing-library/react';
import { loggedIn, renderRemote, type ApiHandlers } from '@storefront/ui/testing';
import app from '../src/app';
import { CHILANZAR, order } from './fixtures';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

const openMap = (url: string, api: ApiHandlers) => renderRemote(app, { url, session: loggedIn(), api: { branches: [CHILANZAR], ...api } });

describe('/profile/orders/{id}/map', () => {
  it('shows the branch, the address and the courier on the map, with the status and a call', async () => {
    const { screen, api } = await openMap('/profile/orders/55/map', { order: order(55) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Курьер на карте' })).toBeInTheDocument();
    expect(api.callsTo('order')[0]).toMatchObject({ params: { id: 55 } });
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' })).toHaveAttribute('href', '/profile/orders/55');
    expect(screen.getByTestId('courier-map-status')).toHaveTextContent('Курьер забрал заказ');
    expect(screen.getByTestId('courier-map-name')).toHaveTextContent('Бахтиёр');
    expect(screen.getByRole('link', { name: 'Позвонить курьеру' })).toHaveAttribute('href', 'tel:+998901112233');
    const map = screen.getByRole('region', { name: 'Заказ № A-55: карта курьера' });
    expect(within(map).getByTitle('Филиал')).toHaveClass('am-marker-branch');
    expect(within(map).getByTitle('Адрес доставки')).toHaveClass('am-marker-address');
    expect(within(map).getByTitle('Курьер: Бахтиёр')).toHaveClass('am-marker-courier');
  });

  it('moves the courier as the live stream reports', async () => {
    const { screen, live } = await openMap('/profile/orders/55/map', { order: order(55) });
    const stage = await screen.findByTestId('courier-map');
    expect(stage).toHaveAttribute('data-courier-lat', '41.3');
    act(() => live!.orders$.next({
      id: 55, number: 'A-55', status: 'ON_WAY', serviceType: 'DELIVERY', courierStatus: 'ARRIVED', isPaid: false,
      courier: { name: 'Бахтиёр', phone: '998901112233', latitude: 41.31, longitude: 69.278 },
      timeline: [{ status: 'OPEN', at: '2026-11-27T08:00:00Z' }, { status: 'ON_WAY', at: '2026-11-27T08:20:00Z' }],
    }));
    expect(stage).toHaveAttribute('data-courier-lat', '41.31');
    expect(screen.getByTestId('courier-map-status')).toHaveTextContent('Курьер прибыл по адресу');
  });

  it('says when the courier is not on the way yet, not needed, or done', async () => {
    const waiting = await openMap('/profile/orders/56/map', { order: order(56, { status: 'COOKING', courierStatus: null, courier: null }) });
    expect(await waiting.screen.findByTestId('courier-map-note')).toHaveTextContent('Курьер ещё не выехал');
    expect(waiting.screen.queryByRole('link', { name: 'Позвонить курьеру' })).not.toBeInTheDocument();

    const pickup = await openMap('/profile/orders/57/map', { order: order(57, { serviceType: 'PICK_UP', address: null, courier: null, courierStatus: null }) });
    expect(await pickup.screen.findByTestId('courier-map-note')).toHaveTextContent('Этот заказ курьер не везёт');

    const done = await openMap('/profile/orders/58/map', { order: order(58, { status: 'DELIVERED', courierStatus: 'DELIVERED_FINISH' }) });
    expect(await done.screen.findByTestId('courier-map-note')).toHaveTextContent('Заказ доставлен');
    expect(done.screen.queryByRole('link', { name: 'Позвонить курьеру' })).not.toBeInTheDocument();
  });

  it('says an order that is not there is not found', async () => {
    const { apiError } = await import('@storefront/ui/testing');
    const { screen } = await openMap('/profile/orders/59/map', { order: apiError(404, 'NOT_FOUND', 'Заказ не найден') });
    expect(await screen.findByText('Заказ не найден', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/profile/orders');
  });

  it('sends a guest to log in first', async () => {
    const { location, api } = await renderRemote(app, { url: '/profile/orders/55/map' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('order')).toEqual([]);
  });
});
