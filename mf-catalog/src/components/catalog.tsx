import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type Category, type Overall, type Product } from '@storefront/contracts';
import { useSession } from '@storefront/ui';

/** The menu overall with its look-ups built once per overall (not per render, not per card). */
export interface Catalog {
  overall: Overall;
  productById: Map<number, Product>;
  categoryById: Map<number, Category>;
}

export function indexCatalog(overall: Overall): Catalog {
  return {
    overall,
    productById: new Map(overall.products.map((p) => [p.id, p])),
    categoryById: new Map(overall.categories.map((c) => [c.id, c])),
  };
}

const CatalogContext = createContext<Catalog | null>(null);

export function CatalogProvider({ overall, children }: { overall: Overall; children: ReactNode }) {
  const catalog = useMemo(() => indexCatalog(overall), [overall]);
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

export function useCatalog(): Catalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error('useCatalog needs a CatalogProvider');
  return catalog;
}

/** Id of the branch whose availability the menu follows (spec §5), or null for none known. */
export function useNearestBranchId(): number | null {
  return useSession((state) => state.nearestBranch?.id ?? null);
}

export { toBasketProduct } from '@storefront/contracts/rules';

/** A product with a required choice (size, portion...) is added from its page or sheet, where the choice is made. */
export const needsChoice = (product: Product) => product.modificationGroups.some((group) => group.isRequired || group.minCount > 0);

/** How a product opens from a list: the category's navigation type (spec §3). */
export interface ProductOpener {
  open(product: Product, how: Category['navigationType']): void;
}

export const ProductOpenerContext = createContext<ProductOpener>({ open: () => {} });
export const useProductOpener = () => useContext(ProductOpenerContext);
