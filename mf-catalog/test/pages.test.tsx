import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { specMessage, type Branch } from '@storefront/contracts';
import { emptyDraft } from '@storefront/runtime';
import { apiError, renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { MENU, samarkandPlov, weddingPlov } from './fixtures';

const atBranch1 = { nearestBranch: { id: 1 } as Branch };

describe('/product/{id}', () => {
  it('shows the product in full with its grade, and adds it with its choices', async () => {
    const { screen, user, emitted, api } = await renderRemote(app, {
      url: '/product/101', overall: MENU, api: { grades: [{ productId: 101, grade: 4.5 }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Свадебный плов' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Вернуться в меню' })).toHaveAttribute('href', '/');
    expect(await screen.findByLabelText('Оценка: 4.5 из 5')).toHaveTextContent('4.5');
    expect(api.callsTo('grades')).toHaveLength(1);
    expect(screen.getByTestId('product-unit-price')).toHaveTextContent('45 000 сум50 000 сум −10%');
    expect(screen.getByText('400 г')).toBeInTheDocument();
    expect(screen.getByText('650 ккал')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Перепелиное яйцо/ }));
    await user.click(screen.getByTestId('product-add'));
    expect(emitted('basket/add')).toEqual([{
      product: expect.objectContaining({ id: 101, costPrice: 50_000, discount: 10 }), count: 1,
      modifications: [{ id: 511, price: 0, count: 1 }, { id: 521, price: 8_000, count: 1 }, { id: 522, price: 3_000, count: 1 }],
    }]);
    expect(screen.getByText('Добавлено в корзину')).toHaveAttribute('role', 'status');
  });

  it('browses the gallery and zooms in the image viewer', async () => {
    const { screen, user } = await renderRemote(app, { url: '/product/101', overall: MENU, api: { grades: [] } });
    const thumbs = await screen.findAllByRole('button', { name: /Свадебный плов: Фото/ });
    expect(thumbs).toHaveLength(2);
    await user.click(thumbs[1]);
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByTestId('gallery-open'));
    const viewer = screen.getByRole('dialog', { name: 'Свадебный плов' });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('status')).toHaveTextContent('Загрузка…');
    // Hidden until it has loaded (or a second has passed).
    const image = within(viewer).getByAltText('Свадебный плов');
    expect(image).toHaveStyle({ visibility: 'hidden' });
    fireEvent.load(image);
    expect(within(viewer).queryByRole('status')).not.toBeInTheDocument();
    expect(image).toHaveStyle({ visibility: 'visible' });
    await user.click(within(viewer).getByRole('button', { name: 'Вперёд' }));
    expect(within(viewer).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Назад' }));
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();

    // Two clicks within 500 ms zoom in, two more zoom out; the wheel zooms by steps.
    const shown = within(viewer).getByAltText('Свадебный плов');
    fireEvent.click(shown, { timeStamp: 1000 });
    fireEvent.click(shown, { timeStamp: 1200 });
    await waitFor(() => expect(shown).toHaveAttribute('data-zoom', '2'));
    fireEvent.click(shown, { timeStamp: 2000 });
    fireEvent.click(shown, { timeStamp: 2100 });
    await waitFor(() => expect(shown).toHaveAttribute('data-zoom', '1'));
    fireEvent.wheel(viewer, { deltaY: -100 });
    await waitFor(() => expect(shown).toHaveAttribute('data-zoom', '1.1'));

    await user.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a product the branch does not sell is not available, and offers no basket button', async () => {
    const { screen } = await renderRemote(app, { url: '/product/103', overall: MENU, session: atBranch1, api: { grades: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(specMessage('productUnavailable', 'ru'));
    expect(screen.queryByTestId('product-add')).not.toBeInTheDocument();
  });

  it('shows a product of a category without basket buttons with no button either', async () => {
    const { screen } = await renderRemote(app, { url: '/product/302', overall: MENU, api: { grades: apiError(500, 'INTERNAL', 'no') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Торт на заказ' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-add')).not.toBeInTheDocument();
  });

  it('says a product the menu does not list is not on the menu', async () => {
    const { screen } = await renderRemote(app, { url: '/product/999', overall: MENU, api: { grades: [] } });
    expect(await screen.findByText(/Этого товара нет в меню\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в меню' })).toHaveAttribute('href', '/');
  });

  it('shows the floating basket on the product page', async () => {
    const line = { lineId: '102', product: { id: 102, name: { ru: 'Самаркандский плов' }, costPrice: 40_000, discount: 0 }, modifications: [], count: 1 };
    const { screen } = await renderRemote(app, {
      url: '/product/102', overall: MENU, settings: { basketPosition: 'FLOATING_OVER_PRODUCT' },
      session: { draft: { ...emptyDraft(), lines: [line] } }, api: { grades: [] },
    });
    expect(await screen.findByTestId('floating-basket-total')).toHaveTextContent('40 000 сум');
  });
});

describe('/category', () => {
  it('lists one category\'s products at the nearest branch', async () => {
    const { screen, user, emitted } = await renderRemote(app, { url: '/category?id=1', overall: MENU, session: atBranch1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Плов' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Вернуться в меню' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Свадебный плов', 'Самаркандский плов']);
    await user.click(screen.getByRole('button', { name: 'В корзину: Самаркандский плов' }));
    expect(emitted('basket/add')).toMatchObject([{ product: { id: 102 }, count: 1 }]);
  });

  it('says an unknown or empty category has nothing yet', async () => {
    const { screen } = await renderRemote(app, { url: '/category?id=42', overall: MENU });
    expect(await screen.findByRole('heading', { level: 1, name: /В этом разделе пока нет товаров\./ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в меню' })).toHaveAttribute('href', '/');
  });
});

describe('/search', () => {
  it('finds products as the customer types, in any spelling, and remembers the searches', async () => {
    const { screen, user } = await renderRemote(app, { url: '/search', overall: MENU });
    const field = await screen.findByRole('searchbox', { name: 'Поиск' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'плов');
    expect(await screen.findByText('Найдено товаров: 2')).toBeInTheDocument();
    const results = screen.getByTestId('search-results');
    expect(within(results).getByRole('heading', { level: 4, name: 'Свадебный плов' })).toBeInTheDocument();
    // The Uzbek spelling finds the same.
    await user.clear(field);
    await user.type(field, 'palov{Enter}');
    expect(await screen.findByText('Найдено товаров: 2')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'пицца');
    expect(screen.getByText('По запросу «пицца» ничего не найдено.')).toBeInTheDocument();

    await user.clear(field);
    const recent = screen.getByTestId('recent-searches');
    expect(within(recent).getByRole('heading', { name: 'Недавние запросы' })).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: 'palov' }));
    expect(field).toHaveValue('palov');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Очистить историю' }));
    expect(screen.queryByTestId('recent-searches')).not.toBeInTheDocument();
  });

  it('remembers a query a result was opened from, and one left on screen', async () => {
    const first = await renderRemote(app, { url: '/search', overall: MENU });
    await first.user.type(await first.screen.findByRole('searchbox'), 'кола');
    await first.user.click(await first.screen.findByRole('button', { name: 'В корзину: Кола' }));
    expect(first.emitted('basket/add')).toMatchObject([{ product: { id: 201 } }]);
    await first.user.clear(first.screen.getByRole('searchbox'));
    await first.user.type(first.screen.getByRole('searchbox'), 'лимонад');
    await first.screen.findByText('Найдено товаров: 1');
    act(() => { window.dispatchEvent(new Event('pagehide')); });
    await first.unmount();

    const again = await renderRemote(app, { url: '/search', overall: MENU });
    const recent = await again.screen.findByTestId('recent-searches');
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['кола', 'лимонад']));
  });

  it('draws the cards of the first results out of sight before the first key, and the first key fills them', async () => {
    const { screen, user } = await renderRemote(app, { url: '/search', overall: MENU });
    const field = await screen.findByRole('searchbox');
    // Once the index is built, the menu's first products are drawn unseen, inert and hidden from assistive technology.
    await waitFor(() => expect(document.querySelector('.cat-search-warm article')).not.toBeNull());
    const resting = document.querySelector('.cat-search-warm')!;
    expect(resting).toHaveAttribute('aria-hidden', 'true');
    expect(resting).toHaveAttribute('inert');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByTestId('search-results')).toBeNull();
    const drawn = [...resting.querySelectorAll('article')];
    await user.type(field, 'плов');
    expect(await screen.findByText('Найдено товаров: 2')).toBeInTheDocument();
    // The same cards, now seen, with the results' products.
    const results = within(screen.getByTestId('search-results')).getAllByRole('article');
    expect(results).toHaveLength(2);
    expect(results.every((card) => drawn.includes(card))).toBe(true);
    expect(results.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Свадебный плов', 'Самаркандский плов']);
    // Cleared, the last results rest out of sight again, and the history shows.
    await user.clear(field);
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect([...document.querySelectorAll('.cat-search-warm article')]).toEqual(results);
  });

  it('shows each key\'s results in the cards already drawn, each product with its own picture', async () => {
    const pie = { ...samarkandPlov, id: 601, priority: 1, name: { ru: 'Пирожок', uz: null, eng: null }, image: 'pie.jpg' };
    const plov = { ...samarkandPlov, id: 602, priority: 2, name: { ru: 'Плов', uz: null, eng: null }, image: 'plov.jpg' };
    const { screen, user } = await renderRemote(app, { url: '/search', overall: { ...MENU, products: [pie, plov] } });
    const field = await screen.findByRole('searchbox');
    await user.type(field, 'п');
    const card = (await screen.findAllByRole('article'))[0];
    expect(card).toHaveAttribute('data-product-id', '601');
    // The picture follows a frame after the names and prices.
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toContain('pie.jpg'));
    const picture = card.querySelector('img');
    await user.type(field, 'л');
    await waitFor(() => expect(within(screen.getByTestId('search-results')).getAllByRole('article')).toHaveLength(1));
    const [now] = within(screen.getByTestId('search-results')).getAllByRole('article');
    expect(now).toBe(card);
    expect(now).toHaveAttribute('data-product-id', '602');
    expect(within(now).getByRole('heading', { level: 4 })).toHaveTextContent('Плов');
    expect(within(now).getByRole('link')).toHaveAttribute('href', '/product/602');
    expect(within(now).getByRole('button', { name: 'В корзину: Плов' })).toBeInTheDocument();
    // Never the last product's picture: an empty square of its size until the new one comes.
    expect(now.querySelector('img')?.getAttribute('src') ?? '').not.toContain('pie.jpg');
    await waitFor(() => expect(now.querySelector('img')?.getAttribute('src')).toContain('plov.jpg'));
    expect(now.querySelector('img')).not.toBe(picture);
    expect(now.querySelector('.cat-card-picture-wait')).toBeNull();
  });

  it('keeps the picture of a place whose product stays, with no empty square between keys', async () => {
    const plovA = { ...samarkandPlov, id: 611, priority: 1, name: { ru: 'Плов один', uz: null, eng: null }, image: 'one.jpg' };
    const plovB = { ...samarkandPlov, id: 612, priority: 2, name: { ru: 'Плов два', uz: null, eng: null }, image: 'two.jpg' };
    const { screen, user } = await renderRemote(app, { url: '/search', overall: { ...MENU, products: [plovA, plovB] } });
    const field = await screen.findByRole('searchbox');
    await user.type(field, 'пл');
    const [card] = await screen.findAllByRole('article');
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toContain('one.jpg'));
    const picture = card.querySelector('img');
    await user.type(field, 'ов');
    await screen.findByText('Найдено товаров: 2');
    expect(card.querySelector('img')).toBe(picture);
    expect(card.querySelector('.cat-card-picture-wait')).toBeNull();
  });

  it('shows many results in chunks: the first at once, the rest as the typing pauses', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...weddingPlov, id: 500 + i, name: { ru: `Плов ${i + 1}`, uz: null, eng: null }, modificationGroups: [] }));
    const { screen, user } = await renderRemote(app, { url: '/search', overall: { ...MENU, products: many } });
    await user.type(await screen.findByRole('searchbox'), 'плов');
    expect(await screen.findByText('Найдено товаров: 8')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('search-results')).getAllByRole('article')).toHaveLength(8));
  });
});

describe('/extra and /extra2', () => {
  it('shows the merchant\'s page, sanitised', async () => {
    const { screen, api } = await renderRemote(app, {
      url: '/extra', overall: MENU,
      api: { policies: [{ type: 'EXTRA', text: { ru: '<h1>О доставке</h1><p>Доставляем с 10 до 22.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>', uz: null, eng: null } }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'О доставке' })).toBeInTheDocument();
    expect(screen.getByText('Доставляем с 10 до 22.')).toBeInTheDocument();
    expect(api.callsTo('policies')[0]).toMatchObject({ query: { type: 'EXTRA' } });
    const page = screen.getByTestId('extra-page');
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('says a page the merchant has not written is empty', async () => {
    const { screen, api } = await renderRemote(app, { url: '/extra2', overall: MENU, api: { policies: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница' })).toBeInTheDocument();
    expect(screen.getByTestId('extra-missing')).toHaveTextContent('Эта страница пока пуста.');
    expect(api.callsTo('policies')[0]).toMatchObject({ query: { type: 'EXTRA2' } });
  });

  it('shows the page loading, and an API error as empty with the error notice', async () => {
    const { screen, emitted } = await renderRemote(app, { url: '/extra', overall: MENU, api: { policies: apiError(500, 'INTERNAL', 'Сервис недоступен') } });
    expect(await screen.findByTestId('extra-missing')).toBeInTheDocument();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Сервис недоступен' }]);
  });

  it('speaks the language picked in the header', async () => {
    const { screen, changeLanguage } = await renderRemote(app, { url: '/extra', overall: MENU, api: { policies: [] } });
    await screen.findByTestId('extra-missing');
    await changeLanguage('uz');
    expect(screen.getByTestId('extra-missing')).toHaveTextContent("Bu sahifa hali to'ldirilmagan.");
  });
});
