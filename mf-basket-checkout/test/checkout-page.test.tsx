import { specMessage, type OrderRequest } from '@storefront/contracts';
import { localDate } from '@storefront/contracts/rules';
import { apiError, DEMO_USER, renderRemote, type ApiHandlers, type RenderRemoteOptions } from '@storefront/ui/testing';
import { act, waitFor, within } from '@testing-library/react';
import app from '../src/app';
import {
  address, branch, card, customer, deliverySettings, line, placed, point, product, promo,
} from './fixtures';

const plov = product(1, 'Плов', { costPrice: 20_000 });
const chilanzar = branch(1, 'Чиланзар');
const yunusabad = branch(2, 'Юнусабад', { pickup: false, dinein: false });

/** What the checkout asks for as it opens: the customer, the merchant's delivery settings, the branches, the cards. */
const answers = (change: ApiHandlers = {}): ApiHandlers => ({
  me: DEMO_USER, deliverySettings: deliverySettings(), branchesFull: [chilanzar, yunusabad], cards: [], addresses: [],
  closestBranch: chilanzar, tariff: { price: 10_000 }, orderCreate: placed(55), ...change,
});

/** The checkout of a customer with two pilafs and, unless told, a point on the map to deliver to. */
async function openCheckout(options: RenderRemoteOptions & { withAddress?: boolean; settled?: boolean } = {}) {
  const { withAddress = true, settled = true, api, session, ...rest } = options;
  const kit = await renderRemote(app, {
    url: '/checkout',
    session: session ?? customer({ lines: [line(plov, 2)], address: withAddress ? point : null }),
    api: answers(api),
    ...rest,
  });
  // The form waits for the merchant's delivery settings (its default service type).
  if (settled) await waitFor(() => expect(kit.screen.queryByText('...loading')).not.toBeInTheDocument());
  return kit;
}

const orderBody = (kit: { api: { callsTo(name: 'orderCreate' | 'orderCreateAtTime'): { body: unknown }[] } }, name: 'orderCreate' | 'orderCreateAtTime' = 'orderCreate') =>
  kit.api.callsTo(name)[0]?.body as OrderRequest;

describe('/checkout', () => {
  it('prices a delivery to the chosen point and places the order, landing on the order page', async () => {
    const kit = await openCheckout();
    const { screen, user, api, emitted } = kit;
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeChecked();
    expect(screen.getByTestId('chosen-address')).toHaveTextContent('Амира Темура, 15');
    // The nearest delivering branch, then the tariff for the basket.
    expect(await screen.findByTestId('delivery-price')).toHaveTextContent('Доставка: 10 000 сум');
    expect(api.callsTo('closestBranch')[0]).toMatchObject({ query: { lat: point.latitude, lon: point.longitude, type: 'DELIVERY' } });
    expect(api.callsTo('tariff')[0].body).toMatchObject({ productPrice: 40_000, branchId: 1, cityId: 1 });
    expect(emitted('branch/nearest-changed')).toMatchObject([{ branch: { id: 1 } }]);
    expect(screen.getByTestId('total-delivery')).toHaveTextContent('10 000 сум');
    expect(screen.getByTestId('total-price')).toHaveTextContent('50 000 сум');
    expect(screen.getByRole('radio', { name: 'Наличные' })).toBeChecked();

    await user.type(screen.getByLabelText('Подъезд'), '2');
    await user.type(screen.getByLabelText('Этаж'), '5');
    expect(emitted('address/changed').at(-1)).toEqual({ address: point, entrance: { entrance: '2', floor: '5' } });
    expect(screen.getByTestId('chosen-address')).toHaveTextContent('Амира Темура, 15; подъезд 2, этаж 5');
    await user.type(screen.getByLabelText('Комментарий к заказу'), 'Без лука');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/55'));
    expect(api.callsTo('orderCreate')).toHaveLength(1);
    expect(orderBody(kit)).toMatchObject({
      serviceType: 'DELIVERY', paymentType: 'CASH', later: false, day: null, time: null,
      address: { latitude: point.latitude, longitude: point.longitude, streetName: 'Амира Темура' },
      entrance: '2', floor: '5', office: null, branch: { id: 1 }, cityId: 1, comment: 'Без лука', user: { id: 7 }, merchant: { id: 1 },
      cartItems: [{ product: { id: 1, costPrice: 20_000, count: 2 }, modifications: [] }],
      totals: { productPrice: 40_000, deliveryPrice: 10_000, totalPrice: 50_000 },
    });
    expect(api.callsTo('paymentCheckout')).toEqual([]);
    expect(emitted('order/placed')).toEqual([{ orderId: 55 }]);
    // The success notice is the order page's (told there while it holds), not the checkout's.
    expect(emitted('notify')).toEqual([]);
    expect(kit.store.getState().draft.lines).toEqual([]);
  });

  it('asks for an address before a delivery is placed, and the message goes once one is chosen', async () => {
    const saved = address(3, 'Навои', '5', { name: 'Дом', entrance: { floor: '3' } });
    const { screen, user, api, emitted } = await openCheckout({ withAddress: false, api: { addresses: [saved] } });
    expect(screen.getByText('Адрес не выбран')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать на карте' })).toHaveAttribute('href', '/address/delivery');
    expect(screen.getByRole('link', { name: 'Сохранённые адреса' })).toHaveAttribute('href', '/choose-address');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByTestId('address-error')).toHaveTextContent(specMessage('requiredField', 'ru'));
    expect(emitted('order/failed')).toEqual([{ reason: 'invalid' }]);
    expect(api.callsTo('orderCreate')).toEqual([]);
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());

    // A saved address: its own entrance info comes with it.
    const savedAddresses = await screen.findByRole('radiogroup', { name: 'Сохранённые адреса' });
    await user.click(within(savedAddresses).getByRole('radio', { name: 'Дом · Навои, 5; этаж 3' }));
    expect(emitted('address/changed')).toEqual([{ address: saved, entrance: { floor: '3' } }]);
    expect(screen.queryByTestId('address-error')).not.toBeInTheDocument();
    expect(await screen.findByTestId('delivery-price')).toHaveTextContent('10 000 сум');
  });

  it('tells the customer an address outside every delivery area is not served', async () => {
    const { screen, user, api } = await openCheckout({
      api: { closestBranch: apiError(422, 'OUT_OF_DELIVERY_AREA', 'Вне зоны доставки') },
    });
    const alert = await screen.findByTestId('out-of-area');
    expect(alert).toHaveTextContent(specMessage('addressNotServed', 'ru'));
    expect(alert).toHaveTextContent(specMessage('chooseAnotherAddress', 'ru'));
    expect(api.callsTo('tariff')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByTestId('address-error')).toHaveTextContent(specMessage('addressNotServed', 'ru'));
    expect(api.callsTo('orderCreate')).toEqual([]);
  });

  it('shows a tariff that could not be worked out as an error', async () => {
    const { emitted, screen } = await openCheckout({ api: { tariff: apiError(500, 'INTERNAL', 'Сервис тарифов недоступен') } });
    await waitFor(() => expect(emitted('notify')).toContainEqual({ kind: 'error', message: 'Сервис тарифов недоступен' }));
    expect(screen.queryByTestId('delivery-price')).not.toBeInTheDocument();
  });

  it('shows a branch lookup that failed as an error', async () => {
    const { emitted } = await openCheckout({ api: { closestBranch: apiError(500, 'INTERNAL', 'Филиалы недоступны') } });
    await waitFor(() => expect(emitted('notify')).toContainEqual({ kind: 'error', message: 'Филиалы недоступны' }));
  });

  it('places a pick-up order from the branch the customer chooses, with no address', async () => {
    const kit = await openCheckout({ withAddress: false });
    const { screen, user } = kit;
    await user.click(screen.getByRole('radio', { name: 'Самовывоз' }));
    const branches = screen.getByRole('radiogroup', { name: 'Филиал' });
    // Only the branches that serve pick-up.
    expect(within(branches).getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByTestId('address-section')).not.toBeInTheDocument();
    expect(screen.queryByTestId('total-delivery')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать на карте' })).toHaveAttribute('href', '/address/pickup');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByTestId('branch-error')).toHaveTextContent(specMessage('requiredField', 'ru'));
    await user.click(within(branches).getByRole('radio', { name: 'Чиланзар — Чиланзар, 1' }));
    await user.click(screen.getByRole('radio', { name: 'Терминал' }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/55'));
    expect(orderBody(kit)).toMatchObject({
      serviceType: 'PICK_UP', paymentType: 'TERMINAL', branch: { id: 1 }, address: null, entrance: null, courierComment: null,
      totals: { deliveryPrice: 0, totalPrice: 40_000 },
    });
  });

  it('starts a dine-in at the nearest branch and says when no branch serves it', async () => {
    const { screen } = await openCheckout({
      session: customer({ lines: [line(plov, 1)] }, { nearestBranch: chilanzar }),
      api: { deliverySettings: deliverySettings({ website: 'DINE_IN' }) },
    });
    expect(screen.getByRole('radio', { name: 'В зале' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Чиланзар — Чиланзар, 1' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Выбрать на карте' })).not.toBeInTheDocument();

    const none = await openCheckout({ api: { deliverySettings: deliverySettings({ website: 'PICK_UP' }), branchesFull: [yunusabad] } });
    expect(await none.screen.findByText('Нет доступных филиалов')).toBeInTheDocument();
    await none.user.click(none.screen.getByRole('radio', { name: 'Доставка' }));
    expect(none.screen.getByTestId('address-section')).toBeInTheDocument();
  });

  it('applies a promo code, shows its discount and sends it with the order', async () => {
    const kit = await openCheckout({ api: { promoByCode: promo('SALOM') } });
    const { screen, user, api } = kit;
    await screen.findByTestId('delivery-price');
    await user.type(screen.getByLabelText('Промокод'), 'SALOM');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(specMessage('promoAdded', 'ru'));
    expect(api.callsTo('promoByCode')[0]).toMatchObject({ params: { code: 'SALOM' } });
    expect(screen.getByTestId('total-promo')).toHaveTextContent('-5 000 сум');
    expect(screen.getByTestId('total-price')).toHaveTextContent('45 000 сум');
    expect(screen.getByLabelText('Промокод')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(api.callsTo('orderCreate')).toHaveLength(1));
    expect(orderBody(kit)).toMatchObject({ promoId: 70, promoCode: 'SALOM', totals: { productDiscount: 5_000 } });
  });

  it('refuses an unknown promo code, one below its minimum and an empty one', async () => {
    const { screen, user, api } = await openCheckout({
      api: { promoByCode: ({ params }) => (params.code === 'BIG' ? promo('BIG', { minPrice: 100_000 }) : apiError(404, 'NOT_FOUND', 'not found')) },
    });
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(screen.getByRole('alert')).toHaveTextContent(specMessage('requiredField', 'ru'));
    expect(api.callsTo('promoByCode')).toEqual([]);

    await user.type(screen.getByLabelText('Промокод'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByTestId('promo-message')).toHaveTextContent('Промокод не найден');

    await user.clear(screen.getByLabelText('Промокод'));
    await user.type(screen.getByLabelText('Промокод'), 'BIG');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.getByTestId('promo-message'))
      .toHaveTextContent(specMessage('promoMinPrice', 'ru', { minPrice: '100 000 сум' })));
    expect(screen.queryByTestId('total-promo')).not.toBeInTheDocument();
  });

  it('takes a promo offered from the profile when it opens, and lets the customer remove it', async () => {
    const { screen, user, emitted } = await openCheckout({
      session: customer({ lines: [line(plov, 2)], address: point, promoCode: 'GIFT' }),
      api: { promoByCode: promo('GIFT', { discountType: 'PERCENTAGE', productDiscount: 10 }) },
    });
    expect(emitted('promo/offered')).toEqual([{ code: null }]);
    expect(await screen.findByTestId('total-promo')).toHaveTextContent('-4 000 сум');
    expect(screen.getByLabelText('Промокод')).toHaveValue('GIFT');
    await user.click(within(screen.getByTestId('promo-section')).getByRole('button', { name: 'Удалить' }));
    expect(screen.getByLabelText('Промокод')).toHaveValue('');
    expect(screen.queryByTestId('total-promo')).not.toBeInTheDocument();
  });

  it('spends the cashback balance and tells what the order earns', async () => {
    const kit = await openCheckout();
    const { screen, user } = kit;
    await screen.findByTestId('delivery-price');
    expect(screen.getByTestId('cashback-balance')).toHaveTextContent('Баланс: 12 000 сум');
    expect(screen.getByTestId('cashback-earn')).toHaveTextContent(/За этот заказ после доставки начислим [\d ]+ сум кешбэка/);
    await user.click(screen.getByRole('checkbox', { name: 'Оплатить кешбэком' }));
    expect(screen.getByTestId('total-cashback')).toHaveTextContent('-12 000 сум');
    expect(screen.getByTestId('total-price')).toHaveTextContent('38 000 сум');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(kit.api.callsTo('orderCreate')).toHaveLength(1));
    expect(orderBody(kit)).toMatchObject({ cashback: 12_000, totals: { totalPrice: 38_000 } });
  });

  it('shows the service fee and its threshold from the delivery settings', async () => {
    const { screen } = await openCheckout({
      api: { deliverySettings: deliverySettings({ isServiceFeeEnabled: true, isServiceFeeFreeAboveThreshold: true, serviceFeeAmount: 3_000, serviceFeeThreshold: 100_000 }) },
    });
    expect(screen.getByTestId('service-fee-note')).toHaveTextContent('Сервисный сбор 3 000 сум; не взимается с заказов дороже 100 000 сум');
    expect(screen.getByTestId('total-service-fee')).toHaveTextContent('3 000 сум');
  });

  it('sends an online payment to the provider page, beside the Mini App inside Telegram', async () => {
    const openLink = jest.fn();
    const kit = await openCheckout({
      telegram: { openLink },
      api: {
        orderCreate: placed(56, { paymentType: 'CLICK' }),
        paymentCheckout: { orderId: 56, paymentType: 'CLICK', url: 'https://pay.test/56' },
      },
    });
    const { screen, user, api } = kit;
    await screen.findByTestId('delivery-price');
    await user.click(screen.getByRole('radio', { name: 'Click' }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(openLink).toHaveBeenCalledWith('https://pay.test/56'));
    expect(orderBody(kit)).toMatchObject({ paymentType: 'CLICK', cardId: null });
    expect(api.callsTo('paymentCheckout')[0]).toMatchObject({ params: { id: 56 } });
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/56'));
  });

  it('pays with a saved card, charged by the server', async () => {
    const kit = await openCheckout({ api: { cards: [card(5, '860006******6311')], orderCreate: placed(57, { paymentType: 'PAYME' }) } });
    const { screen, user, api } = kit;
    expect(await screen.findByRole('link', { name: 'Добавить другую карту' })).toHaveAttribute('href', '/profile/cards/create?from=checkout');
    await user.click(screen.getByRole('radio', { name: 'Uzcard 8600 06** **** 6311' }));
    expect(screen.getByRole('radio', { name: 'Наличные' })).not.toBeChecked();
    await screen.findByTestId('delivery-price');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/57'));
    expect(orderBody(kit)).toMatchObject({ paymentType: 'PAYME', cardId: 5 });
    expect(api.callsTo('paymentCheckout')).toEqual([]);
  });

  it('offers to add a first card', async () => {
    const { screen } = await openCheckout();
    expect(await screen.findByRole('link', { name: 'Добавить карту' })).toBeInTheDocument();
  });

  it('offers days and times from lists, not the browser\'s date field, and places the order at the chosen one', async () => {
    const kit = await openCheckout({ api: { orderCreateAtTime: placed(58) } });
    const { screen, user, api } = kit;
    await screen.findByTestId('delivery-price');
    await user.click(screen.getByRole('radio', { name: 'Ко времени' }));
    const dayField = screen.getByLabelText(/^День/);
    const timeField = screen.getByLabelText(/^Время/);
    // A day and a time are chosen at once: the first the branch takes, never an empty field.
    expect(dayField).not.toHaveValue('');
    expect(timeField).not.toHaveValue('');

    const day = localDate(new Date(Date.now() + 3 * 86_400_000));
    await user.selectOptions(dayField, day);
    await user.selectOptions(timeField, '12:30');
    expect(within(dayField).getByRole('option', { selected: true }).textContent).toMatch(/^[а-я]{2}, \d{1,2} [а-я]+\.?$/);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/58'));
    expect(api.callsTo('orderCreate')).toEqual([]);
    expect(orderBody(kit, 'orderCreateAtTime')).toMatchObject({ later: true, day, time: '12:30' });
  });

  it('shows the API refusing the order and lets the customer try again, placing one order per click', async () => {
    let answer: ReturnType<typeof apiError> | ReturnType<typeof placed> = apiError(409, 'PRODUCT_UNAVAILABLE', 'Плов закончился');
    let release: () => void = () => undefined;
    const kit = await openCheckout({
      api: { orderCreate: () => new Promise((resolve) => { release = () => resolve(answer); }) },
    });
    const { screen, user, api, emitted } = kit;
    await screen.findByTestId('delivery-price');
    const button = screen.getByRole('button', { name: 'Оформить заказ' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    release();
    await waitFor(() => expect(emitted('order/failed')).toEqual([{ reason: 'refused', code: 'PRODUCT_UNAVAILABLE' }]));
    expect(emitted('notify')).toContainEqual({ kind: 'error', message: 'Плов закончился' });
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
    expect(kit.location()).toBe('/checkout');

    answer = placed(59);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    release();
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/59'));
    expect(api.callsTo('orderCreate')).toHaveLength(2);
  });

  it('sends a guest to log in and back', async () => {
    const { screen, user, location, api } = await openCheckout({ session: customer({ lines: [line(plov, 1)] }, { token: null, user: null }) });
    expect(screen.getByTestId('login-first')).toHaveTextContent('Войдите, чтобы оформить заказ.');
    expect(api.callsTo('me')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(location()).toBe('/login');
    expect(api.callsTo('orderCreate')).toEqual([]);
    expect(window.localStorage.getItem('_redirectUrl') ?? JSON.stringify(window.localStorage)).toContain('/checkout');
  });

  it('sends a guest to log in from the link too', async () => {
    const { screen, user, location } = await openCheckout({ session: customer({ lines: [line(plov, 1)] }, { token: null, user: null }) });
    await user.click(screen.getByRole('link', { name: 'Войти' }));
    expect(location()).toBe('/login');
  });

  it('has nothing to check out with an empty basket', async () => {
    const { screen } = await openCheckout({ session: customer({ lines: [] }) });
    expect(screen.getByText('Ваша корзина пуста.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в меню' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).not.toBeInTheDocument();
  });

  it('waits for the merchant settings before drawing the form', async () => {
    let release: () => void = () => undefined;
    const { screen } = await openCheckout({
      settled: false,
      api: { deliverySettings: () => new Promise((resolve) => { release = () => resolve(deliverySettings()); }) },
    });
    expect(screen.getByText('...loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Оформить заказ' })).toBeInTheDocument();
  });

  it('hands the order button to Telegram inside the Mini App', async () => {
    let action: { text: string; onClick(): void } | null = null;
    const hide = jest.fn();
    const kit = await openCheckout({
      telegram: { active: true, mainButton: { show: (shown) => { action = shown; return { update: (next) => { action = next; }, hide }; } } },
    });
    const { screen } = kit;
    await screen.findByTestId('delivery-price');
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).not.toBeInTheDocument();
    await waitFor(() => expect(action?.text).toBe('Оформить заказ · 50 000 сум'));
    // Telegram's MainButton pressed.
    await act(async () => { action!.onClick(); });
    await waitFor(() => expect(kit.location()).toBe('/profile/orders/55'));
    expect(kit.api.callsTo('orderCreate')).toHaveLength(1);
  });
});
