import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { Branch } from '@storefront/contracts';
import { emptyDraft } from '@storefront/runtime';
import { loggedIn, renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { BANNERS, MENU, STORIES, cola } from './fixtures';

const branch1 = { id: 1 } as Branch;

describe('/ (the home menu)', () => {
  it('waits for the menu, then lists groups, categories and products by priority at the nearest branch', async () => {
    const { screen, data } = await renderRemote(app, { url: '/', session: { nearestBranch: branch1 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Меню' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка…');
    act(() => data.overall$.next(MENU));
    const menu = await screen.findByTestId('menu');
    // The first category at once, the rest a moment later.
    await waitFor(() => expect(within(menu).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Еда', 'Сладкое']));
    expect(within(menu).getByRole('heading', { level: 4, name: 'Свадебный плов' })).toBeInTheDocument();
    // Sold at another branch only: not on this menu.
    expect(within(menu).queryByRole('heading', { level: 4, name: 'Лагман' })).not.toBeInTheDocument();
    const plov = menu.querySelector('[data-category-id="1"]') as HTMLElement;
    expect(within(plov).getByText('2 шт.')).toBeInTheDocument();
    expect(within(plov).getByRole('link', { name: 'Все →' })).toHaveAttribute('href', '/category?id=1');
    // Price after the discount, the old price struck, the discount badge and the measure.
    const card = plov.querySelector('[data-product-id="101"]') as HTMLElement;
    expect(within(card).getByText('45 000 сум')).toBeInTheDocument();
    expect(within(card).getByText('50 000 сум').tagName).toBe('S');
    expect(within(card).getByText('−10%')).toBeInTheDocument();
    expect(within(card).getByText('400 г')).toBeInTheDocument();
    expect(await within(menu).findByText('0,5 л')).toBeInTheDocument();
    // The cakes are shown without a basket button.
    const cakes = menu.querySelector('[data-category-id="4"]') as HTMLElement;
    expect(within(cakes).getByRole('heading', { level: 4, name: 'Торт на заказ' })).toBeInTheDocument();
    expect(within(cakes).queryByRole('button', { name: /В корзину/ })).not.toBeInTheDocument();
  });

  it('scrolls to a group or category from its chip', async () => {
    const { screen } = await renderRemote(app, { url: '/', overall: MENU });
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const groups = await screen.findByRole('navigation', { name: 'Группы' });
    await waitFor(() => expect(document.getElementById('group-2')).not.toBeNull());
    await act(async () => { within(groups).getByRole('button', { name: 'Сладкое' }).click(); });
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('group-2'));
    const categories = screen.getByRole('navigation', { name: 'Разделы' });
    await act(async () => { within(categories).getByRole('button', { name: 'Напитки' }).click(); });
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('category-2'));
    // The hold ends with the customer's own scrolling.
    fireEvent.wheel(window);
    scroll.mockRestore();
  });

  it('puts a product without choices in the basket from its card', async () => {
    const { screen, user, emitted } = await renderRemote(app, { url: '/', overall: MENU });
    await user.click(await screen.findByRole('button', { name: 'В корзину: Кола' }));
    expect(emitted('basket/add')).toEqual([{
      product: expect.objectContaining({ id: cola.id, costPrice: 8_000, discount: 0 }), modifications: [], count: 1,
    }]);
  });

  it('opens a product with choices in a sheet, checks the required choice and adds it with its price', async () => {
    const { screen, user, emitted, location } = await renderRemote(app, { url: '/', overall: MENU });
    await user.click(await screen.findByRole('button', { name: 'Выбрать: Свадебный плов' }));
    const sheet = await screen.findByRole('dialog', { name: 'Свадебный плов' });
    expect(sheet).toHaveAttribute('data-testid', 'product-sheet');
    expect(location()).toBe('/');
    expect(within(sheet).getByRole('heading', { level: 2, name: 'Свадебный плов' })).toBeInTheDocument();
    expect(within(sheet).getByText('Рис девзира, говядина, жёлтая морковь, нут, изюм.')).toBeInTheDocument();
    expect(within(sheet).getByText('Хит')).toBeInTheDocument();
    expect(within(sheet).getByText('650 ккал')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Открыть на отдельной странице' })).toHaveAttribute('href', '/product/101');

    const add = within(sheet).getByTestId('product-add');
    expect(within(sheet).getByRole('radio', { name: /Стандартная/ })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /Казы/ })).toBeChecked();
    expect(within(sheet).getByRole('group', { name: /Добавки/ })).toHaveTextContent('обязательно · выберите до 2 · выберите не меньше 2');
    expect(add).toHaveTextContent('В корзину · 53 000 сум');
    await user.click(add);
    expect(within(sheet).getByRole('alert')).toHaveTextContent('выберите не меньше 2');
    expect(emitted('basket/add')).toEqual([]);

    await user.click(within(sheet).getByRole('checkbox', { name: /Ачичук/ }));
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: /Большая/ }));
    // A required single choice stays chosen when tapped again.
    await user.click(within(sheet).getByRole('radio', { name: /Большая/ }));
    expect(within(sheet).getByRole('radio', { name: /Большая/ })).toBeChecked();
    // Two extras at most: the third waits.
    expect(within(sheet).getByRole('checkbox', { name: /Перепелиное яйцо/ })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Больше' }));
    expect(within(sheet).getByTestId('product-count')).toHaveTextContent('2');
    // (45 000 + 15 000 + 8 000 + 5 000) × 2
    expect(add).toHaveTextContent('В корзину · 146 000 сум');
    await user.click(add);
    expect(emitted('basket/add')).toEqual([{
      product: expect.objectContaining({ id: 101 }), count: 2,
      modifications: [{ id: 512, price: 15_000, count: 1 }, { id: 521, price: 8_000, count: 1 }, { id: 523, price: 5_000, count: 1 }],
    }]);
    // The sheet closes once added.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a drink in a pop-up from its card, closed by its button or Escape', async () => {
    const { screen, user } = await renderRemote(app, { url: '/', overall: MENU });
    await user.click(await screen.findByRole('link', { name: 'Кола' }));
    const popup = await screen.findByRole('dialog', { name: 'Кола' });
    expect(popup).toHaveAttribute('data-testid', 'product-popup');
    await user.click(within(popup).getByRole('button', { name: 'Больше' }));
    await user.click(within(popup).getByRole('button', { name: 'Меньше' }));
    expect(within(popup).getByTestId('product-count')).toHaveTextContent('1');
    await user.click(within(popup).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Лимонад' }));
    expect(await screen.findByRole('dialog', { name: 'Лимонад' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a dessert on its own page', async () => {
    const { screen, user, location } = await renderRemote(app, { url: '/', overall: MENU });
    await user.click(await screen.findByRole('link', { name: 'Чизкейк' }));
    expect(location()).toBe('/product/301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Чизкейк' })).toBeInTheDocument();
  });

  it('shows the floating basket over the menu with the count and the total', async () => {
    const line = { lineId: '201', product: { id: 201, name: { ru: 'Кола' }, costPrice: 8_000, discount: 0 }, modifications: [], count: 3 };
    const { screen } = await renderRemote(app, {
      url: '/', overall: MENU, settings: { basketPosition: 'FLOATING_OVER_PRODUCT' }, session: { draft: { ...emptyDraft(), lines: [line] } },
    });
    const basket = await screen.findByTestId('floating-basket');
    expect(basket).toHaveAttribute('href', '/basket');
    expect(within(basket).getByTestId('floating-basket-count')).toHaveTextContent('3');
    expect(within(basket).getByTestId('floating-basket-total')).toHaveTextContent('24 000 сум');
  });

  it('says when the menu has nothing at this branch', async () => {
    const { screen } = await renderRemote(app, { url: '/', overall: { groups: [], categories: [], products: [] } });
    expect(await screen.findByText('Меню пока пусто.')).toBeInTheDocument();
  });

  it('leaves out the chips the merchant switched off', async () => {
    const { screen } = await renderRemote(app, { url: '/', overall: MENU, settings: { groupView: false, categoryView: false } });
    await screen.findByTestId('menu');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Еда' })).not.toBeInTheDocument();
  });

  it('renders the cards of a category as it comes near the screen', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    class FakeIntersectionObserver {
      targets: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) { observers.push(this); }
      observe(target: Element) { this.targets.push(target); }
      disconnect() { this.targets = []; }
      unobserve() {}
      takeRecords() { return []; }
    }
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    try {
      const { screen } = await renderRemote(app, { url: '/', overall: MENU });
      await screen.findByTestId('menu');
      // The first category at once, the others as placeholders until the customer scrolls near them.
      expect(screen.getByRole('heading', { level: 4, name: 'Свадебный плов' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 4, name: 'Чизкейк' })).not.toBeInTheDocument();
      await waitFor(() => expect(document.getElementById('category-3')).not.toBeNull());
      const desserts = document.getElementById('category-3')!;
      await waitFor(() => expect(observers.some((o) => o.targets.includes(desserts))).toBe(true));
      const watching = observers.find((o) => o.targets.includes(desserts))!;
      act(() => watching.callback([{ isIntersecting: true, target: desserts } as unknown as IntersectionObserverEntry], watching as unknown as IntersectionObserver));
      expect(await screen.findByRole('heading', { level: 4, name: 'Чизкейк' })).toBeInTheDocument();
    } finally {
      Object.assign(globalThis, { IntersectionObserver: original });
    }
  });
});

describe('stories and banners on /', () => {
  it('shows the banners as links to a product, a category and a page', async () => {
    const { screen } = await renderRemote(app, { url: '/', overall: MENU, merchant: { banners: BANNERS } });
    const banners = within(screen.getByRole('region', { name: 'Акции' })).getAllByRole('link');
    expect(banners.map((b) => b.getAttribute('href'))).toEqual(['/product/101', '/category?id=2', '/vacancy']);
    expect(within(banners[0]).getByRole('img', { name: 'Скидка на плов' })).toBeInTheDocument();
  });

  it('opens a story, moves through its slides, remembers it seen and follows its link', async () => {
    const { screen, user, location } = await renderRemote(app, { url: '/', overall: MENU, merchant: { stories: STORIES } });
    const stories = screen.getByRole('region', { name: 'Истории' });
    expect(within(stories).getByRole('button', { name: 'Акции (новое)' })).toBeInTheDocument();
    await user.click(within(stories).getByRole('button', { name: 'Новинки (новое)' }));
    const viewer = screen.getByRole('dialog', { name: 'Новинки' });
    expect(within(viewer).getByRole('img', { name: 'Новый плов' })).toBeInTheDocument();
    // Seen once opened.
    expect(within(stories).getByRole('button', { name: 'Новинки' })).toBeInTheDocument();

    // The slide's progress bar running out moves on.
    fireEvent.animationEnd(within(viewer).getByTestId('story-progress'));
    expect(within(viewer).getByRole('img', { name: 'Попробуйте' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Назад' }));
    expect(within(viewer).getByRole('img', { name: 'Новый плов' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowRight}');
    await user.click(within(viewer).getByRole('button', { name: 'Дальше' }));
    // The next story.
    expect(screen.getByRole('dialog', { name: 'Акции' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('dialog', { name: 'Новинки' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Дальше' }));

    await user.click(screen.getByRole('link', { name: 'Подробнее' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/product/101');
  });

  it('closes a story with its button, a swipe down, or after its last slide', async () => {
    const { screen, user } = await renderRemote(app, { url: '/', overall: MENU, merchant: { stories: STORIES } });
    await user.click(screen.getByRole('button', { name: 'Акции (новое)' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Акции' }));
    const viewer = screen.getByRole('dialog');
    fireEvent.pointerDown(viewer, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewer, { clientX: 105, clientY: 300 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Акции' }));
    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('remembers the stories seen across visits until the merchant changes them', async () => {
    const first = await renderRemote(app, { url: '/', overall: MENU, merchant: { stories: STORIES } });
    await first.user.click(first.screen.getByRole('button', { name: 'Новинки (новое)' }));
    await first.unmount();
    const again = await renderRemote(app, { url: '/', overall: MENU, merchant: { stories: STORIES } });
    expect(again.screen.getByRole('button', { name: 'Новинки' })).toHaveAttribute('data-seen', 'true');
    await again.unmount();
    const changed = [{ ...STORIES[0], updatedDate: '2026-11-20T10:00:00Z' }];
    const later = await renderRemote(app, { url: '/', overall: MENU, merchant: { stories: changed } });
    expect(later.screen.getByRole('button', { name: 'Новинки (новое)' })).toBeInTheDocument();
  });

  it('leaves them out while the merchant switched them off', async () => {
    const { screen } = await renderRemote(app, {
      url: '/', overall: MENU, merchant: { stories: STORIES, banners: BANNERS }, settings: { storiesActive: false, bannersActive: false },
    });
    await screen.findByTestId('menu');
    expect(screen.queryByRole('region', { name: 'Истории' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Акции' })).not.toBeInTheDocument();
  });
});

describe('favourites', () => {
  it('shows the customer\'s favourites and toggles one through the API', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/', overall: MENU, session: loggedIn(),
      api: { favourites: [cola], favouriteAdd: { success: true }, favouriteRemove: { success: true } },
    });
    expect(await screen.findByRole('button', { name: 'Убрать из избранного: Кола' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('favourites')[0]).toMatchObject({ query: { userId: 7, isFavourite: 'true' } });

    await user.click(screen.getByRole('button', { name: 'Добавить в избранное: Лимонад' }));
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Лимонад' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('favouriteAdd')[0].body).toEqual({ productId: 202 });

    await user.click(screen.getByRole('button', { name: 'Убрать из избранного: Кола' }));
    expect(api.callsTo('favouriteRemove')[0]).toMatchObject({ params: { productId: 201 } });
    expect(await screen.findByRole('button', { name: 'Добавить в избранное: Кола' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes a refused toggle back and shows the error', async () => {
    const { apiError } = await import('@storefront/ui/testing');
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/', overall: MENU, session: loggedIn(),
      api: { favourites: [], favouriteAdd: apiError(500, 'INTERNAL', 'Не удалось сохранить') },
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить в избранное: Кола' }));
    expect(await screen.findByRole('button', { name: 'Добавить в избранное: Кола' })).toHaveAttribute('aria-pressed', 'false');
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Не удалось сохранить' }]);
  });

  it('sends a guest to log in', async () => {
    const { screen, user, location, api } = await renderRemote(app, { url: '/', overall: MENU });
    await user.click(await screen.findByRole('button', { name: 'Добавить в избранное: Кола' }));
    expect(location()).toBe('/login');
    expect(api.calls.filter((c) => c.route.startsWith('favourite'))).toEqual([]);
  });

  it('shows no hearts while the merchant switched favourites off', async () => {
    const { screen } = await renderRemote(app, { url: '/', overall: MENU, settings: { favouriteActive: false } });
    await screen.findByTestId('menu');
    expect(screen.queryByTestId('favourite-toggle')).not.toBeInTheDocument();
  });
});
