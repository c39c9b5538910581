import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BranchSettings, MerchantWebSettings, ModificationGroup, WorkHour } from '@storefront/contracts';
import { NO_ITEM_KEY } from '@storefront/contracts/rules';
import * as z from 'zod/mini';
import type { DatabaseHandle } from '../src/db/connect';
import { BIG_MERCHANT_SUB, isSeeded, seedDatabase, type SeedSummary } from '../src/seed';
import { openTestDatabase } from './helpers/db';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('seedDatabase (default merchants)', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;
  const merchantIds = new Map<string, number>();

  beforeAll(async () => {
    handle = await openTestDatabase();
    expect(await isSeeded(handle.db)).toBe(false);
    summary = await seedDatabase(handle.db);
    console.log(`default seed took ${summary.ms} ms`);
    for (const merchant of summary.merchants) merchantIds.set(merchant.sub, merchant.id);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('marks the database seeded and creates exactly mim, demo and oqshom', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    const merchants = await handle.db.selectFrom('merchants').selectAll().orderBy('sub').execute();
    expect(merchants.map((merchant) => merchant.sub)).toEqual(['demo', 'mim', 'oqshom']);
    expect(merchants.some((merchant) => merchant.sub === BIG_MERCHANT_SUB)).toBe(false);
    for (const merchant of merchants) {
      expect(merchant.mainCityId).not.toBeNull();
      expect(merchant.botToken).toMatch(/^\d+:DEV-/);
      expect(merchant.botUsername).toMatch(/_bot$/);
      expect(merchant.latitude).toBeGreaterThan(41.1);
      expect(merchant.longitude).toBeGreaterThan(69.1);
    }
  });

  it('returns counts per merchant that match the tables', async () => {
    for (const counts of summary.merchants) {
      const { products } = await handle.db.selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('products')).where('merchantId', '=', counts.id).executeTakeFirstOrThrow();
      expect(Number(products)).toBe(counts.products);
    }
  });

  it('gives every merchant a main Tashkent city and at least three branches with work hours', async () => {
    for (const [sub, merchantId] of merchantIds) {
      const cities = await handle.db.selectFrom('cities').selectAll().where('merchantId', '=', merchantId).execute();
      expect(cities).toHaveLength(1);
      expect(cities[0].isMain).toBe(true);
      expect(cities[0].name).toEqual({ uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' });
      const branches = await handle.db.selectFrom('branches').selectAll().where('merchantId', '=', merchantId).execute();
      expect(branches.length, sub).toBeGreaterThanOrEqual(3);
      for (const branch of branches) {
        z.omit(BranchSettings, { merchantId: true }).parse(branch.settings);
        const hours = branch.workHours.map((hour) => WorkHour.parse(hour));
        expect(hours.map((hour) => hour.day)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
      }
      expect(branches.some((branch) => branch.workHours.some((hour) => !hour.isWorking)), `${sub} closed day`).toBe(true);
      expect(branches.some((branch) => branch.close === '02:00'), `${sub} late branch`).toBe(true);
    }
    const mimBranches = await handle.db.selectFrom('branches').select('isActive').where('merchantId', '=', merchantIds.get('mim')!).execute();
    expect(mimBranches.some((branch) => !branch.isActive)).toBe(true);
  });

  it('stores web settings that parse, with the feature flags of each merchant', async () => {
    const rows = await handle.db.selectFrom('webSettings').selectAll().execute();
    expect(rows).toHaveLength(3);
    const bySub = new Map<string, MerchantWebSettings>();
    for (const row of rows) {
      const settings = MerchantWebSettings.parse({ ...row.settings, merchantId: row.merchantId });
      const sub = [...merchantIds].find(([, id]) => id === row.merchantId)![0];
      bySub.set(sub, settings);
    }
    const demo = bySub.get('demo')!;
    expect(demo.mainColor).toBe('#FCE000');
    expect(demo.mainLanguage).toBe('RU');
    expect([demo.deliveryActive, demo.pickupActive, demo.dineInActive, demo.promoActive, demo.cashbackActive]).toEqual([true, true, true, true, true]);
    expect([demo.uzLangActive, demo.ruLangActive, demo.engLangActive]).toEqual([true, true, true]);
    const mim = bySub.get('mim')!;
    expect(mim.isDark).toBe(false);
    expect(mim.mainColor).not.toBe(demo.mainColor);
    expect(mim.favouriteActive && mim.storiesActive && mim.bannersActive && mim.vacanciesActive).toBe(true);
    const oqshom = bySub.get('oqshom')!;
    expect(oqshom.isDark).toBe(true);
    expect(oqshom.mainColorType).toBe('dark');
    expect([oqshom.deliveryActive, oqshom.dineInActive, oqshom.pickupActive]).toEqual([false, false, true]);
    expect([oqshom.promoActive, oqshom.cashbackActive, oqshom.favouriteActive, oqshom.storiesActive, oqshom.bannersActive, oqshom.bookingActive])
      .toEqual([false, false, false, false, false, false]);
  });

  it('builds a large, sortable catalogue for mim and demo and a smaller one for oqshom', async () => {
    for (const sub of ['mim', 'demo', 'oqshom']) {
      const merchantId = merchantIds.get(sub)!;
      const groups = await handle.db.selectFrom('productGroups').select(['id', 'priority']).where('merchantId', '=', merchantId).orderBy('id').execute();
      const categories = await handle.db.selectFrom('categories').selectAll().where('merchantId', '=', merchantId).orderBy('id').execute();
      const products = await handle.db.selectFrom('products').selectAll().where('merchantId', '=', merchantId).execute();
      if (sub === 'oqshom') {
        expect(products.length).toBeGreaterThanOrEqual(35);
      } else {
        expect(groups.length, sub).toBeGreaterThanOrEqual(4);
        expect(categories.length, sub).toBeGreaterThanOrEqual(12);
        expect(products.length, sub).toBeGreaterThanOrEqual(80);
        expect(new Set(categories.map((category) => category.viewType))).toEqual(new Set(['BIG', 'MEDIUM', 'SMALL']));
        expect(categories.some((category) => category.isWithoutCart)).toBe(true);
        expect(categories.some((category) => category.textColor)).toBe(true);
        expect(products.some((product) => product.systems.length === 1 && product.systems[0] === 'WEB')).toBe(true);
        expect(products.some((product) => product.systems.length === 1 && product.systems[0] === 'TG')).toBe(true);
      }
      // Priorities are not the insertion order, so sorting by priority is observable.
      const byPriority = [...groups].sort((a, b) => a.priority - b.priority).map((group) => group.id);
      expect(byPriority).not.toEqual(groups.map((group) => group.id));
      const categoriesByPriority = [...categories].sort((a, b) => a.priority - b.priority).map((category) => category.id);
      expect(categoriesByPriority).not.toEqual(categories.map((category) => category.id));

      for (const product of products) {
        expect(product.name.uz && product.name.ru && product.name.eng, `${sub} ${product.id}`).toBeTruthy();
        expect(product.description?.ru).toBeTruthy();
        expect(Number.isInteger(product.costPrice) && product.costPrice % 1000 === 0).toBe(true);
        expect(product.gallery.length).toBeGreaterThanOrEqual(1);
        expect(product.gallery.length).toBeLessThanOrEqual(3);
        if (product.type === 'MODIFICATION') {
          const groupsOfProduct = product.modificationGroups.map((group) => ModificationGroup.parse(group));
          const required = groupsOfProduct.find((group) => group.isRequired)!;
          expect(required.minCount).toBe(1);
          expect(required.maxCount).toBe(1);
          expect(required.modifications.filter((modification) => modification.isDefault)).toHaveLength(1);
        } else {
          expect(product.modificationGroups).toEqual([]);
        }
      }
      const modifications = products.filter((product) => product.type === 'MODIFICATION').length;
      if (sub !== 'oqshom') expect(modifications / products.length).toBeGreaterThan(0.12);
      expect(products.some((product) => !product.active), `${sub} inactive product`).toBe(true);
      expect(products.some((product) => product.discount > 0), `${sub} discount`).toBe(true);
      expect(products.some((product) => product.labels.length > 0), `${sub} labels`).toBe(true);
      expect(products.some((product) => product.isCartRecommendation), `${sub} recommendations`).toBe(true);
      expect(new Set(products.map((product) => product.unit)).size).toBeGreaterThanOrEqual(3);

      const { graded } = await handle.db.selectFrom('productGrades')
        .select((eb) => eb.fn.count<number>('productId').distinct().as('graded'))
        .where('merchantId', '=', merchantId).executeTakeFirstOrThrow();
      expect(Number(graded)).toBeGreaterThan(products.length / 2);
    }
  });

  it('leaves at least one demo product out of one demo branch', async () => {
    const demoId = merchantIds.get('demo')!;
    const branches = await handle.db.selectFrom('branches').select('id').where('merchantId', '=', demoId).execute();
    const products = await handle.db.selectFrom('products').select('id').where('merchantId', '=', demoId).execute();
    const entries = await handle.db.selectFrom('productBranches')
      .innerJoin('branches', 'branches.id', 'productBranches.branchId')
      .select(['productBranches.branchId', 'productBranches.productId', 'productBranches.isActive', 'productBranches.amount'])
      .where('branches.merchantId', '=', demoId).execute();
    const missing = branches.some((branch) =>
      entries.filter((entry) => entry.branchId === branch.id).length < products.length);
    expect(missing).toBe(true);
    expect(entries.some((entry) => !entry.isActive)).toBe(true);
    expect(entries.some((entry) => entry.amount !== null && entry.amount <= 5)).toBe(true);
  });

  it('creates promos in every state for mim and demo', async () => {
    const now = Date.now();
    for (const sub of ['mim', 'demo']) {
      const promos = await handle.db.selectFrom('promos').selectAll().where('merchantId', '=', merchantIds.get(sub)!).execute();
      const started = (promo: (typeof promos)[number]) => !promo.startDate || new Date(promo.startDate).getTime() <= now;
      const ended = (promo: (typeof promos)[number]) => !!promo.endDate && new Date(promo.endDate).getTime() < now;
      const active = promos.filter((promo) => promo.isActive && started(promo) && !ended(promo));
      expect(active.some((promo) => promo.discountType === 'AMOUNT' && promo.productDiscount > 0), sub).toBe(true);
      expect(active.some((promo) => promo.discountType === 'PERCENTAGE' && promo.productDiscount > 0), sub).toBe(true);
      expect(active.some((promo) => promo.deliveryDiscount > 0), sub).toBe(true);
      expect(active.some((promo) => (promo.minPrice ?? 0) >= 100000), sub).toBe(true);
      expect(promos.some((promo) => !promo.isActive), sub).toBe(true);
      expect(promos.some((promo) => promo.isActive && !started(promo)), sub).toBe(true);
      expect(promos.some((promo) => promo.isActive && ended(promo)), sub).toBe(true);
    }
    const oqshomPromos = await handle.db.selectFrom('promos').select('id').where('merchantId', '=', merchantIds.get('oqshom')!).execute();
    expect(oqshomPromos).toHaveLength(0);
  });

  it('stores policies, delivery areas, delivery settings, vacancies and brands', async () => {
    for (const [sub, merchantId] of merchantIds) {
      const policies = await handle.db.selectFrom('policies').selectAll().where('merchantId', '=', merchantId).execute();
      // The spec's three texts everywhere; the merchant's own pages (/extra, /extra2) where the brand has promos.
      const pages = sub === 'oqshom' ? [] : ['EXTRA', 'EXTRA2'];
      expect(policies.map((policy) => policy.type).sort()).toEqual(['ABOUT_COMPANY', ...pages, 'PRIVACY_POLICY', 'TERMS']);
      for (const policy of policies) expect(policy.text.uz && policy.text.ru && policy.text.eng, sub).toBeTruthy();
      const settings = await handle.db.selectFrom('deliverySettings').selectAll().where('merchantId', '=', merchantId).execute();
      expect(settings).toHaveLength(1);
      const areas = await handle.db.selectFrom('deliveryAreas').selectAll().where('merchantId', '=', merchantId).execute();
      if (sub === 'oqshom') {
        expect(areas).toHaveLength(0);
      } else {
        expect(areas.length).toBeGreaterThanOrEqual(3);
        expect(new Set(areas.map((area) => area.price)).size).toBeGreaterThanOrEqual(2);
        for (const area of areas) {
          expect(area.polygon.length).toBeGreaterThanOrEqual(3);
          for (const [lon, lat] of area.polygon) {
            expect(lon).toBeGreaterThan(69);
            expect(lat).toBeGreaterThan(41);
          }
        }
        const vacancies = await handle.db.selectFrom('vacancies').selectAll().where('merchantId', '=', merchantId).execute();
        expect(vacancies).toHaveLength(3);
      }
    }
    const demo = await handle.db.selectFrom('deliverySettings').selectAll().where('merchantId', '=', merchantIds.get('demo')!).executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ isServiceFeeEnabled: true, serviceFeeAmount: 3000, serviceFeeThreshold: 200000, minimalDeliveryPrice: 5000 });
    for (const catalog of ['mim', 'demo']) {
      const brands = await handle.db.selectFrom('brands').selectAll().where('catalogMerchantId', '=', merchantIds.get(catalog)!).execute();
      expect(brands.map((brand) => brand.merchantId).sort()).toEqual(['mim', 'demo', 'oqshom'].map((sub) => merchantIds.get(sub)!).sort());
      expect(brands.every((brand) => brand.domainUrl?.startsWith('https://'))).toBe(true);
    }
  });

  it('stores the no-item placeholder and every image a row refers to', async () => {
    const media = await handle.db.selectFrom('media').select(['key', 'contentType', 'data']).execute();
    const keys = new Set(media.map((row) => row.key));
    const noItem = media.find((row) => row.key === NO_ITEM_KEY);
    expect(noItem).toBeDefined();
    expect(noItem!.contentType).toBe('image/png');
    expect([...noItem!.data.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    // Pictures are shared by every merchant: dishes, logos, group icons, banners, story slides and
    // the options' pictures (a merchant showing options as pictures has one for each).
    expect(media.length).toBeLessThanOrEqual(130);
    for (const row of media) expect(row.key).not.toContain('/');

    const referenced = new Set<string>();
    const products = await handle.db.selectFrom('products').select(['image', 'gallery', 'modificationGroups']).execute();
    for (const product of products) {
      if (product.image) referenced.add(product.image);
      product.gallery.forEach((key) => referenced.add(key));
      for (const group of product.modificationGroups) {
        for (const modification of group.modifications) {
          // Every option has its picture: a merchant showing options as pictures shows no grey "no item".
          expect(modification.image, `${group.name.eng}: ${modification.name.eng}`).toBeTruthy();
          referenced.add(modification.image!);
        }
      }
    }
    for (const row of await handle.db.selectFrom('categories').select('image').execute()) if (row.image) referenced.add(row.image);
    for (const row of await handle.db.selectFrom('productGroups').select(['icon', 'image']).execute()) {
      if (row.icon) referenced.add(row.icon);
      if (row.image) referenced.add(row.image);
    }
    for (const row of await handle.db.selectFrom('merchants').select('logo').execute()) if (row.logo) referenced.add(row.logo);
    for (const row of await handle.db.selectFrom('brands').select('image').execute()) if (row.image) referenced.add(row.image);
    for (const row of await handle.db.selectFrom('banners').select('image').execute()) referenced.add(row.image);
    for (const row of await handle.db.selectFrom('stories').select(['cover', 'slides']).execute()) {
      referenced.add(row.cover);
      row.slides.forEach((slide) => referenced.add(slide.image));
    }
    const missing = [...referenced].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  it('is deterministic: the catalogue digest does not depend on the run', async () => {
    const { rows } = await sql<{ digest: string }>`
      SELECT md5(string_agg(name::text || cost_price || discount || priority || systems::text, ',' ORDER BY id)) AS digest
      FROM products`.execute(handle.db);
    const again = await openTestDatabase();
    try {
      await seedDatabase(again.db);
      const second = await sql<{ digest: string }>`
        SELECT md5(string_agg(name::text || cost_price || discount || priority || systems::text, ',' ORDER BY id)) AS digest
        FROM products`.execute(again.db);
      expect(second.rows[0].digest).toBe(rows[0].digest);
    } finally {
      await again.close();
    }
  }, 60_000);
});

describe('seedDatabase({ bigMerchant: true })', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await openTestDatabase();
    summary = await seedDatabase(handle.db, { bigMerchant: true });
    console.log(`seed with the big merchant took ${summary.ms} ms`);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('adds the big merchant with 3,000 products over 60 categories and 6 groups', async () => {
    const big = summary.merchants.find((merchant) => merchant.sub === BIG_MERCHANT_SUB)!;
    expect(big).toMatchObject({ products: 3000, categories: 60, groups: 6 });
    expect(big.branches).toBeGreaterThanOrEqual(3);
    const { products } = await handle.db.selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('products')).where('merchantId', '=', big.id).executeTakeFirstOrThrow();
    expect(Number(products)).toBe(3000);
    const media = await handle.db.selectFrom('media').select('key').execute();
    expect(media.length).toBeLessThanOrEqual(130);
  });
});
