import { within } from '@testing-library/react';
import { emptyDraft } from '@storefront/runtime';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { address } from './fixtures';

const HOME = address(3, 'Дом', { latitude: 41.311, longitude: 69.279 }, { entrance: { floor: '4', entrance: '2' } });
const WORK = address(4, null, { latitude: 41.33, longitude: 69.25 }, { type: 'APARTMENT', streetName: 'Бабура', houseNumber: '9' });

describe('/choose-address', () => {
  it('lists the saved addresses, marks the current one and sets the chosen one for the delivery', async () => {
    const { screen, user, api, emitted, location } = await renderRemote(app, {
      url: '/choose-address', session: { ...loggedIn(), draft: { ...emptyDraft(), address: { latitude: 41.31105, longitude: 69.27902 } } },
      api: { addresses: [HOME, WORK] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Выберите адрес' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Сохранённые адреса' });
    const [home, work] = within(list).getAllByRole('button');
    expect(api.callsTo('addresses')[0]).toMatchObject({ params: { merchantId: '1', userId: 7 } });
    expect(home).toHaveAttribute('aria-current', 'true');
    expect(home).toHaveTextContent('Дом · текущий');
    expect(home).toHaveTextContent('Навои, 5; подъезд 2, этаж 4');
    // One without a name reads as its type.
    expect(work).toHaveTextContent('КвартираБабура, 9');
    expect(work).toHaveAttribute('aria-current', 'false');
    expect(screen.queryByTestId('current-address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый адрес на карте' })).toHaveAttribute('href', '/address/delivery');

    await user.click(work);
    expect(emitted('address/changed')).toEqual([{ address: WORK, entrance: {} }]);
    expect(location()).toBe('/checkout');
  });

  it('names a current address that is not a saved one, and says when there are none', async () => {
    const { screen } = await renderRemote(app, {
      url: '/choose-address',
      session: { ...loggedIn(), draft: { ...emptyDraft(), address: { latitude: 41.2, longitude: 69.2, streetName: 'Катартал', houseNumber: '1' }, entrance: { office: '12' } } },
      api: { addresses: [] },
    });
    expect(await screen.findByTestId('no-saved-addresses')).toHaveTextContent('Сохранённых адресов нет');
    expect(screen.getByTestId('current-address')).toHaveTextContent('Текущий адрес: Катартал, 1; кв./офис 12');
  });

  it('says when the addresses could not be loaded', async () => {
    const { screen, emitted } = await renderRemote(app, {
      url: '/choose-address', session: loggedIn(), api: { addresses: apiError(500, 'INTERNAL', 'Сервис адресов недоступен') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить адреса');
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Сервис адресов недоступен' }]);
  });

  it('sends a guest to log in first', async () => {
    const { location, api } = await renderRemote(app, { url: '/choose-address' });
    expect(location()).toBe('/login');
    expect(api.calls).toEqual([]);
  });
});
