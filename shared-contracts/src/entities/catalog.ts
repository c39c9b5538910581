import { z } from 'zod';
import { Id, MultilingualText } from '../common';
import { CategoryViewType, NavigationType, ProductType, ProductUnit, ScrollType } from '../enums';

export const Modification = z.object({
  id: Id,
  name: MultilingualText,
  price: z.number().nonnegative(),
  image: z.string().nullish(),
  priority: z.number(),
  isDefault: z.boolean(),
  /** How many of this modification one product may carry. */
  maxCount: z.number().int().positive(),
});
export type Modification = z.infer<typeof Modification>;

export const ModificationGroup = z.object({
  id: Id,
  name: MultilingualText,
  priority: z.number(),
  isRequired: z.boolean(),
  minCount: z.number().int().nonnegative(),
  maxCount: z.number().int().positive(),
  modifications: z.array(Modification),
});
export type ModificationGroup = z.infer<typeof ModificationGroup>;

export const ProductLabel = z.object({
  id: Id,
  name: MultilingualText,
  color: z.string(),
  textColor: z.string().nullish(),
});
export type ProductLabel = z.infer<typeof ProductLabel>;

/** One branch entry of a product: the product is sold there while the branch and entry are active. */
export const ProductBranch = z.object({
  id: Id.nullish(),
  isActive: z.boolean().nullish(),
  /** Stock at the branch; null means not counted. */
  amount: z.number().nullish(),
  branch: z.object({ id: Id, isActive: z.boolean() }),
});
export type ProductBranch = z.infer<typeof ProductBranch>;

export const CategoryRef = z.object({ id: Id, name: MultilingualText });

export const Product = z.object({
  productId: Id.nullish(),
  favaoriteId: Id.nullish(),
  isFavourite: z.boolean().nullish(),
  integrationId: z.string().nullish(),
  integrationCategoryId: z.string().nullish(),
  productBranch: z.array(ProductBranch),
  calorie: z.number().nullish(),
  posterAmount: z.number().nullish(),
  posterName: z.string().nullish(),
  measure: z.number().nullish(),
  eatsPrice: z.number().nullish(),
  enabledEats: z.boolean().nullish(),
  expressPrice: z.number().nullish(),
  enabledExpress: z.boolean().nullish(),
  isCartRecommendation: z.boolean(),
  posterId: z.string().nullish(),
  type: ProductType,
  unit: ProductUnit,
  active: z.boolean(),
  categoryId: Id,
  category: CategoryRef.nullish(),
  /** Price of one unit in so'm before the discount. */
  costPrice: z.number().nonnegative(),
  modificationGroups: z.array(ModificationGroup),
  count: z.number().int().nonnegative(),
  deliveryEnabled: z.boolean(),
  description: MultilingualText.nullish(),
  /** Discount in percent of costPrice. */
  discount: z.number().min(0).max(100),
  priority: z.number(),
  group: z.object({ id: Id, name: MultilingualText }).nullish(),
  id: Id,
  image: z.string().nullish(),
  jowiId: z.string().nullish(),
  labels: z.array(ProductLabel),
  loinPosterId: z.string().nullish(),
  additionalPrice: z.number().nullish(),
  timeCookingMax: z.number().nullish(),
  timeCookingMin: z.number().nullish(),
  systems: z.array(z.string()).nullish(),
  name: MultilingualText,
  amount: z.number(),
  mxicCode: z.string().nullish(),
  barcode: z.string().nullish(),
  gallery: z.array(z.string()),
  favourite: z.boolean().nullish(),
  grade: z.number().nullish(),
  tags: z.array(z.string()),
});
export type Product = z.infer<typeof Product>;

export const Category = z.object({
  id: Id,
  image: z.string().nullish(),
  groupId: Id.nullish(),
  priority: z.number(),
  name: MultilingualText,
  /** Ids of the category's products; the overall carries the products once, in its own list. */
  products: z.array(Id),
  textColor: z.string().nullish(),
  viewType: CategoryViewType,
  isWithoutCart: z.boolean(),
  scrollType: ScrollType,
  navigationType: NavigationType,
});
export type Category = z.infer<typeof Category>;

export const ProductGroup = z.object({
  id: Id,
  icon: z.string().nullish(),
  image: z.string().nullish(),
  bgColor: z.string().nullish(),
  priority: z.number(),
  iconBgColor: z.string().nullish(),
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

export const Grade = z.object({ productId: Id, grade: z.number().min(0).max(5) });
export type Grade = z.infer<typeof Grade>;
