import { waitFor, within } from '@testing-library/react';
import { specMessage } from '@storefront/contracts';
import { emptyDraft } from '@storefront/runtime';
import { apiError, renderRemote, type ApiHandlers } from '@storefront/ui/testing';
import app from '../src/app';
import { CENTRE_AREA, TASHKENT, branch, reverseAnswer } from './fixtures';
import { answerGeolocation, forgetGeolocation } from './geolocation';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

afterEach(forgetGeolocation);

/** Inside the centre area, where the customer delivered last time. */
const lastAddress = { latitude: 41.311, longitude: 69.279, streetName: 'Амира Темура', houseNumber: '15' };
const line = { lineId: '1', product: { id: 1, name: { ru: 'Плов' }, costPrice: 40_000, discount: 0 }, modifications: [], count: 2 };

function openPicker(api: ApiHandlers = {}, address: typeof lastAddress | null = lastAddress) {
  return renderRemote(app, {
    url: '/address/delivery',
    merchant: { cities: [TASHKENT] },
    session: { draft: { ...emptyDraft(), lines: [line], address, entrance: { floor: '3' } } },
    api: {
      deliveryAreas: [CENTRE_AREA],
      // The branch delivering to the point, with its price there: what the checkout then charges.
      closestBranch: branch(3, 'Центр', { latitude: 41.31, longitude: 69.28 }, { deliveryPrice: 9_000 }),
      geocodeReverse: ({ query }) => (Number(query.lat) > 41.33 ? reverseAnswer('Шахрисабз', '7', 'Юнусабад') : reverseAnswer('Амира Темура', '15')),
      ...api,
    },
  });
}

describe('/address/delivery', () => {
  it('names the street under the pin, prices the delivery there and confirms the address', async () => {
    const { screen, user, api, emitted, location } = await openPicker();
    expect(await screen.findByRole('heading', { level: 1, name: 'Карта адреса доставки' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Карта адреса доставки' })).toHaveAttribute('data-map-engine', 'leaflet');
    expect(await screen.findByText('Амира Темура, 15')).toHaveAttribute('data-testid', 'picked-street');
    expect(api.callsTo('geocodeReverse')[0].query).toMatchObject({ lat: 41.311, lon: 69.279 });
    expect(api.callsTo('deliveryAreas')[0]).toMatchObject({ params: { cityId: 1 } });
    expect(await screen.findByTestId('delivery-price')).toHaveTextContent('Стоимость доставки: 9 000 сум');
    expect(api.callsTo('closestBranch').at(-1)).toMatchObject({ params: { merchantId: '1' }, query: { lat: 41.311, lon: 69.279, type: 'DELIVERY' } });

    await user.click(screen.getByRole('button', { name: 'Подтвердить адрес' }));
    // The same place: the entrance details stay.
    expect(emitted('address/changed')).toEqual([{
      address: { latitude: 41.311, longitude: 69.279, cityId: 1, streetName: 'Амира Темура', houseNumber: '15', name: null },
    }]);
    expect(location()).toBe('/checkout');
  });

  it('moves to a place found by search, and a new place starts without entrance details', async () => {
    const { screen, user, api, emitted } = await openPicker({
      geocodeSearch: [
        { display_name: 'Шахрисабзская улица, Юнусабад', lat: '41.340001', lon: '69.290002' },
        { display_name: 'Без координат' },
      ],
    });
    await screen.findByText('Амира Темура, 15');
    const search = screen.getByRole('searchbox', { name: 'Поиск улицы или места' });
    await user.type(search, 'Ш');
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
    await user.type(search, 'ахрисабз');
    const results = await screen.findByTestId('search-results');
    expect(api.callsTo('geocodeSearch').at(-1)!.query).toMatchObject({ q: 'Шахрисабз' });
    // A result without a point is left out.
    expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Шахрисабзская улица, Юнусабад']);
    await user.click(within(results).getByRole('button'));
    expect(search).toHaveValue('Шахрисабзская улица, Юнусабад');
    expect(await screen.findByText('Шахрисабз, 7')).toBeInTheDocument();
    expect(screen.getByText('Юнусабад')).toBeInTheDocument();
    expect(api.callsTo('geocodeReverse').at(-1)!.query).toMatchObject({ lat: 41.340001, lon: 69.290002 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подтвердить адрес' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Подтвердить адрес' }));
    expect(emitted('address/changed')).toEqual([{
      address: { latitude: 41.340001, longitude: 69.290002, cityId: 1, streetName: 'Шахрисабз', houseNumber: '7', name: 'Юнусабад' },
      entrance: {},
    }]);
  });

  it('goes to "my location", and says so when the location is refused', async () => {
    answerGeolocation({ latitude: 41.345, longitude: 69.3 });
    const { screen, user, api } = await openPicker();
    await screen.findByText('Амира Темура, 15');
    await user.click(screen.getByRole('button', { name: '◎ Моё местоположение' }));
    expect(await screen.findByText('Шахрисабз, 7')).toBeInTheDocument();
    expect(api.callsTo('geocodeReverse').at(-1)!.query).toMatchObject({ lat: 41.345, lon: 69.3 });

    answerGeolocation('denied');
    await user.click(screen.getByRole('button', { name: '◎ Моё местоположение' }));
    expect(screen.getByTestId('geo-denied')).toHaveTextContent(specMessage('allowGeolocation', 'ru'));
  });

  it('refuses a point outside every delivery area', async () => {
    const { screen, api } = await openPicker({}, { ...lastAddress, latitude: 41.2, longitude: 69.1 });
    const out = await screen.findByTestId('out-of-area');
    expect(out).toHaveTextContent(specMessage('outOfServiceArea', 'ru'));
    expect(out).toHaveTextContent(specMessage('chooseAnotherAddress', 'ru'));
    expect(screen.getByRole('button', { name: 'Подтвердить адрес' })).toBeDisabled();
    expect(api.callsTo('closestBranch')).toEqual([]);
  });

  it('shows no price rather than a wrong one when the branch cannot be asked, and a failed street lookup as an error', async () => {
    const { screen, api, emitted } = await openPicker({
      closestBranch: apiError(500, 'INTERNAL', 'Филиал недоступен'),
      geocodeReverse: apiError(502, 'BAD_GATEWAY', 'nominatim down'),
    });
    await waitFor(() => expect(api.callsTo('closestBranch')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('delivery-price')).not.toBeInTheDocument());
    expect(await screen.findByText('Адрес не определён: подвиньте карту')).toBeInTheDocument();
    expect(emitted('notify')).toEqual([{
      kind: 'error', title: specMessage('nominatimError', 'ru'), message: 'Сообщите разработчикам или попробуйте позже',
    }]);
    expect(screen.getByRole('button', { name: 'Подтвердить адрес' })).toBeDisabled();
  });

  it('opens at the default point without an address, and goes back without changing anything', async () => {
    const { screen, user, api, emitted, location } = await openPicker({}, null);
    await screen.findByTestId('picked-street');
    await waitFor(() => expect(api.callsTo('geocodeReverse')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(emitted('address/changed')).toEqual([]);
    expect(location()).toBe('/checkout');
  });
});
