import type { Language } from '../common';
import { specMessage, type MessageKey } from '../constants';
import { formatSum } from './price';

/** Why a promo was refused; the storefront branches on it, the API answers it as the error code. */
export type PromoRefusal = 'PROMO_INACTIVE' | 'PROMO_NOT_STARTED' | 'PROMO_EXPIRED' | 'PROMO_MIN_PRICE';

/** `message` is the spec's message (`key` of MESSAGES) in the language asked, uz by default. */
export type PromoCheck =
  | { ok: true; key: 'promoAdded'; message: string }
  | { ok: false; code: PromoRefusal; key: MessageKey; message: string };

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
export function checkPromo(
  promo: PromoCheckInput,
  { now, productPrice, language = 'uz' }: { now: Date; productPrice: number; language?: Language },
): PromoCheck {
  const refuse = (code: PromoRefusal, key: MessageKey, params?: Record<string, string>): PromoCheck =>
    ({ ok: false, code, key, message: specMessage(key, language, params) });
  if (!promo.isActive) return refuse('PROMO_INACTIVE', 'promoInactive');
  const at = now.getTime();
  if (promo.startDate && time(promo.startDate) > at) return refuse('PROMO_NOT_STARTED', 'promoNotStarted');
  if (promo.endDate && time(promo.endDate) < at) return refuse('PROMO_EXPIRED', 'promoExpired');
  if (promo.minPrice && productPrice < promo.minPrice) {
    return refuse('PROMO_MIN_PRICE', 'promoMinPrice', { minPrice: formatSum(promo.minPrice, language) });
  }
  return { ok: true, key: 'promoAdded', message: specMessage('promoAdded', language) };
}
