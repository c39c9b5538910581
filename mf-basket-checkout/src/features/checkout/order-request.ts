import type { EntranceInfo, OrderRequest, User } from '@storefront/contracts';
import type { BasketLine, DraftAddress } from '@storefront/runtime';
import type { ComputedTotals } from '@storefront/contracts/rules';
import type { CheckoutState } from './checkout-state';

export interface OrderRequestInput {
  state: CheckoutState;
  lines: readonly BasketLine[];
  address: DraftAddress | null;
  entrance: EntranceInfo;
  branchId: number | null;
  cityId: number | null;
  user: Pick<User, 'id'> | null;
  merchantId: number;
  /** The table a dine-in order is for (its QR code), when the guest sits at one of the order's branch. */
  tableId?: number | null;
  totals: ComputedTotals;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The order draft (spec §3 order request) sent to the API. Its totals are the browser's preview:
 * the API prices everything again. Pick-up and dine-in carry no address, entrance or delivery
 * type; a dine-in order at a table names it (spec §3 serviceType dine-in with tableId); a
 * scheduled order carries day and time; a saved address's id is left out (spec §5).
 */
export function buildOrderRequest(input: OrderRequestInput): OrderRequest {
  const { state, address, entrance } = input;
  const serviceType = state.serviceType ?? 'DELIVERY';
  const delivery = serviceType === 'DELIVERY';
  let sentAddress: OrderRequest['address'] = null;
  if (delivery && address) {
    // A saved address's entrance info travels as the order's own entrance fields below.
    const { id: _id, createdDate: _c, lastModifiedDate: _m, entrance: _e, ...rest } = address;
    sentAddress = rest;
  }
  return {
    serviceType,
    paymentType: state.paymentType ?? 'CASH',
    cardId: state.cardId ?? null,
    status: 'OPEN',
    later: state.later,
    day: state.later ? state.day : null,
    time: state.later ? state.time : null,
    address: sentAddress,
    office: delivery ? text(entrance.office) : null,
    domophone: delivery ? text(entrance.domophone) : null,
    entrance: delivery ? text(entrance.entrance) : null,
    floor: delivery ? text(entrance.floor) : null,
    courierComment: delivery ? text(entrance.comment) : null,
    branch: input.branchId ? { id: input.branchId } : null,
    dineIn: serviceType === 'DINE_IN' && input.tableId ? { tableId: input.tableId } : null,
    cityId: input.cityId,
    promoId: state.promo?.id ?? null,
    promoCode: state.promo?.code ?? null,
    cashback: input.totals.cashback,
    comment: text(state.comment),
    user: input.user ? { id: input.user.id } : null,
    merchant: { id: input.merchantId },
    orderDevice: 'WEB',
    totals: {
      totalProductPrice: input.totals.totalProductPrice,
      totalProductDiscount: input.totals.totalProductDiscount,
      productPrice: input.totals.productPrice,
      productDiscount: input.totals.productDiscount,
      productCount: input.totals.productCount,
      totalPrice: input.totals.totalPrice,
      totalDiscount: input.totals.totalDiscount,
      deliveryPrice: input.totals.deliveryPrice,
      deliveryDiscount: input.totals.deliveryDiscount,
      serviceFee: input.totals.serviceFee,
    },
    cartItems: input.lines.map((line) => ({
      product: { id: line.product.id, costPrice: line.product.costPrice, discount: line.product.discount, count: line.count },
      modifications: line.modifications.map((m) => ({ id: m.id, price: m.price, count: m.count })),
    })),
  };
}
