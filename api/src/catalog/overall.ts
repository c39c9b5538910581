import type { Kysely } from 'kysely';
import type { Overall, Product } from '@storefront/contracts';
import type { Database } from '../db/schema';

type Channel = 'WEB' | 'TG';

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) => a.priority - b.priority || a.id - b.id;

/**
 * Reads a merchant's whole catalogue for one channel in four queries: groups, categories,
 * products and their branch entries, then the average grades. A product whose `systems` list is not
 * empty is sold only on the channels it names.
 */
export async function loadOverall(db: Kysely<Database>, merchantId: number, channel: Channel): Promise<Overall> {
  const [groups, categories, productRows, branchRows, gradeRows] = await Promise.all([
    db.selectFrom('productGroups').selectAll().where('merchantId', '=', merchantId).execute(),
    db.selectFrom('categories').selectAll().where('merchantId', '=', merchantId).execute(),
    db.selectFrom('products').selectAll().where('merchantId', '=', merchantId).where('active', '=', true).execute(),
    db.selectFrom('productBranches')
      .innerJoin('products', 'products.id', 'productBranches.productId')
      .innerJoin('branches', 'branches.id', 'productBranches.branchId')
      .select([
        'productBranches.id', 'productBranches.productId', 'productBranches.branchId', 'productBranches.isActive',
        'productBranches.amount', 'branches.isActive as branchIsActive', 'branches.deleted as branchDeleted',
      ])
      .where('products.merchantId', '=', merchantId)
      .execute(),
    db.selectFrom('productGrades')
      .select(['productId', (eb) => eb.fn.avg<number>('grade').as('grade')])
      .where('merchantId', '=', merchantId).groupBy('productId').execute(),
  ]);

  const branchesOf = new Map<number, Product['productBranch']>();
  for (const row of branchRows) {
    if (row.branchDeleted) continue;
    const list = branchesOf.get(row.productId) ?? [];
    // An inactive entry means "not sold here": the branch is reported inactive for this product.
    list.push({ id: row.id, isActive: row.isActive, amount: row.amount, branch: { id: row.branchId, isActive: row.branchIsActive && row.isActive } });
    branchesOf.set(row.productId, list);
  }
  const gradeOf = new Map(gradeRows.map((g) => [g.productId, Math.round(Number(g.grade) * 10) / 10]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const groupById = new Map(groups.map((g) => [g.id, g]));

  const products: Product[] = productRows
    .filter((p) => p.systems.length === 0 || p.systems.includes(channel))
    .sort(byPriority)
    .map((p) => {
      const category = categoryById.get(p.categoryId);
      const group = category?.groupId ? groupById.get(category.groupId) : undefined;
      return {
        productId: p.id,
        favaoriteId: null,
        isFavourite: false,
        integrationId: null,
        integrationCategoryId: null,
        productBranch: branchesOf.get(p.id) ?? [],
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
        grade: gradeOf.get(p.id) ?? null,
        tags: p.tags,
      };
    });

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
