import app from '../src/app';
import { MESSAGES } from '@storefront/contracts';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import { branch, reservation, slotsAnswer } from './fixtures';

const CHILANZAR = branch(1, 'Чиланзар', { bookingPhone: '+998 71 200 00 01' });
const YUNUSABAD = branch(2, 'Юнусабад');
const AIRPORT = branch(3, 'Аэропорт', { bookingEnabled: false });

describe('booking a table', () => {
  it('books a free time at the chosen branch for the party, then shows it among my reservations', async () => {
    const { screen, user, api, location } = await renderRemote(app, {
      url: '/reservations', session: loggedIn(),
      api: {
        branchesFull: [CHILANZAR, YUNUSABAD, AIRPORT],
        bookingSlots: ({ query }) => slotsAnswer(query, { taken: ['19:00'], bookingPhone: query.branchId === 2 ? '+998 71 200 00 02' : null }),
        reservationCreate: ({ body }) => reservation(31, 30, body as object),
        reservations: [reservation(31, 30)],
      },
    });
    const branchField = await screen.findByRole('combobox', { name: 'Филиал' });
    // A branch that takes no bookings is not offered.
    expect(Array.from((branchField as HTMLSelectElement).options, (option) => option.text)).toEqual(['Чиланзар', 'Юнусабад']);
    expect(screen.getByText('Телефон для брони:', { exact: false })).toHaveTextContent('+998 71 200 00 01');

    await user.selectOptions(branchField, 'Юнусабад');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Гостей' }), '4');
    expect(await screen.findByRole('link', { name: '+998 71 200 00 02' })).toHaveAttribute('href', 'tel:+998712000002');
    expect(api.callsTo('bookingSlots').at(-1)!.query).toMatchObject({ branchId: 2, guests: 4 });

    expect(screen.getByRole('button', { name: '19:00' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '20:00' }));
    expect(screen.getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'У окна, пожалуйста');
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Стол забронирован.');
    expect(location()).toBe('/reservations/my?booked=31');
    expect(screen.getByRole('heading', { level: 1, name: 'Мои брони' })).toBeInTheDocument();
    const [create] = api.callsTo('reservationCreate');
    expect(create.body).toEqual({
      branchId: 2, date: api.callsTo('bookingSlots')[0].query.date, time: '20:00', guests: 4,
      name: 'Aziza Karimova', phone: '998901234567', comment: 'У окна, пожалуйста',
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent('4 гостя · Стол A3');
  });

  it('asks for a time, a name and a whole phone number before booking', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/reservations', session: loggedIn(), api: { branchesFull: [CHILANZAR], bookingSlots: ({ query }) => slotsAnswer(query) },
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Имя' }));
    await user.clear(screen.getByRole('textbox', { name: 'Номер телефона' }));
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(screen.getByText('Выберите время')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.requiredField)).toBeInTheDocument();
    expect(screen.getByText('Введите номер полностью: +998 и 9 цифр')).toBeInTheDocument();
    expect(api.callsTo('reservationCreate')).toEqual([]);

    // Another day forgets the time picked for the first one.
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    const dateField = screen.getByRole('combobox', { name: 'Дата' }) as HTMLSelectElement;
    await user.selectOptions(dateField, dateField.options[1]);
    await screen.findByRole('button', { name: '18:00' });
    expect(screen.getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the API refusing the booking, and asks for the free times again', async () => {
    const { screen, user, api, location } = await renderRemote(app, {
      url: '/reservations', session: loggedIn(),
      api: {
        branchesFull: [CHILANZAR], bookingSlots: ({ query }) => slotsAnswer(query),
        reservationCreate: apiError(409, 'RESERVATION_LIMIT', 'У вас уже 3 активные брони'),
      },
    });
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('У вас уже 3 активные брони');
    expect(location()).toBe('/reservations');
    await screen.findByRole('button', { name: '18:00' });
    expect(screen.getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('bookingSlots')).toHaveLength(2);
  });

  it('sends a guest to the login first, coming back here after it', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/reservations', api: { branchesFull: [CHILANZAR], bookingSlots: ({ query }) => slotsAnswer(query) },
    });
    await user.click(await screen.findByRole('button', { name: 'Войдите, чтобы забронировать' }));
    expect(location()).toBe('/login');
    // The login belongs to another remote: single-spa took this one off the page.
    expect(screen.queryByRole('heading', { name: 'Бронь стола' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('_redirectUrl')).toBe('/reservations');
  });

  it('says when a day has no bookings or no free table', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/reservations', session: loggedIn(), api: { branchesFull: [CHILANZAR], bookingSlots: ({ query }) => slotsAnswer(query, { times: [] }) },
    });
    expect(await screen.findByText('В этот день бронь не принимается: выберите другой день.')).toBeInTheDocument();
    api.on('bookingSlots', ({ query }) => slotsAnswer(query, { times: ['18:00'], taken: ['18:00'] }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Гостей' }), '6');
    expect(await screen.findByText('На этот день свободных столов нет: выберите другой день или число гостей.')).toBeInTheDocument();
  });

  it('shows why the free times could not be read', async () => {
    const { screen } = await renderRemote(app, {
      url: '/reservations', session: loggedIn(), api: { branchesFull: [CHILANZAR], bookingSlots: apiError(503, 'UNAVAILABLE', 'Сервис брони недоступен') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис брони недоступен');
  });

  it('is not offered where no branch takes bookings', async () => {
    const { screen } = await renderRemote(app, { url: '/reservations', api: { branchesFull: [AIRPORT] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Здесь это недоступно' })).toBeInTheDocument();
    expect(screen.getByText('Этот раздел в этом магазине не работает.')).toBeInTheDocument();
  });

  it('shows the branches failing to load, on the page and through the shell', async () => {
    const { screen, emitted } = await renderRemote(app, {
      url: '/reservations', api: { branchesFull: apiError(500, 'INTERNAL', 'Произошла ошибка, попробуйте позже') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка, попробуйте позже');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Произошла ошибка, попробуйте позже' }]);
  });
});

describe('my reservations', () => {
  it('sends a guest to the login', async () => {
    const { screen, location, api } = await renderRemote(app, { url: '/reservations/my' });
    expect(location()).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Мои брони' })).not.toBeInTheDocument();
    expect(api.callsTo('reservations')).toEqual([]);
  });

  it('shows the coming reservations apart from the past and cancelled ones', async () => {
    const { screen } = await renderRemote(app, {
      url: '/reservations/my', session: loggedIn(),
      api: {
        reservations: [
          reservation(1, 48), reservation(2, 1, { cancellable: false, guests: 1, tableName: 'B1' }),
          reservation(3, -72, { guests: 2 }), reservation(4, 24, { status: 'CANCELED', cancellable: false, guests: 5 }),
        ],
      },
    });
    const [upcoming, past] = await screen.findAllByRole('list');
    const upcomingCards = Array.from(upcoming.querySelectorAll('li'));
    expect(upcomingCards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('1 гость · Стол B1'), expect.stringContaining('4 гостя · Стол A3'),
    ]);
    // Less than two hours to go: cancelled by phone only.
    expect(upcomingCards[0]).toHaveTextContent('До начала меньше 2 часов: отменить можно по телефону: +998 71 200 00 01');
    expect(upcomingCards[0].querySelector('button')).toBeNull();
    expect(upcomingCards[1]).toHaveTextContent('Чиланзар');
    expect(upcomingCards[1].querySelector('button')).toHaveTextContent('Отменить');

    const pastCards = Array.from(past.querySelectorAll('li'));
    expect(pastCards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/5 гостей · Стол A3Отменена$/), expect.stringContaining('2 гостя · Стол A3'),
    ]);
    expect(screen.getAllByRole('button', { name: 'Отменить' })).toHaveLength(1);
  });

  it('says when there is nothing to show', async () => {
    const { screen } = await renderRemote(app, { url: '/reservations/my', session: loggedIn(), api: { reservations: [] } });
    expect(await screen.findByText('Предстоящих броней нет.')).toBeInTheDocument();
    expect(screen.getByText('Прошедших броней нет.')).toBeInTheDocument();
  });

  it('cancels a reservation and shows the list as the API now has it', async () => {
    let list = [reservation(1, 48)];
    const { screen, user, api } = await renderRemote(app, {
      url: '/reservations/my', session: loggedIn(),
      api: {
        reservations: () => list,
        reservationCancel: ({ params }) => {
          list = [reservation(Number(params.id), 48, { status: 'CANCELED', cancellable: false })];
          return list[0];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Отменена')).toBeInTheDocument();
    expect(screen.getByText('Предстоящих броней нет.')).toBeInTheDocument();
    expect(api.callsTo('reservationCancel')).toMatchObject([{ params: { id: 1 } }]);
    expect(api.callsTo('reservations')).toHaveLength(2);
  });

  it('shows the API refusing a cancellation on the reservation', async () => {
    const { screen, user } = await renderRemote(app, {
      url: '/reservations/my', session: loggedIn(),
      api: { reservations: [reservation(1, 48)], reservationCancel: apiError(409, 'CANCEL_TOO_LATE', 'Отменить можно не позже чем за 2 часа') },
    });
    await user.click(await screen.findByRole('button', { name: 'Отменить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Отменить можно не позже чем за 2 часа');
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeEnabled();
  });

  it('leads back to the booking form', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/reservations/my', session: loggedIn(),
      api: { reservations: [], branchesFull: [CHILANZAR], bookingSlots: ({ query }) => slotsAnswer(query) },
    });
    await user.click(screen.getByRole('link', { name: 'Бронь стола' }));
    expect(location()).toBe('/reservations');
    expect(await screen.findByRole('combobox', { name: 'Филиал' })).toBeInTheDocument();
  });
});
