import app from '../src/app';
import { act, fireEvent, within } from '@testing-library/react';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import type { SharePhoneOutcome } from '@storefront/runtime';
import { customer } from './fixtures';

const ARIF = customer({ firstName: 'Arif', lastName: null, birthday: '1990-05-01T00:00:00Z', gender: 'MALE' });

describe('personal information on /profile/user', () => {
  it('starts from the customer and saves the changed fields, the session taking the answer', async () => {
    const { screen, user, api, emitted, store } = await renderRemote(app, {
      url: '/profile/user', session: loggedIn(ARIF),
      api: { updateUser: ({ body }) => customer({ ...(body as object) }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Имя' });
    expect(first).toHaveValue('Arif');
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('');
    const birthday = screen.getByRole('group', { name: 'Дата рождения' });
    expect(within(birthday).getByRole('combobox', { name: 'День' })).toHaveValue('01');
    expect(within(birthday).getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('Май');
    expect(within(birthday).getByRole('combobox', { name: 'Год' })).toHaveValue('1990');
    expect(screen.getByRole('radio', { name: 'Мужской' })).toBeChecked();
    // The phone is shown, never typed over.
    expect(screen.getByDisplayValue('+998 90 123 45 67')).toBeDisabled();

    await user.clear(first);
    await user.type(first, '  Aziza ');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Karimova');
    // Three lists, the month by its name: no browser date field with its own format.
    await user.selectOptions(screen.getByRole('combobox', { name: 'День' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Месяц' }), 'Апрель');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Год' }), '1995');
    await user.click(screen.getByRole('radio', { name: 'Женский' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByRole('button', { name: 'Сохранить' });
    expect(api.callsTo('updateUser')).toMatchObject([{
      params: { id: 7 }, body: { firstName: 'Aziza', lastName: 'Karimova', birthday: '1995-04-12', gender: 'FEMALE' },
    }]);
    expect(api.callsTo('updateUser')[0].body).not.toHaveProperty('phone');
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Данные сохранены' }]);
    expect(emitted('auth/logged-in')).toMatchObject([{ token: 'test-token', user: { firstName: 'Aziza', lastName: 'Karimova' } }]);
    expect(store.getState().user?.firstName).toBe('Aziza');
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Aziza');
  });

  it('needs a first name, refuses a birthday chosen in part and names over 100 characters', async () => {
    const { screen, user, api } = await renderRemote(app, { url: '/profile/user', session: loggedIn(ARIF) });
    await user.clear(screen.getByRole('textbox', { name: 'Имя' }));
    // A birthday chosen in part is not saved as none: it is refused until it is whole or cleared.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Год' }), '');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Пожалуйста, заполните это поле!', 'Неверная дата рождения']);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('aria-invalid', 'true');

    // Typing in a field takes its problem away.
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'A');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Неверная дата рождения']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Фамилия' }), { target: { value: 'b'.repeat(101) } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'День' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Месяц' }), '');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Не больше 100 символов']);
    expect(api.callsTo('updateUser')).toEqual([]);
  });

  it('keeps the form as typed when the API refuses it', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile/user', session: loggedIn(ARIF), api: { updateUser: apiError(400, 'VALIDATION_ERROR', 'Имя слишком длинное') },
    });
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Aliyev');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Имя слишком длинное' }]);
    expect(emitted('auth/logged-in')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Aliyev');
  });

  it('changes the phone with a code sent to the new number', async () => {
    const { screen, user, api, emitted, store } = await renderRemote(app, {
      url: '/profile/user', session: loggedIn(ARIF),
      api: {
        changePhone: { id: 77 },
        verifyPhone: apiError(400, 'WRONG_CODE', 'Неверный код'),
      },
    });
    expect(screen.queryByRole('region', { name: 'Новый номер телефона' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    const section = screen.getByRole('region', { name: 'Новый номер телефона' });
    expect(screen.queryByRole('button', { name: 'Изменить номер' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Получить код' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Пожалуйста, заполните это поле!');
    await user.type(within(section).getByRole('textbox', { name: 'Номер телефона' }), '9355');
    await user.click(within(section).getByRole('button', { name: 'Получить код' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Номер неполный: +998 и 9 цифр');
    expect(api.callsTo('changePhone')).toEqual([]);

    await user.type(within(section).getByRole('textbox', { name: 'Номер телефона' }), '54433');
    await user.click(within(section).getByRole('button', { name: 'Получить код' }));
    // A number never breaks across lines.
    const sentTo = await within(section).findByText('Код из 6 цифр отправлен на номер +998 93 555 44 33');
    expect(sentTo.textContent).toContain('+998\u00a093\u00a0555\u00a044\u00a033');
    expect(api.callsTo('changePhone')).toMatchObject([{ body: { phone: '998935554433', type: 'WEB' } }]);

    const code = within(section).getByRole('textbox', { name: 'Код подтверждения' });
    await user.click(within(section).getByRole('button', { name: 'Подтвердить' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Пожалуйста, заполните это поле!');
    await user.type(code, '12');
    await user.click(within(section).getByRole('button', { name: 'Подтвердить' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Неверный код или истёк срок его действия');
    await user.type(code, '3456');
    await user.click(within(section).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Неверный код или истёк срок его действия');
    expect(api.callsTo('verifyPhone')).toMatchObject([{ body: { id: 77, code: '123456', phone: '998935554433' }, quiet: true }]);
    expect(emitted('notify')).toEqual([]);

    api.on('verifyPhone', apiError(429, 'TOO_MANY_ATTEMPTS', 'Слишком много попыток'));
    await user.click(within(section).getByRole('button', { name: 'Подтвердить' }));
    await within(section).findByRole('button', { name: 'Подтвердить' });
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Слишком много попыток' }]);

    api.on('verifyPhone', customer({ firstName: 'Arif', phone: '998935554433' }));
    await user.click(within(section).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByDisplayValue('+998 93 555 44 33')).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Новый номер телефона' })).not.toBeInTheDocument();
    expect(emitted('notify').at(-1)).toEqual({ kind: 'success', message: 'Номер телефона сохранён' });
    expect(store.getState().user?.phone).toBe('998935554433');
    expect(store.getState().token).toBe('test-token');
  });
});

describe('the phone of a Telegram customer who has none yet', () => {
  const telegramCustomer = customer({ phone: '', firstName: 'Timur', lastName: null });
  const inTelegram = (share: () => Promise<SharePhoneOutcome>) => ({
    url: '/profile/user', session: loggedIn(telegramCustomer), telegram: { active: true, sharePhone: share },
  });

  it('shares it with the bot in one tap', async () => {
    let answer: (outcome: SharePhoneOutcome) => void = () => undefined;
    const share = jest.fn(() => new Promise<SharePhoneOutcome>((resolve) => { answer = resolve; }));
    const { screen, user, emitted, bus } = await renderRemote(app, inTelegram(share));
    expect(screen.queryByDisplayValue(/\+998/)).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Номер телефона' });
    expect(within(section).getByText('Поделитесь номером телефона, чтобы мы могли связаться с вами по заказу.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Отправить номер через Telegram' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Ждём ваш номер от Telegram…');
    // The shell binds the phone and logs the customer in again with it, then the tap's promise ends.
    await act(async () => {
      bus.emit('auth/logged-in', { token: 'test-token', user: { ...telegramCustomer, phone: '998935554433' } });
      answer({ status: 'bound' });
    });
    expect(await screen.findByDisplayValue('+998 93 555 44 33')).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Номер телефона' })).not.toBeInTheDocument();
    expect(share).toHaveBeenCalledTimes(1);
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Номер телефона сохранён' }]);
  });

  it('asks for an SMS code when the number belongs to a website account, or Telegram did not send it', async () => {
    const merge = await renderRemote(app, inTelegram(async () => ({ status: 'needs-code', code: 'PHONE_MERGE_NEEDS_CODE' })));
    await merge.user.click(merge.screen.getByRole('button', { name: 'Отправить номер через Telegram' }));
    expect(await merge.screen.findByRole('status')).toHaveTextContent('Этот номер принадлежит вашей учётной записи на сайте.', { normalizeWhitespace: true });
    expect(merge.screen.getByRole('textbox', { name: 'Номер телефона' })).toBeInTheDocument();

    const missing = await renderRemote(app, inTelegram(async () => ({ status: 'needs-code', code: 'CONTACT_NOT_RECEIVED' })));
    await missing.user.click(missing.screen.getByRole('button', { name: 'Отправить номер через Telegram' }));
    expect(await missing.screen.findByRole('status')).toHaveTextContent('Номер от Telegram не пришёл. Подтвердите его кодом из SMS.');
  });

  it('offers the tap again after the customer cancelled, and the SMS code instead', async () => {
    const { screen, user } = await renderRemote(app, inTelegram(async () => ({ status: 'cancelled' })));
    await user.click(screen.getByRole('button', { name: 'Отправить номер через Telegram' }));
    expect(await screen.findByRole('button', { name: 'Отправить номер через Telegram' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить кодом из SMS' }));
    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Отправить номер через Telegram' })).not.toBeInTheDocument();
  });

  it('goes straight to the SMS code on a Telegram client that cannot share a contact', async () => {
    const share = jest.fn(async (): Promise<SharePhoneOutcome> => ({ status: 'unavailable' }));
    const { screen } = await renderRemote(app, {
      url: '/profile/user', session: loggedIn(telegramCustomer), telegram: { active: true, sharePhone: share, canSharePhone: false },
    });
    const section = screen.getByRole('region', { name: 'Номер телефона' });
    expect(within(section).queryByRole('button', { name: 'Отправить номер через Telegram' })).not.toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Номер телефона' })).toHaveValue('');
    expect(share).not.toHaveBeenCalled();
  });

  it('turns to the SMS code when Telegram answers that sharing is unavailable', async () => {
    const { screen, user } = await renderRemote(app, inTelegram(async () => ({ status: 'unavailable' })));
    await user.click(screen.getByRole('button', { name: 'Отправить номер через Telegram' }));
    expect(await screen.findByRole('textbox', { name: 'Номер телефона' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Отправить номер через Telegram' })).not.toBeInTheDocument();
  });

  it('waits for Telegram to log the customer in rather than sending them to the login', async () => {
    const { screen, location } = await renderRemote(app, { url: '/profile/user', telegram: { active: true } });
    expect(location()).toBe('/profile/user');
    expect(screen.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы оформлять и отслеживать заказы.')).toBeInTheDocument();
  });
});
