import app from '../src/app';
import { waitFor, within } from '@testing-library/react';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import { card } from './fixtures';

const PROVIDER = 'http://payme.test/api';
const urls = { cardProviderUrl: PROVIDER };

/** The card provider (Payme's JSON-RPC) as the browser reaches it: answers by method. */
type Rpc = { method: string; params: Record<string, unknown> };
type ProviderAnswer = { result?: unknown; error?: { code: number } } | 'network-down';
let provider: Record<string, ProviderAnswer> = {};
const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
  const { method } = JSON.parse(String(init.body)) as Rpc;
  const answer = provider[method];
  if (!answer || answer === 'network-down') throw new TypeError('Failed to fetch');
  return { ok: !answer.error, json: async () => answer };
});
const rpcCalls = () => fetchMock.mock.calls.map(([url, init]) => ({
  url, headers: init.headers, credentials: init.credentials, ...(JSON.parse(String(init.body)) as Rpc),
}));

const CREATED = { result: { card: { number: '860006******6311', expire: '0399', token: 'tok-1', verify: false } } };
const CODE_SENT = { result: { sent: true, phone: '99890*****67', wait: 60_000 } };

beforeEach(() => {
  provider = {};
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const pending = (overrides: Record<string, unknown> = {}) => {
  window.sessionStorage.setItem('card-pending:demo', JSON.stringify({
    token: 'tok-1', cashboxId: 'cashbox-1', number: '860006******6311', phone: '99890*****67', resendAt: Date.now() + 60_000, ...overrides,
  }));
};

describe('my cards on /profile/cards', () => {
  it('lists the saved cards masked, with their system and expiry, and the way to add one', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile/cards', session: loggedIn(), api: { cards: [card(1, '860006******6311'), card(2, '986001******1234', { expire: '11/27' })] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Мои карты' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('card-row');
    expect(rows.map((row) => row.firstChild!.textContent)).toEqual([
      'Uzcard8600 06** **** 6311Срок действия: 03/29', 'Humo9860 01** **** 1234Срок действия: 11/27',
    ]);
    expect(screen.getByRole('link', { name: 'Добавить карту' })).toHaveAttribute('href', '/profile/cards/create');
  });

  it('deletes a card only after asking, and keeps one the API could not delete', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/profile/cards', session: loggedIn(), api: { cards: [card(1, '860006******6311'), card(2, '986001******1234')], cardDelete: { success: true } },
    });
    const [first] = await screen.findAllByTestId('card-row');
    await user.click(within(first).getByRole('button', { name: 'Удалить' }));
    expect(within(first).getByText('Удалить карту?')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByText('Удалить карту?')).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(1));
    expect(screen.queryByText('8600 06** **** 6311')).not.toBeInTheDocument();
    expect(api.callsTo('cardDelete')).toMatchObject([{ params: { id: 1 } }]);
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Карта удалена' }]);

    api.on('cardDelete', apiError(404, 'NOT_FOUND', 'Карта не найдена'));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByText('9860 01** **** 1234')).toBeInTheDocument();
    expect(emitted('notify').at(-1)).toEqual({ kind: 'error', message: 'Карта не найдена' });
  });

  it('says when there is none', async () => {
    const { screen } = await renderRemote(app, { url: '/profile/cards', session: loggedIn(), api: { cards: [] } });
    expect(await screen.findByText('Сохранённых карт нет')).toBeInTheDocument();
  });
});

describe('adding a card on /profile/cards/create', () => {
  it('sends the number to the card provider only, then asks for the code the bank sent', async () => {
    provider = { 'cards.create': CREATED, 'cards.get_verify_code': CODE_SENT };
    const { screen, user, api, location } = await renderRemote(app, {
      url: '/profile/cards/create', session: loggedIn(), urls, api: { cardProvider: { cashboxId: 'cashbox-1' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Добавить карту' })).toBeInTheDocument();
    expect(screen.getByText(/Данные карты отправляются напрямую в Payme/)).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Номер карты' });
    await user.type(number, '8600069195406311');
    expect(number).toHaveValue('8600 0691 9540 6311');
    expect(screen.getByText('· Uzcard')).toBeInTheDocument();
    const expiry = screen.getByRole('textbox', { name: 'Срок действия' });
    await user.type(expiry, '0399');
    expect(expiry).toHaveValue('03/99');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Подтверждение карты' })).toBeInTheDocument();
    expect(location()).toBe('/profile/cards/confirm');
    expect(rpcCalls()).toMatchObject([
      { url: PROVIDER, headers: { 'x-auth': 'cashbox-1' }, credentials: 'omit', method: 'cards.create', params: { card: { number: '8600069195406311', expire: '0399' }, save: true } },
      { url: PROVIDER, method: 'cards.get_verify_code', params: { token: 'tok-1' } },
    ]);
    // Our API never sees the number.
    expect(api.calls.map((call) => call.route)).toEqual(['cardProvider']);
    expect(JSON.stringify(api.calls)).not.toContain('8600069195406311');
    expect(screen.getByText('8600 06** **** 6311')).toBeInTheDocument();
    expect(screen.getByText('Код из 6 цифр отправлен на номер +998 90 *** ** 67')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('card-pending:demo')).not.toContain('8600069195406311');
  });

  it('checks the number and the expiry before anything leaves the page', async () => {
    const { screen, user, api } = await renderRemote(app, { url: '/profile/cards/create', session: loggedIn(), urls });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Номер карты неполный: 16 цифр', 'Введите срок в виде ММ/ГГ']);

    const number = screen.getByRole('textbox', { name: 'Номер карты' });
    const expiry = screen.getByRole('textbox', { name: 'Срок действия' });
    await user.type(number, '4111111111111111');
    await user.type(expiry, '1330');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Принимаются только карты Uzcard (8600, 5614) и Humo (9860)', 'Месяц должен быть от 01 до 12',
    ]);
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await user.type(number, '8600000000000001');
    await user.clear(expiry);
    await user.type(expiry, '0120');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Неверный номер карты, проверьте и введите снова', 'Срок действия карты истёк',
    ]);
    expect(api.calls).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the provider refusing the card, or not answering at all', async () => {
    provider = { 'cards.create': { error: { code: -31300 } } };
    const { screen, user } = await renderRemote(app, {
      url: '/profile/cards/create', session: loggedIn(), urls, api: { cardProvider: { cashboxId: 'cashbox-1' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Номер карты' }), '9860000000000000');
    expect(screen.getByText('· Humo')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Срок действия' }), '1299');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный номер или срок действия карты');

    provider = { 'cards.create': CREATED, 'cards.get_verify_code': { error: { code: -31110 } } };
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Не удалось отправить SMS с кодом, попробуйте позже'));

    provider = { 'cards.create': 'network-down' };
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Платёжная система не ответила, попробуйте позже'));
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled();
  });

  it('stays on the form when our API does not give the cashbox', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile/cards/create', session: loggedIn(), urls, api: { cardProvider: apiError(503, 'UNAVAILABLE', 'Оплата картой недоступна') },
    });
    await user.type(screen.getByRole('textbox', { name: 'Номер карты' }), '8600069195406311');
    await user.type(screen.getByRole('textbox', { name: 'Срок действия' }), '0399');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeEnabled();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Оплата картой недоступна' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says cards cannot be added where the shell has no card provider', async () => {
    const { screen } = await renderRemote(app, { url: '/profile/cards/create', session: loggedIn() });
    expect(screen.getByText('Этот ресторан не принимает оплату сохранённой картой.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Номер карты' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои карты' })).toHaveAttribute('href', '/profile/cards');
  });
});

describe('confirming a card on /profile/cards/confirm', () => {
  it('checks the code with the provider, then saves the card by its token and goes back to the cards', async () => {
    pending();
    provider = { 'cards.verify': { result: { card: { number: '860006******6311', expire: '0399', token: 'tok-1', verify: true } } } };
    const { screen, user, api, emitted, location } = await renderRemote(app, {
      url: '/profile/cards/confirm', session: loggedIn(), urls,
      api: { cardCreate: card(3, '860006******6311', { expire: '03/99' }), cards: [card(3, '860006******6311', { expire: '03/99' })] },
    });
    expect(screen.getByRole('button', { name: /^Отправить код ещё раз через (59|60) с$/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '123');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введите код из 6 цифр');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои карты' })).toBeInTheDocument();
    expect(location()).toBe('/profile/cards');
    expect(rpcCalls()).toMatchObject([{ method: 'cards.verify', params: { token: 'tok-1', code: '123456' }, headers: { 'x-auth': 'cashbox-1' } }]);
    expect(api.callsTo('cardCreate')).toMatchObject([{ body: { token: 'tok-1' }, quiet: true }]);
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Карта добавлена' }]);
    expect(window.sessionStorage.getItem('card-pending:demo')).toBeNull();
  });

  it('goes back to the checkout when the checkout sent the customer to add the card', async () => {
    pending({ toCheckout: true });
    provider = { 'cards.verify': { result: { card: {} } } };
    const { screen, user, location } = await renderRemote(app, {
      url: '/profile/cards/confirm', session: loggedIn(), urls, api: { cardCreate: card(3, '860006******6311') },
    });
    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
  });

  it('shows a wrong code, and the provider refusing the card when our API checks it', async () => {
    pending();
    provider = { 'cards.verify': { error: { code: -31103 } } };
    const { screen, user, api } = await renderRemote(app, {
      url: '/profile/cards/confirm', session: loggedIn(), urls, api: { cardCreate: apiError(409, 'PROVIDER_CARD_EXPIRED', 'Card expired') },
    });
    const code = screen.getByRole('textbox', { name: 'Код подтверждения' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код, введите снова');
    expect(api.callsTo('cardCreate')).toEqual([]);

    provider = { 'cards.verify': { result: { card: {} } } };
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Срок действия карты истёк или карта заблокирована'));

    api.on('cardCreate', apiError(500, 'INTERNAL', 'Не удалось сохранить карту'));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Не удалось сохранить карту'));
    expect(window.sessionStorage.getItem('card-pending:demo')).not.toBeNull();
  });

  it('asks the bank for another code once allowed', async () => {
    pending({ resendAt: Date.now() - 1_000 });
    provider = { 'cards.get_verify_code': { result: { sent: true, phone: '99893*****11', wait: 60_000 } } };
    const { screen, user, emitted } = await renderRemote(app, { url: '/profile/cards/confirm', session: loggedIn(), urls });
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByText('Код из 6 цифр отправлен на номер +998 93 *** ** 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Отправить код ещё раз через (59|60) с$/ })).toBeDisabled();
    expect(emitted('notify')).toEqual([{ kind: 'info', message: 'Новый код отправлен' }]);
    expect(JSON.parse(window.sessionStorage.getItem('card-pending:demo')!)).toMatchObject({ phone: '99893*****11' });
  });

  it('shows the bank refusing another code', async () => {
    pending({ resendAt: 0 });
    provider = { 'cards.get_verify_code': { error: { code: -31102 } } };
    const { screen, user } = await renderRemote(app, { url: '/profile/cards/confirm', session: loggedIn(), urls });
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток, запросите новый код');
  });

  it('asks to start again when there is no card waiting', async () => {
    const { screen } = await renderRemote(app, { url: '/profile/cards/confirm', session: loggedIn(), urls });
    expect(screen.getByText('Нет карты для подтверждения. Добавьте карту заново.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить карту' })).toHaveAttribute('href', '/profile/cards/create');
  });

  it('asks to start again when what the tab kept of the card cannot be read', async () => {
    window.sessionStorage.setItem('card-pending:demo', '{"token":');
    const broken = await renderRemote(app, { url: '/profile/cards/confirm', session: loggedIn(), urls });
    expect(broken.screen.getByText('Нет карты для подтверждения. Добавьте карту заново.')).toBeInTheDocument();

    window.sessionStorage.setItem('card-pending:demo', JSON.stringify({ number: '860006******6311' }));
    const tokenless = await renderRemote(app, { url: '/profile/cards/confirm', session: loggedIn(), urls });
    expect(tokenless.screen.getByText('Нет карты для подтверждения. Добавьте карту заново.')).toBeInTheDocument();
    expect(tokenless.screen.queryByRole('textbox', { name: 'Код подтверждения' })).not.toBeInTheDocument();
  });
});
