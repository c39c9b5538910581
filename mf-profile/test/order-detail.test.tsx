import app from '../src/app';
import { act, within } from '@testing-library/react';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import type { SessionState } from '@storefront/runtime';
import { branch, order, orderEvent, overall, PLOV, SAMSA, TEA } from './fixtures';

const fact = (screen: { getByText(text: string): HTMLElement }, term: string) => screen.getByText(term).nextElementSibling?.textContent;

const session = (draft: Partial<SessionState['draft']> = {}): Partial<SessionState> => ({
  ...loggedIn(),
  draft: { lines: [], address: null, entrance: {}, comment: '', promoCode: null, cashback: 0, deliveryPrice: 0, later: false, lastOrderId: null, ...draft },
});

describe('one order on /profile/orders/:id', () => {
  it('shows the order as the server stored and priced it: facts, lines with their choices, totals', async () => {
    const { screen, api } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), overall: overall(),
      api: {
        order: order(5, 'COOKING', {
          entrance: { entrance: '2', floor: '5' }, promoCode: 'PLOV10', comment: 'Без лука', cashback: 3_000,
          atTime: '2026-11-27T13:30:00Z',
          totals: {
            totalProductPrice: 79_000, totalProductDiscount: 2_400, productPrice: 76_600, productDiscount: 5_000, productCount: 3,
            totalPrice: 84_100, totalDiscount: 7_400, deliveryPrice: 18_000, deliveryDiscount: 3_000, serviceFee: 3_500,
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' })).toBeInTheDocument();
    expect(api.callsTo('order')).toMatchObject([{ params: { id: 5 } }]);
    expect(fact(screen, 'Статус')).toBe('Готовится');
    expect(fact(screen, 'Способ получения')).toBe('Доставка');
    expect(fact(screen, 'Способ оплаты')).toBe('Наличные');
    expect(fact(screen, 'Оплата')).toBe('При получении');
    expect(fact(screen, 'Адрес')).toBe('Амира Темура, 12; подъезд 2, этаж 5');
    expect(fact(screen, 'Ко времени')).toMatch(/18:30/);
    expect(fact(screen, 'Промокод')).toBe('PLOV10');
    expect(fact(screen, 'Комментарий')).toBe('Без лука');

    const items = screen.getAllByTestId('order-item').map((item) => item.textContent);
    expect(items).toEqual(['Плов × 1Перепелиное яйцо ×255 000 сум', 'Самса × 221 600 сум']);

    const totals = Object.fromEntries([...document.querySelectorAll('.pf-totals div')].map((row) => [row.firstChild!.textContent, row.lastChild!.textContent]));
    expect(totals).toEqual({
      'Товары': '79 000 сум', 'Скидка на товары': '-2 400 сум', 'Скидка по промокоду': '-5 000 сум', 'Доставка': '18 000 сум',
      'Скидка на доставку': '-3 000 сум', 'Сервисный сбор': '3 500 сум', 'Кешбэк': '-3 000 сум', 'Итого': '84 100 сум',
    });
    // Cash is paid on receipt; nothing to pay here.
    expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/profile/orders');
  });

  it('names the products by their id while the menu is not loaded', async () => {
    const { screen } = await renderRemote(app, { url: '/profile/orders/5', session: loggedIn(), api: { order: order(5, 'COOKING') } });
    expect(await screen.findAllByTestId('order-item')).toHaveLength(2);
    expect(screen.getAllByTestId('order-item')[0]).toHaveTextContent('#11 × 1#101 ×2');
  });

  it('tells when to expect a delivery, who carries it, and the steps it went through, live', async () => {
    const onTheWay = order(5, 'ON_WAY', {
      courierStatus: 'PICKUPED', courier: { name: 'Бахтиёр', phone: '+998 90 111-22-33', latitude: 41.33, longitude: 69.27 },
      timeline: [{ status: 'CREATED', at: '2026-11-27T07:00:00Z' }, { status: 'COOKING', at: '2026-11-27T07:05:00Z' }, { status: 'ON_WAY', at: '2026-11-27T07:30:00Z' }],
    });
    const { screen, live, api } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), api: { order: onTheWay, branches: [branch(1, 'Чиланзар')] },
    });
    expect(await screen.findByText(/^Доставим примерно к \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Курьер забрал заказ')).toBeInTheDocument();
    expect(screen.getByText('Курьер: Бахтиёр')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Позвонить курьеру' })).toHaveAttribute('href', 'tel:+998901112233');
    expect(screen.getByRole('link', { name: 'Курьер на карте' })).toHaveAttribute('href', '/profile/orders/5/map');
    const steps = within(screen.getByRole('heading', { level: 2, name: 'Ход заказа' }).nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => [step.firstChild!.textContent, step.querySelector('time')!.textContent])).toEqual([
      ['Создан', '12:00'], ['Готовится', '12:05'], ['В пути', '12:30'],
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Обновляется сразу')).toBeInTheDocument();
    // A delivery does not name its branch.
    expect(screen.queryByText('Филиал')).not.toBeInTheDocument();
    expect(api.callsTo('branches')).toMatchObject([{ quiet: true }]);

    await act(async () => live!.orders$.next(orderEvent(onTheWay, {
      status: 'DELIVERED', courierStatus: 'DELIVERED_FINISH', timeline: [...onTheWay.timeline!, { status: 'DELIVERED', at: '2026-11-27T07:55:00Z' }],
    })));
    expect(fact(screen, 'Статус')).toBe('Доставлен');
    expect(screen.queryByText(/Доставим примерно/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Курьер на карте' })).not.toBeInTheDocument();
    expect(screen.queryByText('Обновляется сразу')).not.toBeInTheDocument();
    expect(api.callsTo('order')).toHaveLength(1);
  });

  it('names the branch of a pick-up and when it will be ready, updated every 10 s while the stream is down', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile/orders/8', session: loggedIn(), live: 'down',
      api: { order: order(8, 'ACCEPTED', { serviceType: 'PICK_UP', address: null }), branches: [branch(2, 'Юнусабад'), branch(1, 'Чиланзар')] },
    });
    expect(await screen.findByText('Чиланзар, ул. Бунёдкор, 1')).toBeInTheDocument();
    expect(fact(screen, 'Способ получения')).toBe('Самовывоз');
    expect(screen.getByText(/^Будет готов примерно к \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Обновляется каждые 10 секунд')).toBeInTheDocument();
    expect(screen.queryByText('Адрес')).not.toBeInTheDocument();
  });

  it('carries the success notice of the order just placed', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile/orders/5', session: session({ lastOrderId: 5 }), api: { order: order(5, 'CREATED') },
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Подтверждено');
    expect(notice).toHaveTextContent('Ваш заказ подтверждён');

    const other = await renderRemote(app, { url: '/profile/orders/6', session: session({ lastOrderId: 5 }), api: { order: order(6, 'CREATED') } });
    await other.screen.findByRole('heading', { level: 1, name: 'Заказ № 1006' });
    expect(other.screen.queryByText('Ваш заказ подтверждён')).not.toBeInTheDocument();

    // Once delivered, its status says all.
    const delivered = await renderRemote(app, { url: '/profile/orders/5', session: session({ lastOrderId: 5 }), api: { order: order(5, 'DELIVERED', { grade: 5 }) } });
    await delivered.screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' });
    expect(delivered.screen.queryByText('Ваш заказ подтверждён')).not.toBeInTheDocument();
  });

  it('says an order that is not the customer\'s, or no order at all, is not found', async () => {
    const missing = await renderRemote(app, {
      url: '/profile/orders/99', session: loggedIn(), api: { order: apiError(404, 'NOT_FOUND', 'Заказ не найден') },
    });
    expect(await missing.screen.findByText('Заказ не найден', { selector: 'p' })).toBeInTheDocument();
    expect(missing.screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/profile/orders');

    const nonsense = await renderRemote(app, { url: '/profile/orders/abc', session: loggedIn() });
    expect(nonsense.screen.getByText('Заказ не найден')).toBeInTheDocument();
    expect(nonsense.api.calls).toEqual([]);
  });

  it('opens the chat about the order while the merchant offers the chat', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(),
      api: { order: order(5, 'COOKING'), chatMessages: { content: [], hasMore: false, unread: 0 } },
    });
    await user.click(await screen.findByRole('link', { name: 'Написать нам' }));
    expect(location()).toBe('/profile/orders/5/chat');
    expect(await screen.findByText('По заказу 1005')).toBeInTheDocument();

    const off = await renderRemote(app, { url: '/profile/orders/5', session: loggedIn(), settings: { chatActive: false }, api: { order: order(5, 'COOKING') } });
    await off.screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' });
    expect(off.screen.queryByRole('link', { name: 'Написать нам' })).not.toBeInTheDocument();
  });
});

describe('cancelling an order', () => {
  it('asks for a reason, then cancels while the merchant has not accepted it yet', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), api: { order: order(5, 'CREATED'), orderCancel: order(5, 'CANCELED') },
    });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, заполните это поле!');
    expect(api.callsTo('orderCancel')).toEqual([]);

    // "Other" asks for the customer's own words, and an empty one is still no reason.
    await user.click(screen.getByRole('radio', { name: 'Другая причина' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, заполните это поле!');
    await user.type(screen.getByRole('textbox', { name: 'Напишите причину' }), '  Передумал  ');
    api.on('order', order(5, 'CANCELED'));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    await screen.findByText('Отменён');
    expect(api.callsTo('orderCancel')).toMatchObject([{ params: { id: 5 }, body: { reason: 'Передумал' } }]);
    expect(emitted('notify')).toEqual([{ kind: 'info', message: 'Заказ отменён' }]);
    expect(api.callsTo('order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('shows the API saying it is too late, and can be closed without cancelling', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(),
      api: { order: order(5, 'CREATED'), orderCancel: apiError(409, 'ORDER_ALREADY_ACCEPTED', 'Заказ уже принят, отменить нельзя') },
    });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await user.click(screen.getByRole('radio', { name: 'Слишком долго ждать' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByRole('button', { name: 'Да, отменить' })).toBeEnabled();
    expect(api.callsTo('orderCancel')).toMatchObject([{ body: { reason: 'Слишком долго ждать' } }]);
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Заказ уже принят, отменить нельзя' }]);
    expect(fact(screen, 'Статус')).toBe('Создан');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('radio', { name: 'Слишком долго ждать' })).not.toBeInTheDocument();
  });

  it('is not offered once the kitchen accepted the order, nor where the merchant cancels only by phone', async () => {
    const accepted = await renderRemote(app, { url: '/profile/orders/5', session: loggedIn(), api: { order: order(5, 'ACCEPTED') } });
    await accepted.screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' });
    expect(accepted.screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();

    const off = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), settings: { cancelOrderActive: false }, api: { order: order(5, 'CREATED') },
    });
    await off.screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' });
    expect(off.screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });
});

describe('rating a delivered order', () => {
  it('needs the stars, then sends them with the comment and the stars of each product', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), overall: overall(),
      api: {
        order: order(5, 'DELIVERED'),
        orderReview: { id: 1, orderId: 5, grade: 4, comment: 'Вкусно', products: [{ productId: 11, grade: 5 }], createdDate: new Date().toISOString() },
      },
    });
    const form = (await screen.findByRole('heading', { level: 2, name: 'Оцените заказ' })).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Выберите количество звёзд');
    expect(api.callsTo('orderReview')).toEqual([]);

    await user.click(within(screen.getByRole('group', { name: 'Заказ' })).getByRole('radio', { name: '4 из 5' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Плов' })).getByRole('radio', { name: '5 из 5' }));
    expect(screen.getByRole('group', { name: 'Самса' })).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), ' Вкусно ');
    api.on('order', order(5, 'DELIVERED', { grade: 4 }));
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Ваша оценка:')).toBeInTheDocument();
    expect(screen.getByLabelText('4 из 5')).toHaveTextContent('★★★★☆');
    expect(api.callsTo('orderReview')).toMatchObject([{ params: { id: 5 }, body: { grade: 4, comment: 'Вкусно', products: [{ productId: 11, grade: 5 }] } }]);
    expect(emitted('notify')).toEqual([{ kind: 'success', message: 'Спасибо за оценку!' }]);
  });

  it('keeps the form when the API refuses the review', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(),
      api: { order: order(5, 'CLOSED'), orderReview: apiError(409, 'ALREADY_REVIEWED', 'Заказ уже оценён') },
    });
    await user.click(within(await screen.findByRole('group', { name: 'Заказ' })).getByRole('radio', { name: '2 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Заказ уже оценён' }]);
    // Without the menu, the products are named by id.
    expect(screen.getByRole('group', { name: '#11' })).toBeInTheDocument();
  });
});

describe('ordering again', () => {
  it('puts the lines in the basket at today\'s prices and opens the basket', async () => {
    const today = overall([{ ...PLOV, costPrice: 47_000 }, SAMSA, TEA]);
    const { screen, user, emitted, location } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), overall: today, api: { order: order(5, 'DELIVERED', { grade: 5 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Заказать снова' }));
    expect(emitted('basket/add')).toMatchObject([
      { product: { id: 11, costPrice: 47_000 }, modifications: [{ id: 101, price: 5_000, count: 2 }], count: 1 },
      { product: { id: 12, costPrice: 12_000, discount: 10 }, modifications: [], count: 2 },
    ]);
    expect(location()).toBe('/basket');
  });

  it('lists what is no longer sold rather than dropping it silently', async () => {
    const today = overall([PLOV, { ...SAMSA, active: false }]);
    const { screen, user, emitted, location } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), overall: today, api: { order: order(5, 'CLOSED', { grade: 3 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Заказать снова' }));
    const missing = screen.getByRole('status');
    expect(missing).toHaveTextContent('Этого больше нет в продаже, в корзину не добавлено:');
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Самса']);
    expect(emitted('basket/add')).toMatchObject([{ product: { id: 11 } }]);
    expect(location()).toBe('/profile/orders/5');

    await user.click(within(missing).getByRole('link', { name: 'Перейти в корзину' }));
    expect(location()).toBe('/basket');
  });

  it('is not offered while the order is in progress', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), overall: overall(), api: { order: order(5, 'COOKING') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 1005' });
    expect(screen.queryByRole('button', { name: 'Заказать снова' })).not.toBeInTheDocument();
  });
});

describe('paying an order online', () => {
  it('pays an unpaid order with its provider, the page opening beside the Mini App', async () => {
    const openLink = jest.fn();
    const { screen, user, api } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), telegram: { active: true, openLink },
      api: { order: order(5, 'CREATED', { paymentType: 'PAYME' }), paymentCheckout: { orderId: 5, paymentType: 'PAYME', url: 'https://checkout.paycom.uz/abc' } },
    });
    expect(await screen.findByText('Ожидает оплаты')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оплатить через Payme' }));
    expect(openLink).toHaveBeenCalledWith('https://checkout.paycom.uz/abc');
    expect(api.callsTo('paymentCheckout')).toMatchObject([{ params: { id: 5 } }]);
    expect(screen.getByRole('button', { name: 'Оплатить через Payme' })).toBeEnabled();
  });

  it('says why a card payment failed and offers to pay again', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile/orders/5', session: session({ lastOrderId: 5 }),
      api: {
        order: order(5, 'CREATED', { paymentType: 'PAYME', paymentStatus: 'CANCELLED', paymentRefusal: 'INSUFFICIENT_FUNDS' }),
        paymentCheckout: apiError(409, 'ORDER_PAID', 'Заказ уже оплачен'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата картой не прошла: На карте недостаточно средств');
    expect(screen.getByText('Оплата не прошла. Можно оплатить снова или выбрать другой способ.')).toBeInTheDocument();
    expect(screen.getByText('Оплата отменена')).toBeInTheDocument();
    // A cancelled payment is no success to announce.
    expect(screen.queryByText('Ваш заказ подтверждён')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    expect(await screen.findByRole('button', { name: 'Оплатить снова' })).toBeEnabled();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Заказ уже оплачен' }]);
  });

  it('shows a paid order as paid, with nothing to pay', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile/orders/5', session: loggedIn(), api: { order: order(5, 'COOKING', { paymentType: 'CLICK', isPaid: true, paymentStatus: 'PAID' }) },
    });
    expect(await screen.findByText('Оплачен')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
  });
});
