import { hashIntegrationKey } from '../platform/integration-auth';
import { newIntegrationKey } from '../domains/integration';
import { hashWebhookSecret } from '../domains/webbot';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { BranchSettings, MerchantWebSettings, ModificationGroup, type LonLat, type MultilingualText, type WorkHour } from '@storefront/contracts';
import { NO_ITEM_KEY } from '@storefront/contracts/rules';
import * as z from 'zod/mini';
import type { Database } from '../db/schema';
import {
  BIG_VARIANTS, CATEGORIES, DISHES, DISH_PICTURES, GROUPS, LABELS, t,
  type CategoryDef, type CategoryKey, type DishDef, type GroupKey,
} from './catalog-data';
import { dishSvg, iconSvg, logoSvg, modificationSvg, noItemSvg, renderImages } from './images';
import { BIG, BIG_MERCHANT_SUB, DEMO, MIM, OQSHOM, type MerchantDef, type Prioritised } from './merchants';
import { buildModificationGroups, modificationPictures } from './modifications';
import { createPrng, type Prng } from './prng';
import { seedPaymentProviders } from './payments';
import { DESCRIPTION_TAILS, VACANCIES, extraPageTexts, policyTexts } from './texts';
import { storedMerchantHtml } from '../lib/merchant-html';
import { homeContentSvgs, seedHomeContent } from './home-content';

export { BIG_MERCHANT_SUB };

export const TASHKENT = {
  name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' },
  latitude: 41.311321,
  longitude: 69.279223,
};

export interface MerchantSeedCounts {
  sub: string;
  id: number;
  branches: number;
  deliveryAreas: number;
  groups: number;
  categories: number;
  products: number;
  productBranches: number;
  grades: number;
  promos: number;
  vacancies: number;
  policies: number;
}

export interface SeedSummary {
  merchants: MerchantSeedCounts[];
  brands: number;
  media: number;
  /** Wall time of the whole seed in milliseconds (rendering included). */
  ms: number;
}

type Db = Kysely<Database> | Transaction<Database>;

const BATCH = 400;
const WEEKDAYS: WorkHour['day'][] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const DAY = 24 * 60 * 60 * 1000;
const json = (value: unknown) => JSON.stringify(value);
/** Merchant HTML in every language, as it may be stored (scripts and handlers dropped). */
const storedTexts = (text: MultilingualText): MultilingualText =>
  Object.fromEntries(Object.entries(text).map(([language, html]) => [language, html ? storedMerchantHtml(html) : html]));
/** Seats of a demo branch's tables: four for two, four for four, two for six and one VIP for eight. */
const TABLE_SEATS = [2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 8];

/** True once any merchant row exists. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds the demo merchants mim, demo and oqshom (and the 3,000-product merchant `big` on request)
 * in one transaction. Deterministic: the same rows on every run.
 */
export interface SeedOptions {
  bigMerchant?: boolean;
  /**
   * The demo merchants' public development credentials (bot tokens, payment provider secrets).
   * Off in production: anyone can read them in this repository. Default on.
   */
  demoCredentials?: boolean;
}

/**
 * Branches seeded open around the clock (00:00–00:00 every day) instead of their demo hours:
 * `SEED_OPEN_AROUND_THE_CLOCK=demo,mim` names merchants by sub, `SEED_KEEP_HOURS=demo/sergeli` keeps
 * some of their branches' hours. The browser tests seed so, as they place orders for now at whatever
 * hour they run, and keep one branch's hours to test a closed branch (e2e/global-setup.ts).
 */
function openAroundTheClock(sub: string, branchKey: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return list(env.SEED_OPEN_AROUND_THE_CLOCK).includes(sub) && !list(env.SEED_KEEP_HOURS).includes(`${sub}/${branchKey}`);
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const demoCredentials = options.demoCredentials ?? true;
  const started = performance.now();
  const defs = [MIM, DEMO, OQSHOM, ...(options.bigMerchant ? [BIG] : [])];
  const images = await renderSeedImages();
  const summary = await db.transaction().execute(async (trx) => {
    const media = await insertMedia(trx, images);
    const ids = new Map<string, number>();
    const merchants: MerchantSeedCounts[] = [];
    for (const def of defs) {
      const counts = await seedMerchant(trx, def, demoCredentials);
      ids.set(def.sub, counts.id);
      merchants.push(counts);
    }
    const brands = await insertBrands(trx, ids);
    await seedPaymentProviders(trx, demoCredentials);
    return { merchants, brands, media };
  });
  return { ...summary, ms: Math.round(performance.now() - started) };
}

/** Adds only the big merchant to an already seeded database (the CLI's `--big` on a seeded base). */
export async function seedBigMerchant(db: Kysely<Database>): Promise<SeedSummary> {
  const started = performance.now();
  const images = await renderSeedImages();
  const summary = await db.transaction().execute(async (trx) => {
    const media = await insertMedia(trx, images);
    const counts = await seedMerchant(trx, BIG, true);
    return { merchants: [counts], brands: 0, media };
  });
  return { ...summary, ms: Math.round(performance.now() - started) };
}

// ---------------------------------------------------------------------------------------------
// Images

const ALL_MERCHANTS = [MIM, DEMO, OQSHOM, BIG];

async function renderSeedImages() {
  const svgs = [
    { key: NO_ITEM_KEY, svg: noItemSvg() },
    ...DISH_PICTURES.map((picture) => ({ key: picture.key, svg: dishSvg(picture) })),
    ...modificationPictures().map((picture) => ({ key: picture.key, svg: modificationSvg(picture) })),
    ...ALL_MERCHANTS.map((def) => ({
      key: `logo-${def.sub}`,
      svg: logoSvg(def.initials, def.settings.mainColor ?? '#333333', def.logoTextColor),
    })),
    ...GROUPS.map((group) => ({ key: `group-${group.key}`, svg: iconSvg(group.icon, group.iconBgColor) })),
    ...homeContentSvgs(ALL_MERCHANTS),
  ];
  return renderImages(svgs);
}

async function insertMedia(trx: Db, images: Awaited<ReturnType<typeof renderSeedImages>>): Promise<number> {
  await trx.insertInto('media')
    .values(images.map((image) => ({ key: image.key, contentType: image.contentType, data: image.data })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  return images.length;
}

// ---------------------------------------------------------------------------------------------
// One merchant

function seededWebhookSecretHash(sub: string): string | null {
  const secret = process.env[`SEED_BOT_WEBHOOK_SECRET_${sub.toUpperCase()}`];
  return secret ? hashWebhookSecret(secret) : null;
}

/** The terms, about and privacy pages, and the two extra pages of a merchant with promos. */
async function insertPolicies(trx: Db, def: MerchantDef, merchantId: number, phone: string) {
  const policies = policyTexts(def.name, `${def.sub}.lamenu.uz`, phone);
  await trx.insertInto('policies').values(
    (['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] as const).map((type) => ({ merchantId, type, text: json(storedTexts(policies[type])) })),
  ).execute();
  if (def.promos) {
    const extra = extraPageTexts(def.name, phone);
    await trx.insertInto('policies').values(
      (['EXTRA', 'EXTRA2'] as const).map((type) => ({ merchantId, type, text: json(storedTexts(extra[type])) })),
    ).execute();
  }
}

/** The merchant's branches with their week of hours and settings, and the tables of those that seat guests; their ids by key. */
async function insertBranches(
  trx: Db, def: MerchantDef, settings: Omit<z.infer<typeof MerchantWebSettings>, 'merchantId'>, { merchantId, cityId }: { merchantId: number; cityId: number },
): Promise<Map<string, number>> {
  const branchIds = new Map<string, number>();
  for (const branch of def.branches) {
    const delivers = settings.deliveryActive && branch.deliveryStart !== null;
    const branchSettings = z.omit(BranchSettings, { merchantId: true }).parse({
      bookingEnabled: settings.bookingActive && (branch.booking ?? false),
      deliveryEnabled: delivers,
      dineinEnabled: settings.dineInActive,
      directorId: null,
      expressEnabled: false,
      kitchenEnabled: true,
      payOfficeEnabled: true,
      pickupEnabled: settings.pickupActive,
      storageEnabled: false,
      yandexEnabled: false,
    });
    const allDay = openAroundTheClock(def.sub, branch.key);
    const [open, close] = allDay ? ['00:00', '00:00'] : [branch.open, branch.close];
    const workHours: WorkHour[] = WEEKDAYS.map((day) => ({
      day,
      open,
      close,
      isWorking: allDay || !(day === 'SUNDAY' && branch.sundayOff),
    }));
    const row = await trx.insertInto('branches').values({
      merchantId,
      cityId,
      name: json(branch.name),
      latitude: branch.latitude,
      longitude: branch.longitude,
      address: branch.address,
      open,
      close,
      phone: branch.phone,
      bookingPhone: branch.booking ? branch.phone : null,
      isActive: branch.isActive ?? true,
      isMain: branch.isMain ?? false,
      deleted: false,
      // A branch open around the clock delivers around the clock (the contracts' serviceHours).
      deliveryStart: delivers ? (allDay ? '00:00' : branch.deliveryStart) : null,
      deliveryEnd: delivers ? (allDay ? '00:00' : branch.deliveryEnd) : null,
      settings: json(branchSettings),
      workHours: json(workHours),
    }).returning('id').executeTakeFirstOrThrow();
    branchIds.set(branch.key, row.id);
    // Tables: the booking capacity of a branch that takes reservations, and what dine-in QR codes name.
    if (branchSettings.bookingEnabled || branchSettings.dineinEnabled) {
      await trx.insertInto('branchTables').values(TABLE_SEATS.map((seats, i) => ({
        merchantId, branchId: row.id, name: i === TABLE_SEATS.length - 1 ? 'VIP' : String(i + 1), seats,
      }))).execute();
    }
  }
  return branchIds;
}

async function seedMerchant(trx: Db, def: MerchantDef, demoCredentials: boolean): Promise<MerchantSeedCounts> {
  const prng = createPrng(def.seed);
  const settings = z.omit(MerchantWebSettings, { merchantId: true }).parse(def.settings);

  const merchant = await trx.insertInto('merchants').values({
    sub: def.sub,
    name: def.name,
    domain: `${def.sub}.lamenu.uz`,
    logo: `logo-${def.sub}`,
    color: settings.mainColor ?? null,
    smsGateway: def.smsGateway,
    // An operator (or the e2e suite) gives a brand its real bot: SEED_BOT_TOKEN_DEMO=... on first start.
    botToken: process.env[`SEED_BOT_TOKEN_${def.sub.toUpperCase()}`] || (demoCredentials ? def.botToken : null),
    botUsername: def.botUsername,
    // The bot's webhook secret (setWebhook's secret_token), kept only as a hash; without one the
    // webhook refuses everything until an operator runs `npm run bot:webhook`.
    botWebhookSecretHash: seededWebhookSecretHash(def.sub),
    // The merchant's systems' key: SEED_INTEGRATION_KEY_<SUB>, else a random one nobody holds until
    // an operator rotates it (`npm run integration:key`).
    integrationKeyHash: hashIntegrationKey(process.env[`SEED_INTEGRATION_KEY_${def.sub.toUpperCase()}`] || newIntegrationKey()),
    isActive: true,
    deleted: false,
    latitude: def.latitude,
    longitude: def.longitude,
  }).returning('id').executeTakeFirstOrThrow();
  const merchantId = merchant.id;

  await trx.insertInto('webSettings').values({ merchantId, settings: json(settings) }).execute();

  const city = await trx.insertInto('cities').values({
    merchantId,
    name: json(TASHKENT.name),
    description: 'O\'zbekiston poytaxti',
    latitude: TASHKENT.latitude,
    longitude: TASHKENT.longitude,
    isMain: true,
  }).returning('id').executeTakeFirstOrThrow();
  const cityId = city.id;
  await trx.updateTable('merchants').set({ mainCityId: cityId }).where('id', '=', merchantId).execute();

  await insertPolicies(trx, def, merchantId, settings.phone ?? '');

  const branchIds = await insertBranches(trx, def, settings, { merchantId, cityId });

  // Delivery areas
  let deliveryAreas = 0;
  if (settings.deliveryActive) {
    const prices = def.sub === 'mim' ? [8000, 12000, 12000, 18000, 12000] : [10000, 15000, 15000, 20000, 15000];
    const areas = deliveryAreaPolygons(TASHKENT.latitude, TASHKENT.longitude, prices);
    await trx.insertInto('deliveryAreas').values(areas.map((area) => ({
      merchantId, cityId, name: area.name, polygon: json(area.polygon), color: area.color, price: area.price,
    }))).execute();
    deliveryAreas = areas.length;
  }

  await trx.insertInto('deliverySettings').values({ merchantId, cityId, ...def.deliverySettings }).execute();

  // Catalogue
  const catalogue = def.sub === BIG_MERCHANT_SUB
    ? await seedBigCatalogue(trx, def, merchantId, prng)
    : await seedCatalogue(trx, def, merchantId, prng);

  const productBranches = await insertProductBranches(trx, def, catalogue.products, branchIds, prng);
  const grades = await insertGrades(trx, merchantId, catalogue.products.map((product) => product.id), prng);

  // Promos, vacancies
  let promos = 0;
  if (def.promos) {
    const rows = promoRows(merchantId);
    await trx.insertInto('promos').values(rows).execute();
    promos = rows.length;
  }
  if (def.vacancies > 0) {
    await trx.insertInto('vacancies').values(VACANCIES.slice(0, def.vacancies).map((vacancy) => ({
      merchantId, title: json(vacancy.title), description: json(vacancy.description),
      salary: vacancy.salary.uz ?? null, salaryText: json(vacancy.salary), isActive: true,
    }))).execute();
  }

  await seedHomeContent(trx, def, merchantId);

  return {
    sub: def.sub,
    id: merchantId,
    branches: def.branches.length,
    deliveryAreas,
    groups: catalogue.groups,
    categories: catalogue.categories,
    products: catalogue.products.length,
    productBranches,
    grades,
    promos,
    vacancies: def.vacancies,
    policies: 3,
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery areas: a central octagon and four ring sectors sharing its edges (no overlaps).

interface AreaDef { name: string; polygon: LonLat[]; color: string; price: number }

export function deliveryAreaPolygons(latitude: number, longitude: number, prices: number[]): AreaDef[] {
  const inner = 0.035; // degrees of latitude, about 3.9 km
  const outer = 0.11; // about 12 km
  const lonScale = 1 / Math.cos((latitude * Math.PI) / 180);
  const point = (radius: number, degrees: number): LonLat => {
    const radians = (degrees * Math.PI) / 180;
    return [
      Number((longitude + radius * lonScale * Math.cos(radians)).toFixed(6)),
      Number((latitude + radius * Math.sin(radians)).toFixed(6)),
    ];
  };
  const centre: LonLat[] = [0, 45, 90, 135, 180, 225, 270, 315].map((degrees) => point(inner, degrees));
  const sector = (from: number): LonLat[] => {
    const outerArc: LonLat[] = [];
    for (let degrees = from; degrees <= from + 90; degrees += 15) outerArc.push(point(outer, degrees));
    return [...outerArc, point(inner, from + 90), point(inner, from + 45), point(inner, from)];
  };
  return [
    { name: 'Markaz', polygon: centre, color: '#4CAF50', price: prices[0] },
    { name: 'Shimol (Yunusobod, Olmazor)', polygon: sector(45), color: '#2196F3', price: prices[1] },
    { name: 'G\'arb (Chilonzor, Uchtepa)', polygon: sector(135), color: '#FF9800', price: prices[4] },
    { name: 'Janub (Sergeli, Bektemir)', polygon: sector(225), color: '#F44336', price: prices[3] },
    { name: 'Sharq (Mirzo Ulug\'bek, Yashnobod)', polygon: sector(315), color: '#9C27B0', price: prices[2] },
  ];
}

// ---------------------------------------------------------------------------------------------
// Catalogue

interface SeededProduct { id: number; categoryKey: CategoryKey; active: boolean }

interface CatalogueResult { groups: number; categories: number; products: SeededProduct[] }

type ProductInsert = Insertable<Database['products']>;

async function insertGroups(trx: Db, merchantId: number, groups: Array<Prioritised<GroupKey>>) {
  const ids = new Map<GroupKey, number>();
  for (const { key, priority } of groups) {
    const group = GROUPS.find((candidate) => candidate.key === key)!;
    const row = await trx.insertInto('productGroups').values({
      merchantId,
      name: json(group.name),
      icon: `group-${key}`,
      image: `group-${key}`,
      bgColor: group.bgColor,
      iconBgColor: group.iconBgColor,
      priority,
    }).returning('id').executeTakeFirstOrThrow();
    ids.set(key, row.id);
  }
  return ids;
}

function firstImageOf(categoryKey: CategoryKey): string {
  return DISHES.find((dish) => dish.category === categoryKey)?.image ?? NO_ITEM_KEY;
}

async function seedCatalogue(trx: Db, def: MerchantDef, merchantId: number, prng: Prng): Promise<CatalogueResult> {
  const groupIds = await insertGroups(trx, merchantId, def.groups);
  const categoryIds = new Map<CategoryKey, number>();
  for (const { key, priority } of def.categories) {
    const category = CATEGORIES.find((candidate) => candidate.key === key)!;
    const row = await trx.insertInto('categories').values({
      merchantId,
      groupId: groupIds.get(category.group) ?? null,
      name: json(category.name),
      image: firstImageOf(key),
      priority,
      textColor: category.textColor ?? null,
      viewType: category.viewType,
      isWithoutCart: category.isWithoutCart ?? false,
      scrollType: category.scrollType,
      navigationType: category.navigationType,
    }).returning('id').executeTakeFirstOrThrow();
    categoryIds.set(key, row.id);
  }

  let modificationId = merchantId * 100000;
  const nextId = () => ++modificationId;
  const rows: Array<{ row: ProductInsert; categoryKey: CategoryKey }> = [];
  let sequence = 0;
  for (const { key: categoryKey } of def.categories) {
    const category = CATEGORIES.find((candidate) => candidate.key === categoryKey)!;
    const dishes = DISHES.filter((dish) => dish.category === categoryKey && def.dishFilter(dish));
    const priorities = prng.shuffle(dishes.map((_, index) => (index + 1) * 10));
    dishes.forEach((dish, index) => {
      sequence++;
      rows.push({
        categoryKey,
        row: productRow({
          dish, category, merchantId, categoryId: categoryIds.get(categoryKey)!, priority: priorities[index],
          prng, nextId, barcode: barcodeFor(merchantId, sequence), active: !def.inactiveDishes.includes(dish.key),
        }),
      });
    });
  }
  const products = await insertProducts(trx, rows);
  return { groups: def.groups.length, categories: def.categories.length, products };
}

interface ProductInput {
  dish: DishDef;
  category: CategoryDef;
  merchantId: number;
  categoryId: number;
  priority: number;
  prng: Prng;
  nextId: () => number;
  barcode: string;
  active: boolean;
  name?: MultilingualText;
  price?: number;
}

const DISCOUNTS = [5, 10, 10, 15, 20, 25, 30];

function productRow(input: ProductInput): ProductInsert {
  const { dish, category, prng } = input;
  const discount = prng.chance(0.14) ? prng.pick(DISCOUNTS) : 0;
  const roll = prng.next();
  const systems = roll < 0.05 ? ['WEB'] : roll < 0.1 ? ['TG'] : [];
  const modificationGroups: ModificationGroup[] = dish.mod ? buildModificationGroups(dish.mod, input.nextId) : [];
  const sameCategoryImages = [...new Set(DISHES.filter((other) => other.category === dish.category).map((other) => other.image))]
    .filter((image) => image !== dish.image);
  const extraImages = prng.shuffle(sameCategoryImages).slice(0, prng.int(0, 2));
  const labels = (dish.labels ?? []).map((key) => LABELS[key]);
  const tags = [...new Set([...category.tags, ...(dish.labels ?? []).map((key) => LABELS[key].name.uz!.toLowerCase()), 'halol'])];
  const [cookMin, cookMax] = category.cook;
  const timeCookingMin = cookMin + prng.int(0, 3);
  return {
    merchantId: input.merchantId,
    categoryId: input.categoryId,
    name: json(input.name ?? dish.name),
    description: json(describe(dish, category, prng)),
    image: dish.image,
    gallery: json([dish.image, ...extraImages]),
    costPrice: input.price ?? dish.price,
    discount,
    priority: input.priority,
    type: dish.mod ? 'MODIFICATION' : 'NONE',
    unit: dish.unit,
    measure: dish.measure,
    calorie: dish.calorie,
    active: input.active,
    isCartRecommendation: dish.recommend ?? false,
    deliveryEnabled: category.key !== 'banquet',
    labels: json(labels),
    tags: json(tags),
    systems: json(systems),
    modificationGroups: json(modificationGroups),
    timeCookingMin,
    timeCookingMax: Math.max(timeCookingMin + 5, cookMax + prng.int(0, 5)),
    amount: 1,
    barcode: input.barcode,
    mxicCode: null,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describe(dish: DishDef, category: CategoryDef, prng: Prng): MultilingualText {
  let tail: MultilingualText;
  if (category.key === 'cold-drinks' || category.key === 'icecream') {
    tail = t('Sovutilgan holda tortiladi.', 'Подаётся охлаждённым.', 'Served chilled.');
  } else if (category.key === 'hot-drinks') {
    tail = t('Issiq holda tortiladi.', 'Подаётся горячим.', 'Served hot.');
  } else if (category.group === 'desserts') {
    tail = prng.pick([DESCRIPTION_TAILS[0], DESCRIPTION_TAILS[1], DESCRIPTION_TAILS[4]]);
  } else {
    tail = prng.pick(DESCRIPTION_TAILS);
  }
  const { ingredients } = dish;
  return {
    uz: `${capitalise(ingredients.uz!)}. ${tail.uz}`,
    ru: `${capitalise(ingredients.ru!)}. ${tail.ru}`,
    eng: `${capitalise(ingredients.eng!)}. ${tail.eng}`,
  };
}

/** An EAN-13 with the GS1 prefix of Uzbekistan (478); unique per product, so it maps returned ids back. */
function barcodeFor(merchantId: number, sequence: number): string {
  const digits = `478${String(merchantId % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 ? 3 : 1);
  return digits + ((10 - (sum % 10)) % 10);
}

async function insertProducts(trx: Db, rows: Array<{ row: ProductInsert; categoryKey: CategoryKey }>): Promise<SeededProduct[]> {
  const byBarcode = new Map<string, number>();
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await trx.insertInto('products')
      .values(rows.slice(start, start + BATCH).map((entry) => entry.row))
      .returning(['id', 'barcode'])
      .execute();
    for (const product of inserted) byBarcode.set(product.barcode!, product.id);
  }
  return rows.map((entry) => ({
    id: byBarcode.get(entry.row.barcode!)!,
    categoryKey: entry.categoryKey,
    active: entry.row.active ?? true,
  }));
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Branch availability: every product at every branch, except the categories a branch does not
 * sell and a few random gaps; some entries switched off, a few with a small stock.
 */
async function insertProductBranches(
  trx: Db, def: MerchantDef, products: SeededProduct[], branchIds: Map<string, number>, prng: Prng,
): Promise<number> {
  const rows: Array<Insertable<Database['productBranches']>> = [];
  for (const product of products) {
    def.branches.forEach((branch, branchIndex) => {
      if (branch.withoutCategories?.includes(product.categoryKey)) return;
      // The main branch sells everything; the others miss a few products.
      if (branchIndex > 0 && prng.chance(0.05)) return;
      const roll = prng.next();
      rows.push({
        productId: product.id,
        branchId: branchIds.get(branch.key)!,
        isActive: roll >= 0.04,
        amount: roll > 0.97 ? prng.int(1, 5) : null,
      });
    });
  }
  await insertBatches(rows, (batch) => trx.insertInto('productBranches').values(batch).execute());
  return rows.length;
}

const GRADE_WEIGHTS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];

async function insertGrades(trx: Db, merchantId: number, productIds: number[], prng: Prng): Promise<number> {
  const rows: Array<Insertable<Database['productGrades']>> = [];
  const share = productIds.length > 500 ? 0.3 : 0.75;
  for (const productId of productIds) {
    if (!prng.chance(share)) continue;
    const count = prng.int(2, 8);
    for (let i = 0; i < count; i++) rows.push({ merchantId, productId, userId: null, grade: prng.pick(GRADE_WEIGHTS) });
  }
  await insertBatches(rows, (batch) => trx.insertInto('productGrades').values(batch).execute());
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// The big merchant: 6 groups, 60 categories, 3,000 products generated from the dishes.

const BIG_GROUP_BASES: Record<GroupKey, CategoryKey[]> = {
  meals: ['national', 'soups', 'grill', 'salads', 'sides'],
  fastfood: ['burgers', 'lavash', 'pizza', 'snacks'],
  drinks: ['hot-drinks', 'cold-drinks'],
  desserts: ['cakes', 'icecream'],
  bakery: ['bakery'],
  combo: ['national', 'burgers', 'lavash', 'pizza', 'grill', 'snacks', 'salads', 'bakery', 'cakes', 'cold-drinks'],
};
const BIG_CATEGORIES_PER_GROUP = 10;
const BIG_PRODUCTS_PER_CATEGORY = 50;

async function seedBigCatalogue(trx: Db, def: MerchantDef, merchantId: number, prng: Prng): Promise<CatalogueResult> {
  const groupIds = await insertGroups(trx, merchantId, def.groups);
  const categoryRows: Array<Insertable<Database['categories']>> = [];
  const categoryBases: CategoryDef[] = [];
  const viewTypes = ['BIG', 'MEDIUM', 'SMALL'] as const;
  let categoryIndex = 0;
  for (const { key: groupKey } of def.groups) {
    const bases = BIG_GROUP_BASES[groupKey];
    for (let i = 0; i < BIG_CATEGORIES_PER_GROUP; i++) {
      const base = CATEGORIES.find((candidate) => candidate.key === bases[i % bases.length])!;
      const variant = BIG_VARIANTS[i];
      const prefix = groupKey === 'combo' ? t('Kombo', 'Комбо', 'Combo') : null;
      categoryIndex++;
      categoryBases.push(base);
      categoryRows.push({
        merchantId,
        groupId: groupIds.get(groupKey)!,
        name: json(prefix
          ? t(`${prefix.uz}: ${base.name.uz}`, `${prefix.ru}: ${base.name.ru}`, `${prefix.eng}: ${base.name.eng}`)
          : t(`${base.name.uz} · ${variant.uz}`, `${base.name.ru} · ${variant.ru}`, `${base.name.eng} · ${variant.eng}`)),
        image: firstImageOf(base.key),
        // Priorities interleave the groups' categories so sorting matters.
        priority: ((categoryIndex * 37) % 61) * 10,
        textColor: i === 3 ? base.textColor ?? '#C0392B' : null,
        viewType: viewTypes[(categoryIndex + i) % 3],
        isWithoutCart: false,
        scrollType: i % 2 ? 'HORIZONTAL' : 'VERTICAL',
        navigationType: (['SHEET', 'POP_UP', 'FULL_SCREEN'] as const)[i % 3],
      });
    }
  }
  const categories = await trx.insertInto('categories').values(categoryRows).returning('id').execute();

  let modificationId = merchantId * 100000;
  const nextId = () => ++modificationId;
  const rows: Array<{ row: ProductInsert; categoryKey: CategoryKey }> = [];
  let sequence = 0;
  categories.forEach((category, index) => {
    const base = categoryBases[index];
    const dishes = DISHES.filter((dish) => dish.category === base.key);
    const priorities = prng.shuffle(Array.from({ length: BIG_PRODUCTS_PER_CATEGORY }, (_, j) => (j + 1) * 10));
    for (let j = 0; j < BIG_PRODUCTS_PER_CATEGORY; j++) {
      const dish = dishes[j % dishes.length];
      const round = Math.floor(j / dishes.length);
      const variant = BIG_VARIANTS[(round + index) % BIG_VARIANTS.length];
      const suffix = round >= BIG_VARIANTS.length ? ` ${round + 1}` : '';
      const factor = [1, 1.6, 0.7, 1.2, 1, 1.4, 1.1, 0.9, 1.3, 0.8][(round + index) % 10];
      sequence++;
      rows.push({
        categoryKey: base.key,
        row: productRow({
          dish, category: base, merchantId, categoryId: category.id, priority: priorities[j], prng, nextId,
          barcode: barcodeFor(merchantId, sequence),
          active: sequence % 97 !== 0,
          name: t(`${dish.name.uz} ${variant.uz}${suffix}`, `${dish.name.ru} ${variant.ru!.toLowerCase()}${suffix}`, `${variant.eng} ${dish.name.eng}${suffix}`),
          price: Math.max(1000, Math.round((dish.price * factor) / 1000) * 1000),
        }),
      });
    }
  });
  const products = await insertProducts(trx, rows);
  return { groups: def.groups.length, categories: categories.length, products };
}

// ---------------------------------------------------------------------------------------------
// Promos: one per state the spec names.

function promoRows(merchantId: number): Array<Insertable<Database['promos']>> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  return [
    // Active, a fixed amount off the products.
    { merchantId, code: 'SALOM10', discountType: 'AMOUNT', productDiscount: 10000, deliveryDiscount: 0, minPrice: null, startDate: at(-30), endDate: at(60), isActive: true },
    // Active, a percentage of the products.
    { merchantId, code: 'CHEGIRMA15', discountType: 'PERCENTAGE', productDiscount: 15, deliveryDiscount: 0, minPrice: null, startDate: at(-10), endDate: at(90), isActive: true },
    // Active, free delivery (100 % of the delivery price).
    { merchantId, code: 'BEPULYETKAZISH', discountType: 'PERCENTAGE', productDiscount: 0, deliveryDiscount: 100, minPrice: null, startDate: at(-5), endDate: at(30), isActive: true },
    // Active with a minimum order of 100 000 so'm.
    { merchantId, code: 'KATTA20', discountType: 'AMOUNT', productDiscount: 20000, deliveryDiscount: 0, minPrice: 100000, startDate: at(-15), endDate: at(45), isActive: true },
    // Switched off.
    { merchantId, code: 'ESKI20', discountType: 'AMOUNT', productDiscount: 20000, deliveryDiscount: 0, minPrice: null, startDate: at(-60), endDate: at(60), isActive: false },
    // Not started yet.
    { merchantId, code: 'BAHOR25', discountType: 'PERCENTAGE', productDiscount: 25, deliveryDiscount: 0, minPrice: null, startDate: at(10), endDate: at(40), isActive: true },
    // Expired.
    { merchantId, code: 'NAVRUZ30', discountType: 'PERCENTAGE', productDiscount: 30, deliveryDiscount: 0, minPrice: null, startDate: at(-60), endDate: at(-5), isActive: true },
  ];
}

// ---------------------------------------------------------------------------------------------
// Brand catalogue: mim's and demo's catalogues both list mim, demo and oqshom.

async function insertBrands(trx: Db, ids: Map<string, number>): Promise<number> {
  const listed = [MIM, DEMO, OQSHOM];
  const rows: Array<Insertable<Database['brands']>> = [];
  for (const catalog of [MIM, DEMO]) {
    for (const target of listed) {
      rows.push({
        catalogMerchantId: ids.get(catalog.sub)!,
        merchantId: ids.get(target.sub)!,
        name: target.name,
        domainUrl: `https://${target.sub}.lamenu.uz`,
        color: target.settings.mainColor ?? null,
        image: `logo-${target.sub}`,
      });
    }
  }
  await trx.insertInto('brands').values(rows).execute();
  return rows.length;
}
