import type { TFunction } from 'i18next';
import type { Product } from '@storefront/contracts';

/** '400 g', '0.5 kg', '5 pcs', '1 l' in the interface language; nothing when the measure is unknown. */
export function formatMeasure(product: Pick<Product, 'unit' | 'measure'>, t: TFunction): string {
  if (product.measure == null || !(product.measure > 0)) return '';
  const amount = Number.isInteger(product.measure) ? String(product.measure) : String(product.measure).replace('.', ',');
  return `${amount} ${t(`unit.${product.unit}`)}`;
}
