import type { Kysely, Selectable } from 'kysely';
import type { CartItem, MerchantWebSettings, OrderRequest } from '@storefront/contracts';
import {
  allowedServiceTypes, paymentAllowed, branchServes, checkServiceNow, checkPromo, checkSchedule, scheduleHours, computeTotals, deliveryBranch, deliveryPrice,
  exceedsStock, featureOn, findDeliveryArea, type ComputedTotals, type OfferedServiceType,
} from '@storefront/contracts/rules';
import type { BranchTable, Database, ProductBranchTable, ProductTable, PromoTable } from '../../db/schema';
import type { SessionUser } from '../../lib/auth';
import { apiError, badRequest, unprocessable } from '../../lib/errors';
import type { toDeliveryArea } from '../../lib/mappers';
import { activeBranches, deliveryAreas, findDeliverySettings, findPromoByCode, findPromoById, productsAtBranch } from './repository';
import { BRANCH_CLOSED, BRANCH_NOT_FOUND, DELIVERY_CLOSED, NO_BRANCHES, OUT_OF_DELIVERY_AREA, PRODUCT_NOT_FOUND, PROMO_NOT_FOUND, TABLE_NOT_FOUND } from '../../lib/named-errors';
import { findTable } from '../booking';
import { findWebSettings } from '../../platform/merchant-settings';
import { isStoredId } from '../../platform/ids';

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

/** 422: a draft the merchant cannot serve. */
const refused = unprocessable;

export { findPromoByCode };

interface PricingInput {
  merchantId: number;
  user: SessionUser;
  body: OrderRequest;
  channel: OrderChannel;
  scheduled: boolean;
  now: Date;
  /** The moment branches' opening hours are read at (lib/hours-clock.ts): `now` outside tests. */
  hoursNow: Date;
}

type Settings = Partial<MerchantWebSettings>;
type Area = ReturnType<typeof toDeliveryArea>;
type Line = Parameters<typeof computeTotals>[0]['lines'][number];

/**
 * Prices an order draft from the database with the contracts' rules (ARCHITECTURE.md §4): every
 * product, modification, branch, delivery area, promo, setting and the cashback balance is read
 * here; every price, total and discount the client sent is ignored. Refusals are 4xx with a Russian
 * description: 400 for a draft that is incomplete, 422 for one the merchant cannot serve. Each step
 * loads what it needs and checks it; the refusals come in the same order as they always did.
 */
export async function priceOrder(db: Kysely<Database>, input: PricingInput): Promise<PricedOrder> {
  const { merchantId, body, now } = input;
  const [settingsRow, deliverySettings] = await Promise.all([findWebSettings(db, merchantId), findDeliverySettings(db, merchantId)]);
  const settings = (settingsRow?.settings ?? {}) as Settings;
  const serviceType = checkServiceAndPayment(settings, body);

  const [branches, areas] = await Promise.all([
    activeBranches(db, merchantId),
    serviceType === 'DELIVERY' && body.address ? deliveryAreas(db, merchantId) : [],
  ]);
  const branch = chooseBranch(body, serviceType, branches, areas, input.hoursNow);
  await checkTable(db, merchantId, body, serviceType, branch);
  // An order for now needs the branch open now; a scheduled one is checked against its hours below.
  if (!input.scheduled) {
    const open = checkServiceNow(branch, serviceType, input.hoursNow);
    if (!open.ok) throw (open.state === 'no-delivery' ? DELIVERY_CLOSED : BRANCH_CLOSED)(open.opensAt, input.hoursNow);
  }

  const productIds = [...new Set(body.cartItems.map((item) => item.product.id))].filter(isStoredId);
  if (productIds.length === 0) productIds.push(0);
  const [products, entries] = await productsAtBranch(db, merchantId, productIds, branch.id);
  const { lines, cartItems } = checkBasket(body, serviceType, input.channel, products, entries);

  const delivery = deliveryPrice({
    serviceType,
    basket: lines.length,
    point: serviceType === 'DELIVERY' ? body.address : null,
    branch,
    areas,
    minimalDeliveryPrice: deliverySettings?.minimalDeliveryPrice,
  });
  const withoutPromo = computeTotals({ lines, serviceType, deliveryPrice: delivery.price });
  const promo = await checkPromoOf(db, input, settings, withoutPromo.productPrice);

  const wantsCashback = (body.cashback ?? 0) > 0;
  if (wantsCashback && !featureOn(settings, 'cashback')) throw refused('CASHBACK_DISABLED');
  const atTime = input.scheduled ? scheduledAt(body, branch, serviceType, now) : null;

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

/** Service type and payment type, as the merchant's settings allow (the contracts' rule). */
function checkServiceAndPayment(settings: Settings, body: OrderRequest) {
  const serviceType = allowedServiceTypes(settings).find((type) => type === body.serviceType);
  if (!serviceType) throw refused('SERVICE_TYPE_UNAVAILABLE');
  if (!paymentAllowed(settings, body.paymentType, body.cardId != null)) {
    throw refused('PAYMENT_TYPE_UNAVAILABLE');
  }
  return serviceType;
}

/** The branch named in the draft, or for delivery the closest branch serving the point's delivery area. */
function chooseBranch(
  body: OrderRequest, serviceType: OfferedServiceType, branches: Selectable<BranchTable>[], areas: Area[], hoursNow: Date,
): Selectable<BranchTable> {
  const serves = (b: Selectable<BranchTable>) => branchServes(b, serviceType);
  let branch: Selectable<BranchTable> | undefined;
  if (body.branch?.id) {
    branch = branches.find((b) => b.id === body.branch!.id);
    if (!branch) throw BRANCH_NOT_FOUND(422);
    if (!serves(branch)) throw refused('BRANCH_UNAVAILABLE');
  }
  if (serviceType === 'DELIVERY') {
    const point = body.address;
    if (!point) throw badRequest('ADDRESS_REQUIRED');
    const area = findDeliveryArea(point, areas);
    if (!area) throw OUT_OF_DELIVERY_AREA(422);
    if (!branch) {
      // No branch chosen: the branch that delivers there, as the closest-branch and tariff calls pick it.
      branch = deliveryBranch(point, branches, areas, hoursNow);
      if (!branch) throw NO_BRANCHES(422);
    }
  } else if (!branch) {
    throw badRequest('BRANCH_REQUIRED');
  }
  return branch;
}

/**
 * A dine-in order at a table (its QR code): the table must be one of the chosen branch's, of this
 * merchant, and in use; any other is 422 TABLE_NOT_FOUND. Dine-in without a table stays allowed.
 */
async function checkTable(db: Kysely<Database>, merchantId: number, body: OrderRequest, serviceType: OfferedServiceType, branch: Selectable<BranchTable>) {
  const tableId = serviceType === 'DINE_IN' ? body.dineIn?.tableId : null;
  if (!tableId) return;
  if (!isStoredId(tableId) || !(await findTable(db, merchantId, branch.id, tableId))) throw TABLE_NOT_FOUND(422);
}

/** Each basket line checked against the database: product, branch entry, channel, stock and modifications. */
function checkBasket(
  body: OrderRequest, serviceType: OfferedServiceType, channel: OrderChannel,
  products: Selectable<ProductTable>[], entries: Selectable<ProductBranchTable>[],
): { lines: Line[]; cartItems: CartItem[] } {
  const productById = new Map(products.map((p) => [p.id, p]));
  const entryOf = new Map(entries.map((e) => [e.productId, e]));
  const countOf = new Map<number, number>();
  const lines: Line[] = [];
  const cartItems: CartItem[] = [];
  for (const [index, item] of body.cartItems.entries()) {
    const product = productById.get(item.product.id);
    const where = { line: index, productId: item.product.id };
    if (!product) throw PRODUCT_NOT_FOUND(422, where);
    if (!product.active) throw refused('PRODUCT_INACTIVE', { details: where });
    const entry = entryOf.get(product.id);
    const onChannel = product.systems.length === 0 || product.systems.includes(channel);
    if (!entry?.isActive || !onChannel) {
      throw refused('PRODUCT_UNAVAILABLE', { details: where });
    }
    if (serviceType === 'DELIVERY' && !product.deliveryEnabled) {
      throw refused('PRODUCT_NOT_DELIVERABLE', { details: where });
    }
    const count = item.product.count;
    countOf.set(product.id, (countOf.get(product.id) ?? 0) + count);
    if (exceedsStock(countOf.get(product.id)!, entry.amount)) {
      throw refused('NOT_ENOUGH_STOCK', { details: where });
    }
    const modifications = checkModifications(product, item.modifications, where);
    lines.push({ costPrice: product.costPrice, discount: product.discount, count, modifications });
    cartItems.push({
      product: { id: product.id, costPrice: product.costPrice, discount: product.discount, count, productBranch: null },
      modifications,
    });
  }
  return { lines, cartItems };
}

/** Modifications: each must belong to the product, within its own and its group's counts. */
function checkModifications(
  product: Selectable<ProductTable>, wanted: OrderRequest['cartItems'][number]['modifications'], where: { line: number; productId: number },
): CartItem['modifications'] {
  const chosen = new Map<number, number>();
  for (const m of wanted) {
    if (chosen.has(m.id)) throw badRequest('MODIFICATION_DUPLICATE', { details: { ...where, modificationId: m.id } });
    chosen.set(m.id, m.count);
  }
  const modifications: CartItem['modifications'] = [];
  let matched = 0;
  for (const group of product.modificationGroups) {
    let inGroup = 0;
    for (const modification of group.modifications) {
      const count = chosen.get(modification.id);
      if (count === undefined) continue;
      matched += 1;
      if (count > modification.maxCount) {
        throw refused('MODIFICATION_COUNT', { variant: 'units', details: { ...where, modificationId: modification.id } });
      }
      inGroup += count;
      modifications.push({ id: modification.id, price: modification.price, count });
    }
    const min = group.isRequired ? Math.max(1, group.minCount) : group.minCount;
    if (inGroup < min) {
      throw refused('MODIFICATION_REQUIRED', { details: { ...where, groupId: group.id } });
    }
    if (inGroup > group.maxCount) {
      throw refused('MODIFICATION_COUNT', { variant: 'inGroup', details: { ...where, groupId: group.id } });
    }
  }
  if (matched !== chosen.size) {
    throw refused('MODIFICATION_NOT_FOUND', { details: where });
  }
  return modifications;
}

/** Promo, by id or code; it must pass the spec's checks against the basket. */
async function checkPromoOf(
  db: Kysely<Database>, { merchantId, body, now }: PricingInput, settings: Settings, productPrice: number,
): Promise<Selectable<PromoTable> | null> {
  if (!body.promoId && !body.promoCode?.trim()) return null;
  if (!featureOn(settings, 'promo')) throw refused('PROMO_DISABLED');
  const found = body.promoId
    ? !isStoredId(body.promoId) ? undefined : await findPromoById(db, merchantId, body.promoId)
    : await findPromoByCode(db, merchantId, body.promoCode!);
  if (!found || (body.promoId && body.promoCode?.trim() && found.code.toUpperCase() !== body.promoCode.trim().toUpperCase())) {
    throw PROMO_NOT_FOUND(422);
  }
  const check = checkPromo(found, { now, productPrice });
  if (!check.ok) throw refused(check.code, { details: { message: check.message } });
  return found;
}

/** The time of a scheduled order, within the branch's working hours. */
function scheduledAt(body: OrderRequest, branch: Selectable<BranchTable>, serviceType: OfferedServiceType, now: Date): Date {
  const check = checkSchedule({ day: body.day, time: body.time, now, workHours: scheduleHours(branch, serviceType) });
  if (!check.ok) {
    const status = check.code === 'REQUIRED' || check.code.startsWith('INVALID') ? 400 : 422;
    throw apiError(status, `SCHEDULE_${check.code}`, { details: { field: check.field, message: check.message } });
  }
  return check.at;
}
