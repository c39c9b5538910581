/**
 * @jest-environment node
 */
// Rendered to a string without a browser, as the page server draws the first view.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import i18next from 'i18next';
import type { Category, Overall, Product, ProductGroup } from '@storefront/contracts';
import { createBus, emptySession, type RemoteMountProps, type SessionState } from '@storefront/runtime';
import { I18nScopeProvider, MountPropsContext } from '@storefront/ui';
import { CatalogProvider } from '../src/components/catalog';
import { FavouritesProvider } from '../src/components/favourites';
import { FIRST_CHUNK } from '../src/components/ProductList';
import { MenuPage } from '../src/features/menu';
import { firstCategories } from '../src/features/menu/MenuPage';
import { buildMenu } from '@storefront/contracts/rules';
import { estimatedHeight } from '../src/features/menu/CategoryBlock';
import { translations } from '../src/translations';

const text = (name: string) => ({ uz: `${name} uz`, ru: `${name} ru`, eng: `${name} eng` });
const group = (id: number, priority: number): ProductGroup => ({ id, priority, name: text(`G${id}`), categories: [] });
const category = (id: number, groupId: number, priority: number, extra: Partial<Category> = {}): Category => ({
  id, groupId, priority, name: text(`C${id}`), products: [], viewType: 'MEDIUM', isWithoutCart: false, scrollType: 'VERTICAL',
  navigationType: 'SHEET', ...extra,
});
const product = (id: number, categoryId: number, priority: number, branches: number[] = [1, 2]): Product => ({
  id, categoryId, priority, active: true, name: text(`P${id}`), costPrice: 10000, discount: 0, productBranch: branches.map((b) => ({ branch: { id: b, isActive: true } })),
  isCartRecommendation: false, type: 'NONE', unit: 'GRAMM', measure: 300, modificationGroups: [], count: 1, deliveryEnabled: true, labels: [], amount: 1,
  gallery: [], tags: [], image: 'img',
} as unknown as Product);

function render(overall: Overall, session: Partial<SessionState> = {}, language = 'ru', settings: Record<string, unknown> = {}) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, fallbackLng: 'uz', resources: Object.fromEntries(Object.entries(translations).map(([l, r]) => [l, { catalog: r }])), initAsync: false });
  const state = { ...emptySession('demo'), ...session };
  const store = { state$: new BehaviorSubject(state).asObservable(), getState: () => state };
  const props = {
    bus: createBus(), store, api: { call: async () => ({ data: null, error: null }) }, i18n,
    data: { overall$: new BehaviorSubject(overall) },
    settings: { groupView: true, categoryView: true, favouriteActive: false, cartInMainActive: true, basketPosition: 'NAVIGATION_BAR', ...settings },
    urls: { apiBase: 'http://api', mediaBase: 'http://media' },
  } as unknown as RemoteMountProps;
  // The router createRemoteApp puts around a remote's screens, on the home page.
  return renderToString(
    <MountPropsContext.Provider value={props}>
      <I18nScopeProvider i18n={i18n} namespace="catalog">
        <MemoryRouter>
          <CatalogProvider overall={overall}>
            <FavouritesProvider><MenuPage lang={language as 'ru'} /></FavouritesProvider>
          </CatalogProvider>
        </MemoryRouter>
      </I18nScopeProvider>
    </MountPropsContext.Provider>,
  );
}

const order = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

describe('home menu', () => {
  const overall: Overall = {
    groups: [group(2, 20), group(1, 10)],
    categories: [category(10, 1, 5), category(11, 1, 1), category(20, 2, 1), category(21, 2, 2, { scrollType: 'HORIZONTAL', viewType: 'SMALL' })],
    products: [product(100, 10, 2), product(101, 10, 1), product(110, 11, 1, [2]), product(111, 11, 2, [2]), product(200, 20, 1), product(210, 21, 1)],
  };

  it('shows groups, categories and products by priority, with chips for both', () => {
    const html = render(overall);
    expect(order(html, /<h2>([^<]+)<\/h2>/g)).toEqual(['G1 ru', 'G2 ru']);
    expect(order(html, /data-category-id="(\d+)"/g)).toEqual(['11', '10', '20', '21']);
    // Only the first category's cards: the others render as the customer scrolls near them.
    expect(order(html, /data-product-id="(\d+)"/g)).toEqual(['110', '111']);
    expect(html).toContain('data-testid="category-chips"');
  });

  it('renders the cards of the first category only; the others wait as placeholders of about their size, skipped by layout', () => {
    const html = render(overall);
    expect(html).not.toContain('data-product-id="101"');
    expect((html.match(/cat-placeholder/g) ?? []).length).toBe(3);
    expect((html.match(/content-visibility:auto/g) ?? []).length).toBe(3);
    expect(estimatedHeight({ viewType: 'SMALL', scrollType: 'HORIZONTAL' }, 500)).toBe(128);
    expect(estimatedHeight({ viewType: 'MEDIUM', scrollType: 'VERTICAL' }, 500)).toBe(Math.ceil(FIRST_CHUNK / 5) * 352);
  });

  it("draws first (in a browser's first render) the sections of the first categories, cut to them", () => {
    const sections = buildMenu(overall, 2);
    expect(firstCategories(sections, 1).map((s) => [s.group?.id, s.categories.map((c) => c.category.id)])).toEqual([[1, [11]]]);
    expect(firstCategories(sections, 3).map((s) => [s.group?.id, s.categories.map((c) => c.category.id)])).toEqual([[1, [11, 10]], [2, [20]]]);
    expect(firstCategories(sections, 9)).toEqual(sections);
  });

  it('follows the nearest branch: what it does not sell is hidden, an emptied category too', () => {
    const html = render(overall, { nearestBranch: { id: 1 } as SessionState['nearestBranch'] });
    expect(html).not.toContain('data-product-id="110"');
    expect(order(html, /data-category-id="(\d+)"/g)).toEqual(['10', '20', '21']);
  });

  it('speaks the interface language and leaves out the group headings without groupView', () => {
    const html = render(overall, {}, 'uz', { groupView: false, categoryView: false });
    expect(html).toContain('P110 uz');
    expect(html).toContain('Savatga');
    expect(html).not.toContain('<h2>');
    expect(html).not.toContain('category-chips');
  });

  it('sizes images and loads them lazily below the first few', () => {
    const html = render(overall);
    expect(html).toMatch(/<img[^>]+width="200"[^>]+height="200"/);
    expect(html).toContain('loading="eager"');
    // A 200 px card asks for twice its size, which the media service serves at the next fixed side.
    expect(html).toContain('http://media/media/v1/images/img?width=400&amp;height=400');
  });
});
