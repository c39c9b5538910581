import { specMessage } from '@storefront/contracts';
import { renderRemote } from '@storefront/ui/testing';
import { within } from '@testing-library/react';
import app from '../src/app';
import { branch, customer, line, overall, product, withSauces } from './fixtures';

const plov = product(1, 'Плов', { costPrice: 20_000, discount: 10 });
const burger = withSauces(2, 'Бургер', { costPrice: 30_000 });
const cola = product(3, 'Кола', { costPrice: 8_000, isCartRecommendation: true });
const salad = withSauces(4, 'Салат', { costPrice: 15_000, isCartRecommendation: true });
const menu = overall([plov, burger, cola, salad]);

describe('/basket', () => {
  it('shows an empty basket with the way to the menu and the recommendations to start with', async () => {
    const { screen, user, emitted } = await renderRemote(app, { url: '/basket', overall: menu });
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByText('Ваша корзина пуста.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в меню' })).toHaveAttribute('href', '/');
    const recommended = screen.getByTestId('recommendations');
    expect(within(recommended).getByRole('heading', { name: 'Добавьте к заказу' })).toBeInTheDocument();
    expect(within(recommended).getByText('8 000 сум')).toBeInTheDocument();

    // A product without required choices goes to the basket at once.
    await user.click(screen.getByRole('button', { name: 'Добавить: Кола' }));
    expect(emitted('basket/add')).toMatchObject([{ product: { id: 3, costPrice: 8_000 }, modifications: [], count: 1 }]);
    // The basket now has the line, and the recommendation is gone from the list.
    expect(await screen.findByRole('heading', { level: 2, name: 'Кола' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить: Кола' })).not.toBeInTheDocument();
  });

  it('lists the lines with their choices, prices and the totals', async () => {
    const lines = [line(plov, 2), line(burger, 1, [{ id: 31, price: 3_000, count: 2 }])];
    const { screen } = await renderRemote(app, { url: '/basket', session: customer({ lines }), overall: menu });
    const rows = screen.getAllByTestId('basket-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading', { name: 'Плов' })).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('line-price')).toHaveTextContent('36 000 сум');
    expect(within(rows[0]).getByTestId('line-count')).toHaveTextContent('2');
    expect(within(rows[1]).getByTestId('line-modifications')).toHaveTextContent('Сырный ×2');
    expect(within(rows[1]).getByTestId('line-price')).toHaveTextContent('36 000 сум');
    // 2 × 20 000 + (30 000 + 2 × 3 000), less 10 % of the pilaf.
    expect(screen.getByTestId('total-products')).toHaveTextContent('76 000 сум');
    expect(screen.getByTestId('total-product-discount')).toHaveTextContent('-4 000 сум');
    expect(screen.getByTestId('total-price')).toHaveTextContent('72 000 сум');
    expect(screen.getByRole('link', { name: 'Оформить' })).toHaveAttribute('href', '/checkout');
    // A product with required choices is recommended with a link to choose them.
    expect(screen.getByRole('link', { name: 'Выбрать' })).toHaveAttribute('href', '/product/4');
  });

  it('changes counts, removes lines and empties the basket through the bus', async () => {
    const lines = [line(plov, 2), line(burger, 1, [{ id: 32, price: 2_000, count: 1 }])];
    const { screen, user, emitted } = await renderRemote(app, { url: '/basket', session: customer({ lines }), overall: menu });

    await user.click(screen.getByRole('button', { name: 'Больше: Плов' }));
    expect(emitted('basket/set-count')).toEqual([{ lineId: '1', count: 3 }]);
    expect(within(screen.getAllByTestId('basket-line')[0]).getByTestId('line-count')).toHaveTextContent('3');
    expect(screen.getByTestId('total-price')).toHaveTextContent('86 000 сум');

    await user.click(screen.getByRole('button', { name: 'Меньше: Плов' }));
    expect(emitted('basket/set-count')[1]).toEqual({ lineId: '1', count: 2 });

    await user.click(screen.getByRole('button', { name: 'Удалить: Бургер' }));
    expect(emitted('basket/remove')).toEqual([{ lineId: '2:32x1' }]);
    expect(screen.getAllByTestId('basket-line')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    expect(emitted('basket/clear')).toHaveLength(1);
    expect(await screen.findByText('Ваша корзина пуста.')).toBeInTheDocument();
  });

  it('refuses one more than the branch has, with the spec message', async () => {
    const short = product(5, 'Самса', { costPrice: 6_000 }, 2);
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/basket', overall: overall([short]), session: customer({ lines: [line(short, 2)] }, { nearestBranch: branch(1, 'Чиланзар') }),
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Больше: Самса' }));
    expect(emitted('basket/set-count')).toEqual([]);
    expect(emitted('notify')).toEqual([{ kind: 'error', message: specMessage('notEnoughStock', 'ru') }]);
    expect(screen.getByRole('alert')).toHaveTextContent(specMessage('notEnoughStock', 'ru'));
    // Fewer clears the warning.
    await user.click(screen.getByRole('button', { name: 'Меньше: Самса' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns of a basket already over the branch stock', async () => {
    const short = product(5, 'Самса', { costPrice: 6_000 }, 1);
    const { screen } = await renderRemote(app, {
      url: '/basket', overall: overall([short]), session: customer({ lines: [line(short, 3)] }, { nearestBranch: branch(1, 'Чиланзар') }),
    });
    expect(screen.getByTestId('line-stock')).toHaveTextContent(specMessage('notEnoughStock', 'ru'));
  });

  it('goes to the checkout', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/basket', overall: menu, session: customer({ lines: [line(plov, 1)] }),
    });
    await user.click(screen.getByRole('link', { name: 'Оформить' }));
    expect(location()).toBe('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
  });

  it('speaks the language picked in the header', async () => {
    const { screen, changeLanguage } = await renderRemote(app, { url: '/basket', overall: menu, session: customer({ lines: [line(plov, 1)] }) });
    await changeLanguage('eng');
    expect(screen.getByRole('heading', { level: 1, name: 'Basket' })).toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('18 000 UZS');
  });
});
