import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@storefront/contracts';
import { CATALOG_CSS } from './components/styles';
import { MenuPage } from './features/menu';
import { ProductPage } from './features/product';
import { SearchPage } from './features/search';
import { useOverall } from './lib/overall';
import type { MountProps } from './lib/mount-props';

export function CatalogApp({ merchant, apiBase, lang, api }: MountProps) {
  const state = useOverall({ api, merchant });
  let body;
  if (state.status === 'loading') body = <p className="cat-notice">{MESSAGES.loading}</p>;
  else if (state.status === 'error') body = <p className="cat-notice" role="alert">The menu could not be loaded: {state.message}</p>;
  else {
    const page = { overall: state.overall, apiBase, lang };
    body = (
      <Routes>
        <Route path="/" element={<MenuPage {...page} />} />
        <Route path="/category" element={<MenuPage {...page} />} />
        <Route path="/product/:id" element={<ProductPage {...page} />} />
        <Route path="/search" element={<SearchPage {...page} />} />
      </Routes>
    );
  }
  return (
    <BrowserRouter>
      <style>{CATALOG_CSS}</style>
      {body}
    </BrowserRouter>
  );
}
