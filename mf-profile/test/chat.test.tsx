import app from '../src/app';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import { chatMessage, order } from './fixtures';

const chatPage = (content: ReturnType<typeof chatMessage>[], hasMore = false) => ({ content, hasMore, unread: 0 });
const log = (screen: { getByRole(role: string, options: { name: string }): HTMLElement }) =>
  within(screen.getByRole('list', { name: 'Чат с нами' })).queryAllByRole('listitem').map((item) => ({
    author: item.dataset.author, text: item.querySelector('p')!.textContent,
  }));

describe('the chat with the merchant on /profile/chat', () => {
  it('shows the conversation, oldest first, marks the merchant\'s answers read and pages back', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/profile/chat', session: loggedIn(),
      api: {
        chatMessages: ({ query }) => (query.before
          ? chatPage([chatMessage(1, 'CUSTOMER', 'Вы работаете сегодня?')])
          : chatPage([chatMessage(2, 'MERCHANT', 'Да, до 23:00'), chatMessage(3, 'MERCHANT', 'Ваш заказ готовится', { orderId: 5, readAt: null })], true)),
        chatRead: { unread: 0 },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Чат с нами' })).toBeInTheDocument();
    await screen.findByText('Да, до 23:00');
    expect(log(screen)).toEqual([{ author: 'MERCHANT', text: 'Да, до 23:00' }, { author: 'MERCHANT', text: 'Ваш заказ готовится' }]);
    expect(screen.getAllByText('Ресторан')).toHaveLength(2);
    // A message about an order links to it in the general chat.
    expect(screen.getByRole('link', { name: 'Заказ #5' })).toHaveAttribute('href', '/profile/orders/5');
    await waitFor(() => expect(api.callsTo('chatRead')).toMatchObject([{ body: { upToId: 3 }, quiet: true }]));
    expect(api.callsTo('chatMessages')[0].query).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Предыдущие сообщения' }));
    expect(await screen.findByText('Вы работаете сегодня?')).toBeInTheDocument();
    expect(log(screen).map((message) => message.text)).toEqual(['Вы работаете сегодня?', 'Да, до 23:00', 'Ваш заказ готовится']);
    // Older than the first one shown.
    expect(api.callsTo('chatMessages')[1].query).toEqual({ before: 2 });
    expect(screen.queryByRole('button', { name: 'Предыдущие сообщения' })).not.toBeInTheDocument();
    expect(screen.getByText('Вы')).toBeInTheDocument();
  });

  it('sends a message with the button or Enter, Shift+Enter starting a new line', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/profile/chat', session: loggedIn(),
      api: { chatMessages: chatPage([]), chatSend: ({ body }) => chatMessage(10 + api.callsTo('chatSend').length, 'CUSTOMER', (body as { text: string }).text) },
    });
    expect(await screen.findByText('Сообщений пока нет. Напишите вопрос — ответ придёт сюда.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Сообщение' });
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'Можно без лука?');
    await user.click(send);
    expect(await screen.findByText('Можно без лука?')).toBeInTheDocument();
    expect(api.callsTo('chatSend')).toMatchObject([{ body: { text: 'Можно без лука?' } }]);
    expect(api.callsTo('chatSend')[0].body).not.toHaveProperty('orderId');
    expect(input).toHaveValue('');

    await user.type(input, 'Строка 1{Shift>}{Enter}{/Shift}Строка 2{Enter}');
    await waitFor(() => expect(api.callsTo('chatSend')).toHaveLength(2));
    expect(api.callsTo('chatSend')[1].body).toEqual({ text: 'Строка 1\nСтрока 2' });
    expect(log(screen).map((message) => message.author)).toEqual(['CUSTOMER', 'CUSTOMER']);
  });

  it('counts the characters near the limit and refuses a message over it', async () => {
    const { screen, user } = await renderRemote(app, { url: '/profile/chat', session: loggedIn(), api: { chatMessages: chatPage([]) } });
    const input = await screen.findByRole('textbox', { name: 'Сообщение' });
    expect(screen.getByText('Enter — отправить, Shift+Enter — новая строка')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'а'.repeat(799) } });
    expect(screen.queryByText(/\/ 1000/)).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'а'.repeat(800) } });
    expect(screen.getByText('800 / 1000')).toHaveAttribute('data-over', 'false');
    fireEvent.change(input, { target: { value: 'а'.repeat(1001) } });
    expect(screen.getByText('1001 / 1000')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('Сообщение не длиннее 1000 символов')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(input).toHaveValue('а'.repeat(1001));
  });

  it('keeps the text to send again when the API refuses it', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile/chat', session: loggedIn(),
      api: { chatMessages: chatPage([]), chatSend: apiError(429, 'TOO_MANY_REQUESTS', 'Слишком часто, подождите немного') },
    });
    const input = await screen.findByRole('textbox', { name: 'Сообщение' });
    await user.type(input, 'Алло?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(input).toHaveValue('Алло?');
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Слишком часто, подождите немного' }]);
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
  });

  it('shows messages arriving live, each once, and reads the chat again when the stream reopens', async () => {
    const { screen, api, live } = await renderRemote(app, {
      url: '/profile/chat', session: loggedIn(), api: { chatMessages: chatPage([chatMessage(2, 'CUSTOMER', 'Здравствуйте')]), chatRead: { unread: 0 } },
    });
    await screen.findByText('Здравствуйте');
    await act(async () => live!.chat$.next(chatMessage(3, 'MERCHANT', 'Добрый день! Чем помочь?', { readAt: null })));
    expect(log(screen).map((message) => message.text)).toEqual(['Здравствуйте', 'Добрый день! Чем помочь?']);
    await waitFor(() => expect(api.callsTo('chatRead')).toMatchObject([{ body: { upToId: 3 } }]));

    api.on('chatMessages', chatPage([chatMessage(2, 'CUSTOMER', 'Здравствуйте'), chatMessage(3, 'MERCHANT', 'Добрый день! Чем помочь?', { readAt: null })]));
    await act(async () => live!.resync$.next());
    await waitFor(() => expect(api.callsTo('chatMessages')).toHaveLength(2));
    expect(log(screen)).toHaveLength(2);
  });
});

describe('the chat about one order on /profile/orders/:id/chat', () => {
  it('is about that order: its messages, what is sent and what arrives live', async () => {
    const { screen, user, api, live } = await renderRemote(app, {
      url: '/profile/orders/5/chat', session: loggedIn(),
      api: {
        order: order(5, 'COOKING'),
        chatMessages: chatPage([chatMessage(2, 'CUSTOMER', 'Где мой заказ?', { orderId: 5 })]),
        chatSend: ({ body }) => chatMessage(4, 'CUSTOMER', (body as { text: string }).text, { orderId: 5 }),
      },
    });
    expect(await screen.findByText('По заказу 1005')).toBeInTheDocument();
    await screen.findByText('Где мой заказ?');
    expect(api.callsTo('order')).toMatchObject([{ params: { id: 5 }, quiet: true }]);
    expect(api.callsTo('chatMessages')).toMatchObject([{ query: { orderId: 5 } }]);
    // The order is named once, in the heading, not on each message.
    expect(screen.queryByRole('link', { name: 'Заказ #5' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К заказу' })).toHaveAttribute('href', '/profile/orders/5');

    await act(async () => {
      live!.chat$.next(chatMessage(3, 'MERCHANT', 'Про другой заказ', { orderId: 6 }));
    });
    expect(screen.queryByText('Про другой заказ')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Спасибо{Enter}');
    expect(await screen.findByText('Спасибо')).toBeInTheDocument();
    expect(api.callsTo('chatSend')).toMatchObject([{ body: { text: 'Спасибо', orderId: 5 } }]);
  });

  it('says another customer\'s order, or no order at all, is not found', async () => {
    const other = await renderRemote(app, {
      url: '/profile/orders/9/chat', session: loggedIn(), api: { order: apiError(404, 'NOT_FOUND', 'Заказ не найден') },
    });
    expect(await other.screen.findByText('Заказ не найден')).toBeInTheDocument();
    expect(other.api.callsTo('chatMessages')).toEqual([]);
    // Said once, on the page, not also as a notice.
    expect(other.emitted('notify')).toEqual([]);
    expect(other.screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/profile/orders');

    const none = await renderRemote(app, { url: '/profile/orders/0/chat', session: loggedIn() });
    expect(none.screen.getByText('Заказ не найден')).toBeInTheDocument();
    expect(none.api.calls).toEqual([]);
  });

  it('tells a server failure of the order as the API words it, not as a missing order', async () => {
    const { screen, api } = await renderRemote(app, {
      url: '/profile/orders/9/chat', session: loggedIn(), api: { order: apiError(500, 'INTERNAL', 'Сервис временно недоступен') },
    });
    expect(await screen.findByTestId('chat-order-error')).toHaveTextContent('Сервис временно недоступен');
    expect(screen.queryByText('Заказ не найден')).not.toBeInTheDocument();
    expect(api.callsTo('chatMessages')).toEqual([]);
  });

  it('sends a guest to the login', async () => {
    const { location, api } = await renderRemote(app, { url: '/profile/orders/5/chat' });
    expect(location()).toBe('/login');
    expect(api.calls).toEqual([]);
  });
});

describe('the chat while the live stream is down', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the messages again every 10 seconds', async () => {
    const { screen, api, live } = await renderRemote(app, { url: '/profile/chat', session: loggedIn(), api: { chatMessages: chatPage([]) } });
    await screen.findByText('Сообщений пока нет. Напишите вопрос — ответ придёт сюда.');
    jest.useFakeTimers();
    await act(async () => live!.state$.next('down'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('chatMessages')).toHaveLength(2);
    await act(async () => live!.state$.next('live'));
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo('chatMessages')).toHaveLength(2);
  });
});
