import app from '../src/app';
import { waitFor } from '@testing-library/react';
import { apiError, renderRemote } from '@storefront/ui/testing';
import { loginAnswer, order } from './fixtures';

const sent = { phone: '998901234567', expiresIn: 120, resendIn: 60 };

describe('logging in with a phone number and an SMS code', () => {
  it('brings a guest from a screen that needs a login through phone and code, then back to that screen', async () => {
    const { screen, user, api, location, emitted, store } = await renderRemote(app, {
      url: '/profile/orders',
      api: { login: sent, loginVerify: loginAnswer(), activeOrders: [order(5, 'COOKING')] },
    });
    // A guest never sees the orders: the login opens at once, remembering the way back.
    expect(location()).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();

    const phone = screen.getByRole('textbox', { name: 'Номер телефона' });
    await user.type(phone, '90 123 45 67');
    expect(phone).toHaveValue('+998 90 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Введите код' })).toBeInTheDocument();
    expect(location()).toBe('/login/confirm?phone=998901234567');
    expect(api.callsTo('login')).toMatchObject([{ body: { phone: '998901234567' } }]);
    expect(screen.getByText('Код из 6 цифр отправлен на номер +998 90 123 45 67')).toBeInTheDocument();
    // Another code only once the API's cooldown has passed.
    expect(screen.getByRole('button', { name: /^Отправить код ещё раз через (59|60) с$/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '12a3456');
    expect(screen.getByRole('textbox', { name: 'Код подтверждения' })).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument();
    expect(location()).toBe('/profile/orders');
    expect(api.callsTo('loginVerify')).toMatchObject([{ body: { phone: '998901234567', code: '123456' }, quiet: true }]);
    expect(emitted('auth/logged-in')).toMatchObject([{ token: 'new-token', user: { id: 7 } }]);
    expect(store.getState().token).toBe('new-token');
    expect(await screen.findByText('Заказ № 1005')).toBeInTheDocument();
    expect(window.localStorage.getItem('_redirectUrl')).toBeNull();
  });

  it('asks for a whole Uzbek number before sending a code', async () => {
    const { screen, user, api, location } = await renderRemote(app, { url: '/login', api: { login: sent } });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, заполните это поле!');
    const phone = screen.getByRole('textbox', { name: 'Номер телефона' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.type(phone, '90123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Номер неполный: +998 и 9 цифр');
    expect(api.callsTo('login')).toEqual([]);
    expect(location()).toBe('/login');
  });

  it('stays on the number when the API refuses to send a code, showing why', async () => {
    const { screen, user, location, emitted } = await renderRemote(app, {
      url: '/login', api: { login: apiError(429, 'TOO_MANY_REQUESTS', 'Слишком много попыток, попробуйте через минуту') },
    });
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '+998 93 555 44 33');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeEnabled();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Слишком много попыток, попробуйте через минуту' }]);
    expect(location()).toBe('/login');
  });

  it('links to the terms the customer accepts', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/login', api: { policies: [{ type: 'TERMS', text: { ru: '<p>Текст правил</p>', uz: null, eng: null } }] },
    });
    await user.click(screen.getByRole('link', { name: 'Условия использования' }));
    expect(location()).toBe('/login/rules');
    expect(await screen.findByText('Текст правил')).toBeInTheDocument();
  });
});

describe('the code screen, /login/confirm', () => {
  it('sends a guest without a valid number back to the number', async () => {
    const { screen, location } = await renderRemote(app, { url: '/login/confirm?phone=12345' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('shows the spec message for an empty, short or wrong code, and the API error for anything else', async () => {
    const { screen, user, api, emitted, location } = await renderRemote(app, {
      url: '/login/confirm?phone=998901234567', api: { loginVerify: apiError(400, 'WRONG_CODE', 'Неверный код') },
    });
    const code = screen.getByRole('textbox', { name: 'Код подтверждения' });
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, заполните это поле!');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный код или истёк срок его действия');
    expect(api.callsTo('loginVerify')).toEqual([]);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код или истёк срок его действия');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('loginVerify')).toHaveLength(1);
    // A wrong code is said on the page, not also as a notice.
    expect(emitted('notify')).toEqual([]);

    api.on('loginVerify', apiError(503, 'SMS_UNAVAILABLE', 'Сервис входа недоступен'));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByRole('button', { name: 'Подтвердить' });
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Сервис входа недоступен' }]);
    expect(emitted('auth/logged-in')).toEqual([]);
    expect(location()).toBe('/login/confirm?phone=998901234567');
  });

  it('sends another code once allowed, then counts down to the next, and goes home after the login', async () => {
    const { screen, user, api, emitted, location } = await renderRemote(app, {
      url: '/login/confirm?phone=998901234567', api: { login: sent, loginVerify: loginAnswer() },
    });
    const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' });
    expect(resend).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '11');
    await user.click(resend);
    expect(await screen.findByRole('button', { name: /^Отправить код ещё раз через (59|60) с$/ })).toBeDisabled();
    expect(api.callsTo('login')).toMatchObject([{ body: { phone: '998901234567' } }]);
    expect(emitted('notify')).toEqual([{ kind: 'info', message: 'Новый код отправлен' }]);
    expect(screen.getByRole('textbox', { name: 'Код подтверждения' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(emitted('auth/logged-in')).toHaveLength(1);
  });

  it('lets the customer change the number', async () => {
    const { screen, user, location } = await renderRemote(app, { url: '/login/confirm?phone=998901234567' });
    await user.click(screen.getByRole('link', { name: 'Изменить номер' }));
    expect(location()).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
  });
});
