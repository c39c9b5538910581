import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Tashkent centre: inside demo's 'Markaz' delivery area. */
export const CENTRE = { latitude: 41.311321, longitude: 69.279223 };

/** Demo's Chilonzor branch and a plain product it sells for delivery on every channel, without a stock limit. */
export async function demoDeliveryCase(db: Kysely<Database>, demoId: number): Promise<{ branchId: number; productId: number }> {
  const branch = await db.selectFrom('branches').select('id')
    .where('merchantId', '=', demoId).where('address', 'like', '%Chilonzor%').executeTakeFirstOrThrow();
  const product = await db.selectFrom('products')
    .innerJoin('productBranches', 'productBranches.productId', 'products.id')
    .select('products.id')
    .where('products.merchantId', '=', demoId).where('products.active', '=', true).where('products.deliveryEnabled', '=', true)
    .where('products.type', '=', 'NONE')
    .where('productBranches.branchId', '=', branch.id).where('productBranches.isActive', '=', true)
    .where('productBranches.amount', 'is', null)
    .where(sql<boolean>`products.systems = '[]'::jsonb`)
    .orderBy('products.id').executeTakeFirstOrThrow();
  return { branchId: branch.id, productId: product.id };
}

/** A cash delivery draft of one product, as the checkout sends it (its prices are the server's to set). */
export function deliveryDraft(branchId: number, productId: number, count = 1) {
  return {
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    branch: { id: branchId },
    address: { ...CENTRE, streetName: 'Amir Temur', name: 'Uy' },
    cartItems: [{ product: { id: productId, costPrice: 1, discount: 0, count, productBranch: null }, modifications: [] }],
  };
}
