import { MESSAGES } from '../constants';
import { formatSum } from './price';

/** Why a promo was refused; the storefront branches on it, the API answers it as the error code. */
export type PromoRefusal = 'PROMO_INACTIVE' | 'PROMO_NOT_STARTED' | 'PROMO_EXPIRED' | 'PROMO_MIN_PRICE';

export type PromoCheck =
  | { ok: true; message: typeof MESSAGES.promoAdded }
  | { ok: false; code: PromoRefusal; message: string };

export interface PromoCheckInput {
  isActive: boolean;
  startDate?: string | Date | null;
  endDate?: string | Date | null;
  minPrice?: number | null;
}

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * Spec §5 promo messages, checked in this order: not active, not started, expired, basket below the
 * minimum price, success. Edges: a promo is valid from `startDate` inclusive to `endDate` inclusive;
 * missing dates do not limit it. `productPrice` is the basket after the products' own discounts and
 * before any promo (totals' `productPrice`); it must be at least `minPrice` (equal passes). The
 * `{minPrice}` placeholder is filled with the amount formatted as so'm ('100 000 so'm').
 */
export function checkPromo(promo: PromoCheckInput, { now, productPrice }: { now: Date; productPrice: number }): PromoCheck {
  if (!promo.isActive) return { ok: false, code: 'PROMO_INACTIVE', message: MESSAGES.promoInactive };
  const at = now.getTime();
  if (promo.startDate && time(promo.startDate) > at) {
    return { ok: false, code: 'PROMO_NOT_STARTED', message: MESSAGES.promoNotStarted };
  }
  if (promo.endDate && time(promo.endDate) < at) return { ok: false, code: 'PROMO_EXPIRED', message: MESSAGES.promoExpired };
  if (promo.minPrice && productPrice < promo.minPrice) {
    return { ok: false, code: 'PROMO_MIN_PRICE', message: MESSAGES.promoMinPrice.replace('{minPrice}', formatSum(promo.minPrice)) };
  }
  return { ok: true, message: MESSAGES.promoAdded };
}
