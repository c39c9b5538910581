import type { Kysely, Selectable } from 'kysely';
import { type CartItem, type MerchantWebSettings, type OrderRequest } from '@storefront/contracts';
import {
  allowedPaymentTypes, allowedServiceTypes, branchServes, checkPromo, checkSchedule, computeTotals, deliveryPrice, exceedsStock,
  findClosest, findDeliveryArea, type ComputedTotals,
} from '@storefront/contracts/rules';
import type { BranchTable, Database, PromoTable } from '../../db/schema';
import type { SessionUser } from '../../lib/auth';
import { badRequest, HttpError } from '../../lib/errors';
import { toDeliveryArea } from '../../lib/mappers';
import { BRANCH_NOT_FOUND, NO_BRANCHES, OUT_OF_DELIVERY_AREA, PRODUCT_NOT_FOUND, PROMO_NOT_FOUND } from '../../lib/named-errors';

/** Where the order comes from: the web storefront, or the Telegram Mini App (header `x-order-channel: TG`). */
export type OrderChannel = 'WEB' | 'TG';

export interface PricedOrder {
  totals: ComputedTotals;
  /** The basket as stored: ids and counts from the client, every price from the database. */
  cartItems: CartItem[];
  branch: Selectable<BranchTable>;
  promo: Selectable<PromoTable> | null;
  areaId: number | null;
  distance: number | null;
  atTime: Date | null;
}

/** Ids beyond PostgreSQL's integer cannot exist; asking for them would be a database error, not a 4xx. */
export const INT4_MAX = 2_147_483_647;
export const isStoredId = (id: number | null | undefined): id is number => !!id && id <= INT4_MAX;

const refused = (code: string, description: string, details?: unknown) => new HttpError(422, code, description, details);

const SCHEDULE_DESCRIPTIONS: Record<string, string> = {
  REQUIRED: 'Для заказа на время укажите день и время',
  INVALID_DAY: 'День заказа должен быть в формате ГГГГ-ММ-ДД',
  INVALID_TIME: 'Время заказа должно быть в формате ЧЧ:ММ',
  IN_PAST: 'Время заказа уже прошло',
  DAY_OFF: 'Филиал не работает в этот день',
  OUTSIDE_HOURS: 'Филиал не работает в это время',
};

const PROMO_DESCRIPTIONS: Record<string, string> = {
  PROMO_INACTIVE: 'Промокод не активен',
  PROMO_NOT_STARTED: 'Срок действия промокода ещё не начался',
  PROMO_EXPIRED: 'Срок действия промокода истёк',
  PROMO_MIN_PRICE: 'Сумма заказа меньше минимальной для промокода',
};

/** A promo of this merchant by code, case-insensitive (the unique index is on upper(code)). */
export function findPromoByCode(db: Kysely<Database>, merchantId: number, code: string) {
  return db.selectFrom('promos').selectAll()
    .where('merchantId', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

/**
 * Prices an order draft from the database with the contracts' rules (ARCHITECTURE.md §4): every
 * product, modification, branch, delivery area, promo, setting and the cashback balance is read
 * here; every price, total and discount the client sent is ignored. Refusals are 4xx with a Russian
 * description: 400 for a draft that is incomplete, 422 for one the merchant cannot serve.
 */
export async function priceOrder(db: Kysely<Database>, input: {
  merchantId: number;
  user: SessionUser;
  body: OrderRequest;
  channel: OrderChannel;
  scheduled: boolean;
  now: Date;
}): Promise<PricedOrder> {
  const { merchantId, body, channel, now } = input;
  const [settingsRow, deliverySettings] = await Promise.all([
    db.selectFrom('webSettings').select('settings').where('merchantId', '=', merchantId).executeTakeFirst(),
    db.selectFrom('deliverySettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirst(),
  ]);
  const settings = (settingsRow?.settings ?? {}) as Partial<MerchantWebSettings>;

  // Service type and payment type, as the merchant's settings allow.
  const serviceType = allowedServiceTypes(settings).find((type) => type === body.serviceType);
  if (!serviceType) throw refused('SERVICE_TYPE_UNAVAILABLE', 'Этот способ получения заказа недоступен');
  if (!allowedPaymentTypes(settings).some((type) => type === body.paymentType)) {
    throw refused('PAYMENT_TYPE_UNAVAILABLE', 'Этот способ оплаты недоступен');
  }

  // Branch and, for delivery, the point and its delivery area.
  const branches = await db.selectFrom('branches').selectAll()
    .where('merchantId', '=', merchantId).where('isActive', '=', true).where('deleted', '=', false).execute();
  const serves = (b: Selectable<BranchTable>) => branchServes(b, serviceType);
  let branch: Selectable<BranchTable> | undefined;
  if (body.branch?.id) {
    branch = branches.find((b) => b.id === body.branch!.id);
    if (!branch) throw BRANCH_NOT_FOUND(422);
    if (!serves(branch)) throw refused('BRANCH_UNAVAILABLE', 'Филиал не принимает такие заказы');
  }
  let areaRows: ReturnType<typeof toDeliveryArea>[] = [];
  if (serviceType === 'DELIVERY') {
    const point = body.address;
    if (!point) throw badRequest('ADDRESS_REQUIRED', 'Укажите адрес доставки');
    areaRows = (await db.selectFrom('deliveryAreas').selectAll().where('merchantId', '=', merchantId).execute()).map(toDeliveryArea);
    const area = findDeliveryArea(point, areaRows);
    if (!area) throw OUT_OF_DELIVERY_AREA(422);
    if (!branch) {
      // No branch chosen: the closest delivering branch of the area's city, as the closest-branch call picks it.
      branch = findClosest(point, branches.filter((b) => serves(b) && b.cityId === area.cityId))?.place;
      if (!branch) throw NO_BRANCHES(422);
    }
  } else if (!branch) {
    throw badRequest('BRANCH_REQUIRED', 'Выберите филиал');
  }

  // Products and modifications, from the database.
  const productIds = [...new Set(body.cartItems.map((item) => item.product.id))].filter(isStoredId);
  if (productIds.length === 0) productIds.push(0);
  const [products, entries] = await Promise.all([
    db.selectFrom('products').selectAll().where('merchantId', '=', merchantId).where('id', 'in', productIds).execute(),
    db.selectFrom('productBranches').selectAll()
      .where('productId', 'in', productIds).where('branchId', '=', branch.id).execute(),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const entryOf = new Map(entries.map((e) => [e.productId, e]));
  const countOf = new Map<number, number>();
  const lines: Parameters<typeof computeTotals>[0]['lines'][number][] = [];
  const cartItems: CartItem[] = [];
  for (const [index, item] of body.cartItems.entries()) {
    const product = productById.get(item.product.id);
    const where = { line: index, productId: item.product.id };
    if (!product) throw PRODUCT_NOT_FOUND(422, where);
    if (!product.active) throw refused('PRODUCT_INACTIVE', 'Товар недоступен для заказа', where);
    const entry = entryOf.get(product.id);
    const onChannel = product.systems.length === 0 || product.systems.includes(channel);
    if (!entry?.isActive || !onChannel) {
      throw refused('PRODUCT_UNAVAILABLE', 'Товар не продаётся в выбранном филиале', where);
    }
    if (serviceType === 'DELIVERY' && !product.deliveryEnabled) {
      throw refused('PRODUCT_NOT_DELIVERABLE', 'Этот товар нельзя заказать с доставкой', where);
    }
    const count = item.product.count;
    countOf.set(product.id, (countOf.get(product.id) ?? 0) + count);
    if (exceedsStock(countOf.get(product.id)!, entry.amount)) {
      throw refused('NOT_ENOUGH_STOCK', 'Недостаточно товара в филиале', where);
    }

    // Modifications: each must belong to the product, within its own and its group's counts.
    const chosen = new Map<number, number>();
    for (const m of item.modifications) {
      if (chosen.has(m.id)) throw badRequest('MODIFICATION_DUPLICATE', 'Модификация указана дважды', { ...where, modificationId: m.id });
      chosen.set(m.id, m.count);
    }
    const modifications: CartItem['modifications'] = [];
    let matched = 0;
    for (const group of product.modificationGroups) {
      let inGroup = 0;
      for (const modification of group.modifications) {
        const wanted = chosen.get(modification.id);
        if (wanted === undefined) continue;
        matched += 1;
        if (wanted > modification.maxCount) {
          throw refused('MODIFICATION_COUNT', 'Слишком много единиц модификации', { ...where, modificationId: modification.id });
        }
        inGroup += wanted;
        modifications.push({ id: modification.id, price: modification.price, count: wanted });
      }
      const min = group.isRequired ? Math.max(1, group.minCount) : group.minCount;
      if (inGroup < min) {
        throw refused('MODIFICATION_REQUIRED', 'Выберите обязательную модификацию', { ...where, groupId: group.id });
      }
      if (inGroup > group.maxCount) {
        throw refused('MODIFICATION_COUNT', 'Слишком много модификаций в группе', { ...where, groupId: group.id });
      }
    }
    if (matched !== chosen.size) {
      throw refused('MODIFICATION_NOT_FOUND', 'Модификация не относится к этому товару', where);
    }
    lines.push({ costPrice: product.costPrice, discount: product.discount, count, modifications });
    cartItems.push({
      product: { id: product.id, costPrice: product.costPrice, discount: product.discount, count, productBranch: null },
      modifications,
    });
  }

  const delivery = deliveryPrice({
    serviceType,
    basket: lines.length,
    point: serviceType === 'DELIVERY' ? body.address : null,
    branch,
    areas: areaRows,
    minimalDeliveryPrice: deliverySettings?.minimalDeliveryPrice,
  });
  const withoutPromo = computeTotals({ lines, serviceType, deliveryPrice: delivery.price });

  // Promo, by id or code; it must pass the spec's checks against the basket.
  let promo: Selectable<PromoTable> | null = null;
  if (body.promoId || body.promoCode?.trim()) {
    if (settings.promoActive !== true) throw refused('PROMO_DISABLED', 'Промокоды недоступны');
    const found = body.promoId
      ? !isStoredId(body.promoId) ? undefined : await db.selectFrom('promos').selectAll().where('merchantId', '=', merchantId).where('id', '=', body.promoId).executeTakeFirst()
      : await findPromoByCode(db, merchantId, body.promoCode!);
    if (!found || (body.promoId && body.promoCode?.trim() && found.code.toUpperCase() !== body.promoCode.trim().toUpperCase())) {
      throw PROMO_NOT_FOUND(422);
    }
    const check = checkPromo(found, { now, productPrice: withoutPromo.productPrice });
    if (!check.ok) throw refused(check.code, PROMO_DESCRIPTIONS[check.code], { message: check.message });
    promo = found;
  }

  const wantsCashback = (body.cashback ?? 0) > 0;
  if (wantsCashback && settings.cashbackActive !== true) throw refused('CASHBACK_DISABLED', 'Оплата кешбэком недоступна');

  let atTime: Date | null = null;
  if (input.scheduled) {
    const check = checkSchedule({ day: body.day, time: body.time, now, workHours: branch.workHours });
    if (!check.ok) {
      const status = check.code === 'REQUIRED' || check.code.startsWith('INVALID') ? 400 : 422;
      throw new HttpError(status, `SCHEDULE_${check.code}`, SCHEDULE_DESCRIPTIONS[check.code], { field: check.field, message: check.message });
    }
    atTime = check.at;
  }

  const totals = computeTotals({
    lines,
    promo,
    serviceType,
    deliveryPrice: delivery.price,
    cashback: wantsCashback ? body.cashback : 0,
    userCashback: input.user.cashback,
    deliverySettings,
  });
  return { totals, cartItems, branch, promo, areaId: delivery.area?.id ?? null, distance: delivery.distance, atTime };
}

