// The catalogue's part of the first view (shared-ui/src/first-view.tsx): on `/`, the top of the
// home page (its heading, stories and banners) from the start's data, by the very components the
// catalogue renders in the browser. The menu below it is not previewed: it is not in the start,
// and the first banner is the page's largest paint.
import { FIRST_VIEW_VERSION, renderRemotePart, type FirstViewInput, type FirstViewPart } from '@storefront/ui/first-view';
import { CATALOG_CSS } from './components/styles';
import { HomeHead } from './features/menu';
import { translations } from './translations';

export const version = FIRST_VIEW_VERSION;

export function renderFirstView(input: FirstViewInput): FirstViewPart | null {
  if (input.pathname !== '/') return null;
  const html = renderRemotePart(<HomeHead lang={input.language} />, { input, namespace: 'catalog', translations });
  return { html, css: CATALOG_CSS, readySelector: '#content .cat-home-top, #content h1' };
}
