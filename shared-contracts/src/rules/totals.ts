import type { z } from 'zod/mini';
import type { DiscountType, ServiceType } from '../enums';
import type { OrderTotals } from '../entities/order';
import { modificationsPrice, unitPrice } from './price';

/**
 * Rounding, once for the whole package: every amount is whole so'm. A percentage is rounded to the
 * nearest so'm with halves up (Math.round): a product's own discount once per unit (as `unitPrice`),
 * a promo percentage once on the basket or on the delivery price. Caps (never more than the amount
 * discounted, never below zero) apply after rounding. Cashback is spent in whole so'm, rounded down.
 */
export interface TotalsLine {
  /** Unit price before the product's own discount. */
  costPrice: number;
  /** The product's own discount, percent of costPrice. */
  discount: number;
  count: number;
  /** Chosen modifications: price per product unit and how many of it per unit. */
  modifications: ReadonlyArray<{ price: number; count: number }>;
}

export interface TotalsPromo {
  /** The promo applies only when it has an id (spec §5): a code the server never confirmed has none. */
  id?: number | null;
  discountType: z.infer<typeof DiscountType>;
  /** AMOUNT: so'm off the products; PERCENTAGE: percent of the products. */
  productDiscount: number;
  /** AMOUNT: so'm off the delivery; PERCENTAGE: percent of the delivery price. */
  deliveryDiscount: number;
}

export interface ServiceFeeSettings {
  isServiceFeeEnabled: boolean;
  isServiceFeeFreeAboveThreshold: boolean;
  serviceFeeThreshold: number;
  serviceFeeAmount: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  promo?: TotalsPromo | null;
  serviceType: z.infer<typeof ServiceType>;
  /** The delivery price of the delivery rule (0 unless DELIVERY). */
  deliveryPrice: number;
  /** Cashback the customer wants to spend. */
  cashback?: number | null;
  /** The customer's cashback balance. */
  userCashback?: number | null;
  deliverySettings?: ServiceFeeSettings | null;
}

export interface ComputedTotals extends OrderTotals {
  serviceFee: number;
  /** Cashback actually spent: at most the balance and at most the amount payable. */
  cashback: number;
}

const whole = (value: number | null | undefined) => (Number.isFinite(value) && (value as number) > 0 ? (value as number) : 0);
const percentOf = (amount: number, percent: number) => Math.round((amount * Math.min(100, whole(percent))) / 100);

function promoDiscount(type: TotalsPromo['discountType'], value: number, amount: number): number {
  const discount = type === 'PERCENTAGE' ? percentOf(amount, value) : Math.round(whole(value));
  return Math.min(amount, discount);
}

/** Service fee of the delivery settings; free when the payable products are strictly above the threshold. */
export function serviceFee(settings: ServiceFeeSettings | null | undefined, payableProducts: number): number {
  if (!settings?.isServiceFeeEnabled || payableProducts <= 0) return 0;
  if (settings.isServiceFeeFreeAboveThreshold && payableProducts > settings.serviceFeeThreshold) return 0;
  return Math.round(whole(settings.serviceFeeAmount));
}

/**
 * The order totals of spec §3 from the basket, the promo, the delivery price, the cashback and the
 * service fee (spec §5):
 * - totalProductPrice: products and modifications at cost price; totalProductDiscount: the
 *   products' own percentage discounts (modifications are never discounted); productPrice: the
 *   difference, i.e. the basket as the menu shows it;
 * - productDiscount / deliveryDiscount: the promo, only with a promo id, AMOUNT or PERCENTAGE, capped
 *   at what it discounts (so the payable product part is never below zero); no delivery discount
 *   unless the service type is DELIVERY, and the delivery price itself is 0 otherwise;
 * - serviceFee: per the delivery settings, on any service type, none for an empty basket;
 * - cashback: at most the balance, at most the amount payable;
 * - totalDiscount: product discounts plus promo discounts (cashback is a payment, not a discount);
 * - totalPrice: what the customer pays: products − promo + delivery − delivery promo + service fee − cashback.
 */
export function computeTotals(input: TotalsInput): ComputedTotals {
  let totalProductPrice = 0;
  let productPrice = 0;
  let productCount = 0;
  for (const line of input.lines) {
    const count = whole(line.count);
    const modifications = modificationsPrice(line.modifications.map((m) => ({ price: whole(m.price), count: whole(m.count) })));
    const cost = whole(line.costPrice);
    totalProductPrice += (cost + modifications) * count;
    productPrice += (unitPrice({ costPrice: cost, discount: Math.min(100, whole(line.discount)) }) + modifications) * count;
    productCount += count;
  }
  const totalProductDiscount = totalProductPrice - productPrice;
  const isDelivery = input.serviceType === 'DELIVERY';
  const deliveryPrice = isDelivery ? Math.round(whole(input.deliveryPrice)) : 0;
  const promo = input.promo?.id ? input.promo : null;
  const productDiscount = promo ? promoDiscount(promo.discountType, promo.productDiscount, productPrice) : 0;
  const deliveryDiscount = promo && isDelivery ? promoDiscount(promo.discountType, promo.deliveryDiscount, deliveryPrice) : 0;
  const payableProducts = productPrice - productDiscount;
  const fee = serviceFee(input.deliverySettings, payableProducts);
  const payable = payableProducts + deliveryPrice - deliveryDiscount + fee;
  const cashback = Math.min(Math.floor(whole(input.cashback)), Math.floor(whole(input.userCashback)), payable);
  return {
    totalProductPrice,
    totalProductDiscount,
    productPrice,
    productDiscount,
    productCount,
    totalPrice: payable - cashback,
    totalDiscount: totalProductDiscount + productDiscount + deliveryDiscount,
    deliveryPrice,
    deliveryDiscount,
    serviceFee: fee,
    cashback,
  };
}
