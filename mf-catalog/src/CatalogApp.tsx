import { matchAppRoute, type Language } from '@storefront/contracts';
import { useMountProps, useObservable, usePathname, useT, useLanguage } from '@storefront/ui';
import { CATALOG_CSS } from './components/styles';
import { MenuPage } from './features/menu';
import { ProductPage } from './features/product';
import { SearchPage } from './features/search';

export function CatalogApp() {
  const { data, urls } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const overall = useObservable(data.overall$, null);
  const pathname = usePathname();
  const match = matchAppRoute(pathname);
  let body;
  if (!overall) body = <p className="cat-notice">{t('loading')}</p>;
  else {
    const page = { overall, apiBase: urls.mediaBase, lang };
    if (match?.route.path === '/product/:id') body = <ProductPage {...page} id={match.params.id} />;
    else if (match?.route.path === '/search') body = <SearchPage {...page} />;
    else body = <MenuPage {...page} />;
  }
  return (
    <>
      <style>{CATALOG_CSS}</style>
      {body}
    </>
  );
}
