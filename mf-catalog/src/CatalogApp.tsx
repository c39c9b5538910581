import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchAppRoute, type Category, type Product } from '@storefront/contracts';
import { navigate, useLanguage, useMountProps, useObservable, usePathname, useT } from '@storefront/ui';
import { CatalogProvider, ProductOpenerContext, type ProductOpener } from './components/catalog';
import { FavouritesProvider } from './components/favourites';
import { CATALOG_CSS } from './components/styles';
import { CategoryPage } from './features/category';
import { MenuPage } from './features/menu';
import { ProductOverlay, ProductPage } from './features/product';
import { SearchPage } from './features/search';

type Open = { product: Product; how: Exclude<Category['navigationType'], 'FULL_SCREEN'> } | null;

/** The catalogue: `/`, `/category`, `/product/{id}`, `/search`, with the sheet or pop-up of a product over them. */
export function CatalogApp() {
  const { data } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const overall = useObservable(data.overall$, null);
  const pathname = usePathname();
  const match = matchAppRoute(pathname);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const opener = useMemo<ProductOpener>(() => ({
    open(product, how) {
      if (how === 'FULL_SCREEN') navigate(`/product/${product.id}`);
      else setOpen({ product, how });
    },
  }), []);
  useEffect(close, [pathname, close]);

  let body;
  if (!overall) body = <p className="cat-notice" role="status">{t('loading')}</p>;
  else if (match?.route.path === '/product/:id') body = <ProductPage lang={lang} id={match.params.id} />;
  else if (match?.route.path === '/search') body = <SearchPage lang={lang} />;
  else if (match?.route.path === '/category') body = <CategoryPage lang={lang} />;
  else body = <MenuPage lang={lang} />;
  return (
    <>
      <style>{CATALOG_CSS}</style>
      {overall ? (
        <CatalogProvider overall={overall}>
          <FavouritesProvider>
            <ProductOpenerContext.Provider value={opener}>
              {body}
              {open && <ProductOverlay product={open.product} how={open.how} lang={lang} onClose={close} />}
            </ProductOpenerContext.Provider>
          </FavouritesProvider>
        </CatalogProvider>
      ) : body}
    </>
  );
}
