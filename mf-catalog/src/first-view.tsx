// The catalogue's part of the first view (shared-ui/src/first-view.tsx), by the very components the
// catalogue renders in the browser: on `/`, the top of the home page (its heading, stories and
// banners) from the start's data (the menu below it is not in the start; the first banner is the
// page's largest paint); on a product's page, the product from the menu; on `/search`, its heading
// and empty field.
import { FIRST_VIEW_VERSION, renderRemotePart, type FirstViewInput, type FirstViewPart } from '@storefront/ui/first-view';
import { CATALOG_CSS } from './components/styles';
import type { ReactNode } from 'react';
import { matchAppRoute } from '@storefront/contracts/rules';
import { CatalogProvider } from './components/catalog';
import { HomeHead } from './features/menu';
import { ProductPage } from './features/product';
import { SearchLayout } from './features/search';
import { translations } from './translations';

export const version = FIRST_VIEW_VERSION;
export const paths = ['/', '/product/:id', '/search'];

const nothing = () => {};

export async function renderFirstView(input: FirstViewInput): Promise<FirstViewPart | null> {
  const render = (node: ReactNode) => renderRemotePart(node, { input, namespace: 'catalog', translations });
  const match = matchAppRoute(input.pathname);
  // A product from the menu: its gallery (the page's largest paint), name, price and choices. A
  // product not on the menu gets the page's own notice, with its link.
  if (match?.route.path === '/product/:id') {
    const overall = await input.loadOverall();
    if (!overall) return null;
    const html = render(
      <CatalogProvider overall={overall}>
        <ProductPage lang={input.language} id={match.params.id ?? ''} />
      </CatalogProvider>,
    );
    return { html, css: CATALOG_CSS, readySelector: '#content .cat-product, #content .cat-notice a' };
  }
  switch (input.pathname) {
    case '/':
      return { html: render(<HomeHead lang={input.language} />), css: CATALOG_CSS, readySelector: '#content h1' };
    // The field, empty: the customer's recent searches and the results need their storage and the menu.
    case '/search':
      return { html: render(<SearchLayout text="" onText={nothing} onSubmit={nothing} />), css: CATALOG_CSS, readySelector: '#content .cat-search-page' };
    default:
      return null;
  }
}
