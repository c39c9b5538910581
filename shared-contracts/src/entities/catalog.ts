import * as z from 'zod/mini';
import { Id, MultilingualText } from '../common';
import { CategoryViewType, NavigationType, ProductType, ProductUnit, ScrollType } from '../enums';

export const Modification = z.object({
  id: Id,
  name: MultilingualText,
  price: z.number().check(z.nonnegative()),
  image: z.nullish(z.string()),
  priority: z.number(),
  isDefault: z.boolean(),
  /** How many of this modification one product may carry. */
  maxCount: z.number().check(z.int(), z.positive()),
});
export type Modification = z.infer<typeof Modification>;

export const ModificationGroup = z.object({
  id: Id,
  name: MultilingualText,
  priority: z.number(),
  isRequired: z.boolean(),
  minCount: z.number().check(z.int(), z.nonnegative()),
  maxCount: z.number().check(z.int(), z.positive()),
  modifications: z.array(Modification),
});
export type ModificationGroup = z.infer<typeof ModificationGroup>;

export const ProductLabel = z.object({
  id: Id,
  name: MultilingualText,
  color: z.string(),
  textColor: z.nullish(z.string()),
});
export type ProductLabel = z.infer<typeof ProductLabel>;

/** One branch entry of a product: the product is sold there while the branch and entry are active. */
export const ProductBranch = z.object({
  id: z.nullish(Id),
  isActive: z.nullish(z.boolean()),
  /** Stock at the branch; null means not counted. */
  amount: z.nullish(z.number()),
  branch: z.object({ id: Id, isActive: z.boolean() }),
});
export type ProductBranch = z.infer<typeof ProductBranch>;

export const CategoryRef = z.object({ id: Id, name: MultilingualText });

export const Product = z.object({
  productId: z.nullish(Id),
  favaoriteId: z.nullish(Id),
  isFavourite: z.nullish(z.boolean()),
  integrationId: z.nullish(z.string()),
  integrationCategoryId: z.nullish(z.string()),
  productBranch: z.array(ProductBranch),
  calorie: z.nullish(z.number()),
  posterAmount: z.nullish(z.number()),
  posterName: z.nullish(z.string()),
  measure: z.nullish(z.number()),
  eatsPrice: z.nullish(z.number()),
  enabledEats: z.nullish(z.boolean()),
  expressPrice: z.nullish(z.number()),
  enabledExpress: z.nullish(z.boolean()),
  isCartRecommendation: z.boolean(),
  posterId: z.nullish(z.string()),
  type: ProductType,
  unit: ProductUnit,
  active: z.boolean(),
  categoryId: Id,
  category: z.nullish(CategoryRef),
  /** Price of one unit in so'm before the discount. */
  costPrice: z.number().check(z.nonnegative()),
  modificationGroups: z.array(ModificationGroup),
  count: z.number().check(z.int(), z.nonnegative()),
  deliveryEnabled: z.boolean(),
  description: z.nullish(MultilingualText),
  /** Discount in percent of costPrice. */
  discount: z.number().check(z.gte(0), z.lte(100)),
  priority: z.number(),
  group: z.nullish(z.object({ id: Id, name: MultilingualText })),
  id: Id,
  image: z.nullish(z.string()),
  jowiId: z.nullish(z.string()),
  labels: z.array(ProductLabel),
  loinPosterId: z.nullish(z.string()),
  additionalPrice: z.nullish(z.number()),
  timeCookingMax: z.nullish(z.number()),
  timeCookingMin: z.nullish(z.number()),
  systems: z.nullish(z.array(z.string())),
  name: MultilingualText,
  amount: z.number(),
  mxicCode: z.nullish(z.string()),
  barcode: z.nullish(z.string()),
  gallery: z.array(z.string()),
  favourite: z.nullish(z.boolean()),
  grade: z.nullish(z.number()),
  tags: z.array(z.string()),
});
export type Product = z.infer<typeof Product>;

export const Category = z.object({
  id: Id,
  image: z.nullish(z.string()),
  groupId: z.nullish(Id),
  priority: z.number(),
  name: MultilingualText,
  /** Ids of the category's products; the overall carries the products once, in its own list. */
  products: z.array(Id),
  textColor: z.nullish(z.string()),
  viewType: CategoryViewType,
  isWithoutCart: z.boolean(),
  scrollType: ScrollType,
  navigationType: NavigationType,
});
export type Category = z.infer<typeof Category>;

export const ProductGroup = z.object({
  id: Id,
  icon: z.nullish(z.string()),
  image: z.nullish(z.string()),
  bgColor: z.nullish(z.string()),
  priority: z.number(),
  iconBgColor: z.nullish(z.string()),
  name: MultilingualText,
  /** Ids of the group's categories. */
  categories: z.array(Id),
});
export type ProductGroup = z.infer<typeof ProductGroup>;

export const Overall = z.object({
  groups: z.array(ProductGroup),
  categories: z.array(Category),
  products: z.array(Product),
});
export type Overall = z.infer<typeof Overall>;

export const Grade = z.object({ productId: Id, grade: z.number().check(z.gte(0), z.lte(5)) });
export type Grade = z.infer<typeof Grade>;
