import type { Kysely, Selectable } from 'kysely';
import type { Overall, Product } from '@storefront/contracts';
import type { CategoryTable, Database, ProductGroupTable, ProductTable } from '../../db/schema';

type Channel = 'WEB' | 'TG';

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) => a.priority - b.priority || a.id - b.id;

/** What a product row needs around it to become the contracts' `Product`. */
export interface ProductSurroundings {
  categoryById: Map<number, Selectable<CategoryTable>>;
  groupById: Map<number, Selectable<ProductGroupTable>>;
  branchesOf: Map<number, Product['productBranch']>;
  gradeOf: Map<number, number>;
}

/**
 * Reads the groups, categories, branch entries and average grades a merchant's products are shown
 * with: all of them, or only those of `productIds` (branch entries and grades; groups and
 * categories are few and always read whole).
 */
export async function loadProductSurroundings(
  db: Kysely<Database>, merchantId: number, productIds?: readonly number[],
): Promise<ProductSurroundings & { groups: Selectable<ProductGroupTable>[]; categories: Selectable<CategoryTable>[] }> {
  const only = productIds ? [...productIds] : undefined;
  const [groups, categories, branchRows, gradeRows] = await Promise.all([
    db.selectFrom('productGroups').selectAll().where('merchantId', '=', merchantId).execute(),
    db.selectFrom('categories').selectAll().where('merchantId', '=', merchantId).execute(),
    only?.length === 0 ? [] : db.selectFrom('productBranches')
      .innerJoin('products', 'products.id', 'productBranches.productId')
      .innerJoin('branches', 'branches.id', 'productBranches.branchId')
      .select([
        'productBranches.id', 'productBranches.productId', 'productBranches.branchId', 'productBranches.isActive',
        'productBranches.amount', 'branches.isActive as branchIsActive', 'branches.deleted as branchDeleted',
      ])
      .where('products.merchantId', '=', merchantId)
      .$if(only !== undefined, (qb) => qb.where('productBranches.productId', 'in', only!))
      .orderBy('productBranches.id')
      .execute(),
    only?.length === 0 ? [] : db.selectFrom('productGrades')
      .select(['productId', (eb) => eb.fn.avg<number>('grade').as('grade')])
      .where('merchantId', '=', merchantId)
      .$if(only !== undefined, (qb) => qb.where('productId', 'in', only!))
      .groupBy('productId').execute(),
  ]);

  const branchesOf = new Map<number, Product['productBranch']>();
  for (const row of branchRows) {
    if (row.branchDeleted) continue;
    const list = branchesOf.get(row.productId) ?? [];
    // An inactive entry means "not sold here": the branch is reported inactive for this product.
    list.push({ id: row.id, isActive: row.isActive, amount: row.amount, branch: { id: row.branchId, isActive: row.branchIsActive && row.isActive } });
    branchesOf.set(row.productId, list);
  }
  return {
    groups,
    categories,
    branchesOf,
    gradeOf: new Map(gradeRows.map((g) => [g.productId, Math.round(Number(g.grade) * 10) / 10])),
    categoryById: new Map(categories.map((c) => [c.id, c])),
    groupById: new Map(groups.map((g) => [g.id, g])),
  };
}

/** One product row as the contracts' `Product`, not marked favourite (the menu is the same for everyone). */
export function toProduct(p: Selectable<ProductTable>, around: ProductSurroundings): Product {
  const category = around.categoryById.get(p.categoryId);
  const group = category?.groupId ? around.groupById.get(category.groupId) : undefined;
  return {
    productId: p.id,
    favaoriteId: null,
    isFavourite: false,
    integrationId: null,
    integrationCategoryId: null,
    productBranch: around.branchesOf.get(p.id) ?? [],
    calorie: p.calorie,
    posterAmount: null,
    posterName: null,
    measure: p.measure,
    eatsPrice: null,
    enabledEats: false,
    expressPrice: null,
    enabledExpress: false,
    isCartRecommendation: p.isCartRecommendation,
    posterId: null,
    type: p.type,
    unit: p.unit,
    active: p.active,
    categoryId: p.categoryId,
    category: category ? { id: category.id, name: category.name } : null,
    costPrice: p.costPrice,
    modificationGroups: p.modificationGroups,
    count: 1,
    deliveryEnabled: p.deliveryEnabled,
    description: p.description,
    discount: p.discount,
    priority: p.priority,
    group: group ? { id: group.id, name: group.name } : null,
    id: p.id,
    image: p.image,
    jowiId: null,
    labels: p.labels,
    loinPosterId: null,
    additionalPrice: null,
    timeCookingMax: p.timeCookingMax,
    timeCookingMin: p.timeCookingMin,
    systems: p.systems,
    name: p.name,
    amount: p.amount,
    mxicCode: p.mxicCode,
    barcode: p.barcode,
    gallery: p.gallery,
    favourite: false,
    grade: around.gradeOf.get(p.id) ?? null,
    tags: p.tags,
  };
}

/**
 * Reads a merchant's whole catalogue for one channel in five queries: groups, categories,
 * products and their branch entries, then the average grades. A product whose `systems` list is not
 * empty is sold only on the channels it names.
 */
export async function loadOverall(db: Kysely<Database>, merchantId: number, channel: Channel): Promise<Overall> {
  const [productRows, around] = await Promise.all([
    db.selectFrom('products').selectAll().where('merchantId', '=', merchantId).where('active', '=', true).execute(),
    loadProductSurroundings(db, merchantId),
  ]);
  const { groups, categories } = around;

  const products: Product[] = productRows
    .filter((p) => p.systems.length === 0 || p.systems.includes(channel))
    .sort(byPriority)
    .map((p) => toProduct(p, around));

  const productIdsOf = new Map<number, number[]>();
  for (const p of products) {
    const list = productIdsOf.get(p.categoryId) ?? [];
    list.push(p.id);
    productIdsOf.set(p.categoryId, list);
  }
  const sortedCategories = [...categories].sort(byPriority);
  return {
    groups: [...groups].sort(byPriority).map((g) => ({
      id: g.id, icon: g.icon, image: g.image, bgColor: g.bgColor, priority: g.priority, iconBgColor: g.iconBgColor,
      name: g.name, categories: sortedCategories.filter((c) => c.groupId === g.id).map((c) => c.id),
    })),
    categories: sortedCategories.map((c) => ({
      id: c.id, image: c.image, groupId: c.groupId, priority: c.priority, name: c.name,
      products: productIdsOf.get(c.id) ?? [], textColor: c.textColor, viewType: c.viewType,
      isWithoutCart: c.isWithoutCart, scrollType: c.scrollType, navigationType: c.navigationType,
    })),
    products,
  };
}
