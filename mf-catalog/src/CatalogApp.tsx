import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { appLink, type Category, type Product } from '@storefront/contracts';
import { useLanguage, useMountProps, useObservable, ScreenRoutes } from '@storefront/ui';
import { useLocation, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { CatalogProvider, ProductOpenerContext, type ProductOpener } from './components/catalog';
import { FavouritesProvider } from './components/favourites';
import { CATALOG_CSS } from './components/styles';
import { useAfterFirstPaint } from './components/next-task';
import { HomeHead, MenuPage } from './features/menu';

// Only the menu is on the first visit of /; the other screens (and the product sheet) load when
// first wanted, so the first visit carries none of their code (ARCHITECTURE.md §6 JS budget).
// Each chunk's name is this remote's own: webpack.config.js publishes its files by route path in
// start-files.json, so the page's first script fetches a screen opened directly by its address
// with the catalogue's own start files.
const ProductPage = lazy(() => import(/* webpackChunkName: "screen-product-id" */ './features/product').then((m) => ({ default: m.ProductPage })));
const ProductOverlay = lazy(() => import(/* webpackChunkName: "screen-product-id" */ './features/product').then((m) => ({ default: m.ProductOverlay })));
const SearchPage = lazy(() => import(/* webpackChunkName: "screen-search" */ './features/search').then((m) => ({ default: m.SearchPage })));
const CategoryPage = lazy(() => import(/* webpackChunkName: "screen-category" */ './features/category').then((m) => ({ default: m.CategoryPage })));
const ExtraPage = lazy(() => import(/* webpackChunkName: "screen-extra" */ './features/extra').then((m) => ({ default: m.ExtraPage })));
// The same page under the second route's name, so `/extra2` opened by its address is found early too.
const Extra2Page = lazy(() => import(/* webpackChunkName: "screen-extra2" */ './features/extra').then((m) => ({ default: m.ExtraPage })));

type Open = { product: Product; how: Exclude<Category['navigationType'], 'FULL_SCREEN'> } | null;

/** The catalogue: `/`, `/category`, `/product/{id}`, `/search`, the merchant's pages `/extra` and `/extra2`, with the sheet or pop-up of a product over them. */
export function CatalogApp() {
  const navigate = useNavigate();
  const { data } = useMountProps();
  const { t } = useTranslation();
  const lang = useLanguage();
  // The menu is the page's largest render: deferred, React renders it in slices that yield to the
  // browser (a cheap phone stays responsive while it builds), after the header, the stories and the
  // banners are already painted. `null` first, also when the menu is already there at mount.
  const overall = useDeferredValue(useObservable(data.overall$, null), null);
  const pathname = useLocation().pathname;
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  // react-router's navigate changes with every address; the opener must not, or every product card
  // of the menu would render again on each navigation.
  const navigateRef = useRef(navigate);
  useEffect(() => { navigateRef.current = navigate; }, [navigate]);
  const opener = useMemo<ProductOpener>(() => ({
    open(product, how) {
      if (how === 'FULL_SCREEN') navigateRef.current(appLink('/product/:id', { id: product.id }));
      else setOpen({ product, how });
    },
  }), []);
  useEffect(close, [pathname, close]);

  const screen = <ScreenRoutes<'catalog'> screens={{
    '/product/:id': ({ id }) => <ProductPage lang={lang} id={id} />,
    '/search': () => <SearchPage lang={lang} />,
    '/category': () => <CategoryPage lang={lang} />,
    '/extra': () => <ExtraPage type="EXTRA" lang={lang} />,
    '/extra2': () => <Extra2Page type="EXTRA2" lang={lang} />,
  }} fallback={() => <MenuPage lang={lang} />} />;
  // On `/` the stories and banners are painted before the menu renders under them: the first
  // banner (the largest paint) does not wait for the menu's longer render, and what the menu then
  // fetches (its photos, the favourites) is no longer ahead of that paint. Nothing moves: the menu
  // only appears below them.
  const homeTopPainted = useAfterFirstPaint();
  const menuWaits = pathname === '/' && !homeTopPainted;
  const body = overall ? screen : <p className="cat-notice" role="status">{t('loading')}</p>;
  return (
    <>
      <style>{CATALOG_CSS}</style>
      {pathname === '/' && <HomeHead lang={lang} />}
      {menuWaits ? null : overall ? (
        <CatalogProvider overall={overall}>
          <FavouritesProvider>
            <ProductOpenerContext.Provider value={opener}>
              <Suspense fallback={<p className="cat-notice" role="status">{t('loading')}</p>}>{body}</Suspense>
              {/* Its own boundary: the sheet's first load must not blank the menu under it. */}
              <Suspense fallback={null}>
                {open && <ProductOverlay product={open.product} how={open.how} lang={lang} onClose={close} />}
              </Suspense>
            </ProductOpenerContext.Provider>
          </FavouritesProvider>
        </CatalogProvider>
      ) : body}
    </>
  );
}
