import app from '../src/app';
import { loggedIn, renderRemote } from '@storefront/ui/testing';
import { branch, slotsAnswer, TABLE, vacancy } from './fixtures';

describe('the booking remote picks its screen from the address', () => {
  it('lists the vacancies on /vacancy', async () => {
    const { screen } = await renderRemote(app, { url: '/vacancy', api: { vacancies: [vacancy(5, 'Повар')] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Вакансии' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Повар' })).toHaveAttribute('href', '/vacancy/5');
  });

  it('opens one vacancy on /vacancy/{id}, with the way back to the list', async () => {
    const { screen, api } = await renderRemote(app, { url: '/vacancy/7', api: { vacancy: vacancy(7, 'Официант') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Официант' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все вакансии' })).toHaveAttribute('href', '/vacancy');
    expect(api.callsTo('vacancy')).toMatchObject([{ params: { id: '7' } }]);
  });

  it('opens the booking form on /reservations and my reservations on /reservations/my, with tabs between them', async () => {
    const booking = await renderRemote(app, {
      url: '/reservations', session: loggedIn(), api: { branchesFull: [branch(1, 'Чиланзар')], bookingSlots: ({ query }) => slotsAnswer(query) },
    });
    expect(booking.screen.getByRole('heading', { level: 1, name: 'Бронь стола' })).toBeInTheDocument();
    expect(booking.screen.getByRole('link', { name: 'Бронь стола' })).toHaveAttribute('aria-current', 'page');
    expect(booking.screen.getByRole('link', { name: 'Мои брони' })).toHaveAttribute('href', '/reservations/my');

    const mine = await renderRemote(app, { url: '/reservations/my', session: loggedIn(), api: { reservations: [] } });
    expect(mine.screen.getByRole('heading', { level: 1, name: 'Мои брони' })).toBeInTheDocument();
    expect(mine.screen.getByRole('link', { name: 'Мои брони' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks a visitor without a table to scan its QR code on /waiter, and names the table otherwise', async () => {
    const away = await renderRemote(app, { url: '/waiter' });
    expect(away.screen.getByText(/Отсканируйте QR-код/)).toBeInTheDocument();

    const atTable = await renderRemote(app, { url: '/waiter', session: { table: { branchId: 1, tableId: 7 } }, api: { branchTable: TABLE } });
    expect(atTable.screen.getByRole('heading', { level: 1, name: 'Позвать официанта' })).toBeInTheDocument();
    expect(await atTable.screen.findByText('Стол A3')).toBeInTheDocument();
    expect(atTable.screen.queryByText(/Отсканируйте QR-код/)).not.toBeInTheDocument();
  });

  it('is not mounted where the merchant switched the feature off (the shell says so instead)', async () => {
    const { screen, api } = await renderRemote(app, { url: '/reservations', settings: { bookingActive: false } });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('speaks the language the customer picks in the header', async () => {
    const { screen, changeLanguage } = await renderRemote(app, { url: '/vacancy', api: { vacancies: [] } });
    expect(await screen.findByText('Сейчас открытых вакансий нет.')).toBeInTheDocument();
    await changeLanguage('uz');
    expect(screen.getByRole('heading', { level: 1, name: "Bo'sh ish o'rinlari" })).toBeInTheDocument();
    await changeLanguage('eng');
    expect(screen.getByText('There are no open vacancies right now.')).toBeInTheDocument();
  });
});
