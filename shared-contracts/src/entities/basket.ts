import type { MultilingualText } from '../common';

/** What a basket line keeps of a product: enough to show it and to preview its price. */
export interface BasketProduct {
  id: number;
  name: MultilingualText;
  image?: string | null;
  costPrice: number;
  discount: number;
  productBranch?: { branch: { id: number; isActive: boolean } }[] | null;
}
