import { waitFor } from '@testing-library/react';
import { specMessage, type Address } from '@storefront/contracts';
import { emptyDraft } from '@storefront/runtime';
import { apiError, loggedIn, renderRemote, type ApiHandlers } from '@storefront/ui/testing';
import app from '../src/app';
import { CENTRE_AREA, TASHKENT, address, reverseAnswer } from './fixtures';

// A live Leaflet map in jsdom, on cores shared with other work: more time than jest's default 5 s.
jest.setTimeout(20_000);

const HOME = address(3, 'Дом', { latitude: 41.311, longitude: 69.279 }, {
  streetName: 'Навои', houseNumber: '5', entrance: { floor: '4', entrance: '2', office: null, domophone: null, comment: 'Звонить' },
});

function openForm(url: string, api: ApiHandlers = {}, draftAddress: Partial<Address> & { latitude: number; longitude: number } | null = null) {
  return renderRemote(app, {
    url, merchant: { cities: [TASHKENT] },
    session: { ...loggedIn(), draft: { ...emptyDraft(), address: draftAddress } },
    api: {
      deliveryAreas: [CENTRE_AREA], addresses: [HOME],
      geocodeReverse: reverseAnswer('Амира Темура', '15'),
      addressCreate: ({ body }) => ({ ...(body as Omit<Address, 'id'>), id: 8 }),
      addressUpdate: ({ body }) => ({ ...(body as Omit<Address, 'id'>), id: 3 }),
      ...api,
    },
  });
}

describe('/profile/address/create', () => {
  it('saves a new address with its name, type and entrance details, then goes to the saved addresses', async () => {
    const { screen, user, api, emitted, location } = await openForm('/profile/address/create', {}, { latitude: 41.312, longitude: 69.28 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новый адрес' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Карта адреса' })).toBeInTheDocument();
    expect(await screen.findByText('Амира Темура, 15')).toHaveAttribute('data-testid', 'picked-street');
    expect(screen.getByLabelText('Номер дома')).toHaveValue('15');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent(specMessage('requiredField', 'ru'));
    expect(screen.getByLabelText('Название адреса')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('addressCreate')).toEqual([]);

    await user.type(screen.getByLabelText('Название адреса'), '  Работа ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Квартира' }));
    await user.clear(screen.getByLabelText('Номер дома'));
    await user.type(screen.getByLabelText('Номер дома'), '15А');
    await user.type(screen.getByLabelText('Подъезд'), '3');
    await user.type(screen.getByLabelText('Этаж'), '7');
    await user.type(screen.getByLabelText('Офис / квартира'), '71');
    await user.type(screen.getByLabelText('Комментарий курьеру'), 'Код 71');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(location()).toBe('/profile/address'));
    expect(api.callsTo('addressCreate')[0]).toMatchObject({
      params: { userId: 7 },
      body: {
        name: 'Работа', type: 'APARTMENT', streetName: 'Амира Темура', houseNumber: '15А', latitude: 41.312, longitude: 69.28, cityId: 1,
        entrance: { entrance: '3', floor: '7', office: '71', domophone: null, comment: 'Код 71' },
      },
    });
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Адрес сохранён' }]);
    // Not the address the session delivers to: the session is left alone.
    expect(emitted('address/changed')).toEqual([]);
  });

  it('edits a saved address, and the session follows when it is the one delivered to', async () => {
    const { screen, user, api, emitted } = await openForm('/profile/address/create?id=3', {}, { ...HOME });
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменить адрес' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название адреса')).toHaveValue('Дом');
    expect(screen.getByLabelText('Этаж')).toHaveValue('4');
    expect(screen.getByLabelText('Комментарий курьеру')).toHaveValue('Звонить');
    expect(screen.getByRole('radio', { name: 'Дом' })).toBeChecked();
    expect(await screen.findByText('Амира Темура, 15')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Этаж'));
    await user.type(screen.getByLabelText('Этаж'), '5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('addressUpdate')).toHaveLength(1));
    expect(api.callsTo('addressUpdate')[0]).toMatchObject({ params: { id: 3 }, body: { name: 'Дом', entrance: { floor: '5', entrance: '2' } } });
    await waitFor(() => expect(emitted('address/changed')).toMatchObject([{ address: { id: 3 }, entrance: { floor: '5' } }]));
  });

  it('keeps an edited address\'s own street while the map cannot name it', async () => {
    const { screen } = await openForm('/profile/address/create?id=3', { geocodeReverse: apiError(502, 'BAD_GATEWAY', 'down') });
    expect(await screen.findByText('Навои, 5')).toBeInTheDocument();
  });

  it('says a saved address that is not there is not found', async () => {
    const { screen } = await openForm('/profile/address/create?id=99');
    expect(await screen.findByTestId('address-not-found')).toHaveTextContent('Такой сохранённый адрес не найден');
    expect(screen.getByRole('link', { name: 'Сохранённые адреса' })).toHaveAttribute('href', '/profile/address');
  });

  it('shows a refused save and stays on the form', async () => {
    const { screen, user, emitted, location } = await openForm('/profile/address/create', {
      addressCreate: apiError(400, 'VALIDATION', 'Слишком много адресов'),
    });
    await screen.findByText('Амира Темура, 15');
    await user.type(screen.getByLabelText('Название адреса'), 'Дача');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Слишком много адресов' }]));
    expect(location()).toBe('/profile/address/create');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('sends a guest to log in first', async () => {
    const { location } = await renderRemote(app, { url: '/profile/address/create' });
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
