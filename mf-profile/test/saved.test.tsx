import app from '../src/app';
import { act, waitFor, within } from '@testing-library/react';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import type { SessionState } from '@storefront/runtime';
import { address, notification, PLOV, promo, SAMSA } from './fixtures';

const WORK = address(1, { name: 'Работа' });
const FLAT = address(2, { entrance: null });
const PIN = address(3, { streetName: null, houseNumber: null, entrance: null });

const rowOf = (screen: { getAllByTestId(id: string): HTMLElement[] }, testId: string, text: string) =>
  screen.getAllByTestId(testId).find((row) => row.textContent?.includes(text))!;

describe('my addresses on /profile/address', () => {
  it('lists the saved addresses as the customer reads them, with the ways to edit or add one on the map', async () => {
    const { screen, api } = await renderRemote(app, { url: '/profile/address', session: loggedIn(), api: { addresses: [WORK, FLAT, PIN] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Мои адреса' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('address-row');
    expect(rows.map((row) => row.firstChild!.textContent)).toEqual([
      'РаботаАмира Темура, 11; подъезд 2, этаж 5', 'КвартираАмира Темура, 12', 'КвартираТочка на карте',
    ]);
    expect(api.callsTo('addresses')).toMatchObject([{ params: { merchantId: '1', userId: 7 } }]);
    expect(within(rows[0]).getByRole('link', { name: 'Изменить' })).toHaveAttribute('href', '/profile/address/create?id=1');
    expect(screen.getByRole('link', { name: 'Добавить адрес на карте' })).toHaveAttribute('href', '/profile/address/create');
    expect(screen.getByRole('link', { name: 'Назад в профиль' })).toHaveAttribute('href', '/profile');
  });

  it('uses an address for the delivery, with its entrance info', async () => {
    const { screen, user, emitted, store } = await renderRemote(app, { url: '/profile/address', session: loggedIn(), api: { addresses: [WORK, FLAT] } });
    await screen.findAllByTestId('address-row');
    await user.click(within(rowOf(screen, 'address-row', 'Работа')).getByRole('button', { name: 'Доставить сюда' }));
    expect(emitted('address/changed')).toEqual([{ address: WORK, entrance: WORK.entrance }]);
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Адрес выбран для доставки' }]);
    expect(store.getState().draft.address).toMatchObject({ id: 1 });
    expect(within(rowOf(screen, 'address-row', 'Работа')).getByRole('button', { name: 'Адрес доставки' })).toBeDisabled();
    expect(within(rowOf(screen, 'address-row', 'Квартира')).getByRole('button', { name: 'Доставить сюда' })).toBeEnabled();
  });

  it('knows the delivery address of the session when it is the same place as a saved one', async () => {
    const draft = { lines: [], address: { latitude: FLAT.latitude, longitude: FLAT.longitude, streetName: 'Амира Темура', houseNumber: '12' }, entrance: {}, comment: '', promoCode: null, cashback: 0, deliveryPrice: 0, later: false, lastOrderId: null };
    const session: Partial<SessionState> = { ...loggedIn(), draft };
    const { screen } = await renderRemote(app, { url: '/profile/address', session, api: { addresses: [WORK, FLAT] } });
    await screen.findAllByTestId('address-row');
    expect(within(rowOf(screen, 'address-row', 'Квартира')).getByRole('button', { name: 'Адрес доставки' })).toBeDisabled();
    expect(within(rowOf(screen, 'address-row', 'Работа')).getByRole('button', { name: 'Доставить сюда' })).toBeEnabled();
  });

  it('deletes an address only after asking', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/profile/address', session: loggedIn(), api: { addresses: [WORK, FLAT], addressDelete: { success: true } },
    });
    await screen.findAllByTestId('address-row');
    await user.click(within(rowOf(screen, 'address-row', 'Работа')).getByRole('button', { name: 'Удалить' }));
    expect(within(rowOf(screen, 'address-row', 'Работа')).getByText('Удалить адрес?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByText('Удалить адрес?')).not.toBeInTheDocument();

    await user.click(within(rowOf(screen, 'address-row', 'Работа')).getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('address-row')).toHaveLength(1));
    expect(screen.queryByText('Работа')).not.toBeInTheDocument();
    expect(api.callsTo('addressDelete')).toMatchObject([{ method: 'DELETE', params: { id: 1 } }]);
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Адрес удалён' }]);
  });

  it('keeps the address the API could not delete', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile/address', session: loggedIn(), api: { addresses: [WORK], addressDelete: apiError(404, 'NOT_FOUND', 'Адрес не найден') },
    });
    await user.click(within(await screen.findByTestId('address-row')).getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByText('Работа')).toBeInTheDocument();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Адрес не найден' }]);
  });

  it('says when there is none, and sends a guest to the login', async () => {
    const none = await renderRemote(app, { url: '/profile/address', session: loggedIn(), api: { addresses: [] } });
    expect(await none.screen.findByText('Сохранённых адресов нет')).toBeInTheDocument();

    const guest = await renderRemote(app, { url: '/profile/address' });
    expect(guest.location()).toBe('/login');
    expect(guest.api.calls).toEqual([]);
  });
});

describe('favourites on /profile/favorites', () => {
  it('lists the favourite products with their price today, each opening its page', async () => {
    const { screen, api } = await renderRemote(app, { url: '/profile/favorites', session: loggedIn(), api: { favourites: [PLOV, SAMSA] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('favourite-row');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(['/product/11', '/product/12']);
    expect(within(rows[0]).getByTestId('favourite-price')).toHaveTextContent('45 000 сум');
    // A discounted product shows the old price struck through.
    expect(within(rows[1]).getByText('12 000 сум').tagName).toBe('S');
    expect(within(rows[1]).getByTestId('favourite-price')).toHaveTextContent('12 000 сум 10 800 сум');
    expect(within(rows[0]).getByRole('presentation')).toHaveAttribute('src', 'http://media.test/media/v1/images/img-11.png?width=160&height=160&quality=75');
    expect(api.callsTo('favourites')).toMatchObject([{ query: { userId: 7, isFavourite: 'true' } }]);
  });

  it('removes a product from the favourites', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/profile/favorites', session: loggedIn(), api: { favourites: [PLOV, SAMSA], favouriteRemove: { success: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Убрать Плов из избранного' }));
    expect(await screen.findAllByTestId('favourite-row')).toHaveLength(1);
    expect(screen.queryByText('Плов')).not.toBeInTheDocument();
    expect(api.callsTo('favouriteRemove')).toMatchObject([{ params: { productId: 11 } }]);

    await user.click(screen.getByRole('button', { name: 'Убрать Самса из избранного' }));
    expect(await screen.findByText('В избранном пока ничего нет')).toBeInTheDocument();
  });

  it('keeps a product the API could not remove, and shows the list empty when it could not be read', async () => {
    const kept = await renderRemote(app, {
      url: '/profile/favorites', session: loggedIn(), api: { favourites: [PLOV], favouriteRemove: apiError(500, 'INTERNAL', 'Ошибка сервера') },
    });
    await kept.user.click(await kept.screen.findByRole('button', { name: 'Убрать Плов из избранного' }));
    expect(await kept.screen.findByRole('button', { name: 'Убрать Плов из избранного' })).toBeEnabled();
    expect(kept.emitted('notify')).toEqual([{ kind: 'error', message: 'Ошибка сервера' }]);

    const failed = await renderRemote(app, { url: '/profile/favorites', session: loggedIn(), api: { favourites: apiError(500, 'INTERNAL', 'Ошибка сервера') } });
    expect(await failed.screen.findByText('В избранном пока ничего нет')).toBeInTheDocument();
  });
});

describe('promo codes on /profile/promos', () => {
  it('describes what each promo takes off, and until when', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile/promos', session: loggedIn(),
      api: {
        promos: [
          promo(1, 'PLOV10', { minPrice: 50_000, endDate: '2026-12-31T18:00:00Z' }),
          promo(2, 'FREEDEL', { discountType: 'PERCENTAGE', productDiscount: 0, deliveryDiscount: 100 }),
          promo(3, 'BOTH', { discountType: 'PERCENTAGE', productDiscount: 5, deliveryDiscount: 50 }),
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Промокоды' })).toBeInTheDocument();
    const promos = await screen.findAllByTestId('promo');
    expect(within(promos[0]).getByText('скидка 10 000 сум на товары')).toBeInTheDocument();
    expect(within(promos[0]).getByText('Минимальный заказ: 50 000 сум')).toBeInTheDocument();
    expect(within(promos[0]).getByText(/^Действует до .*2026/)).toBeInTheDocument();
    expect(within(promos[1]).getByText('скидка 100 % на доставку')).toBeInTheDocument();
    expect(within(promos[2]).getByText('скидка 5 % на товары, скидка 50 % на доставку')).toBeInTheDocument();
    expect(within(promos[1]).queryByText(/Действует до/)).not.toBeInTheDocument();
  });

  it('copies a code', async () => {
    const { screen, user, emitted } = await renderRemote(app, { url: '/profile/promos', session: loggedIn(), api: { promos: [promo(1, 'PLOV10')] } });
    await user.click(await screen.findByRole('button', { name: 'Скопировать' }));
    expect(await navigator.clipboard.readText()).toBe('PLOV10');
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'PLOV10 скопирован' }]);
  });

  it('shows the code when the browser will not copy it', async () => {
    const { screen, user, emitted } = await renderRemote(app, { url: '/profile/promos', session: loggedIn(), api: { promos: [promo(1, 'PLOV10')] } });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Скопировать' }));
    expect(emitted('notify')).toEqual([{ kind: 'info', message: 'PLOV10' }]);
  });

  it('offers a code to the checkout in one tap', async () => {
    const { screen, user, emitted, store, location } = await renderRemote(app, {
      url: '/profile/promos', session: loggedIn(), api: { promos: [promo(1, 'PLOV10'), promo(2, 'TEA5')] },
    });
    await screen.findAllByTestId('promo');
    await user.click(within(rowOf(screen, 'promo', 'TEA5')).getByRole('button', { name: 'Применить к корзине' }));
    expect(emitted('promo/offered')).toEqual([{ code: 'TEA5' }]);
    expect(store.getState().draft.promoCode).toBe('TEA5');
    expect(location()).toBe('/checkout');
  });

  it('says when there is none, or the list could not be read', async () => {
    const none = await renderRemote(app, { url: '/profile/promos', session: loggedIn(), api: { promos: [] } });
    expect(await none.screen.findByText('Сейчас промокодов нет')).toBeInTheDocument();
    const failed = await renderRemote(app, { url: '/profile/promos', session: loggedIn(), api: { promos: apiError(503, 'UNAVAILABLE', 'Недоступно') } });
    expect(await failed.screen.findByText('Сейчас промокодов нет')).toBeInTheDocument();
    expect(failed.emitted('notify')).toEqual([{ kind: 'error', message: 'Недоступно' }]);
  });
});

describe('notifications on /profile/notifications', () => {
  it('lists them newest first, worded for the customer, and reads them up to the newest', async () => {
    const { screen, api, emitted } = await renderRemote(app, {
      url: '/profile/notifications', session: loggedIn(),
      api: {
        notifications: { content: [notification(3), notification(2, { kind: 'MESSAGE', orderId: null, orderNumber: null, status: null, text: 'Сегодня скидка 20 %', read: true })], unread: 1 },
        notificationsRead: { unread: 0 },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('notification');
    expect(within(items[0]).getByRole('link', { name: 'Заказ № 1005: Готовится' })).toHaveAttribute('href', '/profile/orders/5');
    expect(items[0]).toHaveAttribute('data-read', 'false');
    expect(within(items[1]).getByText('Сегодня скидка 20 %')).toBeInTheDocument();
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    await screen.findByText('Сегодня скидка 20 %');
    expect(api.callsTo('notificationsRead')).toMatchObject([{ body: { upToId: 3 }, quiet: true }]);
    // The header's count follows.
    expect(emitted('notifications/read')).toEqual([{ unread: 0 }]);
  });

  it('shows a new one as it arrives, reading it too', async () => {
    const { screen, api, live } = await renderRemote(app, {
      url: '/profile/notifications', session: loggedIn(),
      api: { notifications: { content: [notification(3, { read: true })], unread: 0 }, notificationsRead: { unread: 0 } },
    });
    await screen.findAllByTestId('notification');
    expect(api.callsTo('notificationsRead')).toEqual([]);
    await act(async () => live!.notifications$.next(notification(4, { status: 'ON_WAY' })));
    const items = screen.getAllByTestId('notification');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Заказ № 1005: В пути'), expect.stringContaining('Заказ № 1005: Готовится')]);
    expect(api.callsTo('notificationsRead')).toMatchObject([{ body: { upToId: 4 } }]);
  });

  it('says when there is none', async () => {
    const { screen } = await renderRemote(app, { url: '/profile/notifications', session: loggedIn(), api: { notifications: { content: [], unread: 0 } } });
    expect(await screen.findByText('Уведомлений нет')).toBeInTheDocument();
  });
});
