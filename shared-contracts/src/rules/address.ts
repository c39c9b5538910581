import type { Language } from '../common';
import type { Address, EntranceInfo } from '../entities/address';

/** The words of the entrance part, per interface language. */
export const ENTRANCE_WORDS: Record<Language, { entrance: string; floor: string; office: string }> = {
  uz: { entrance: "kirish yo'lagi", floor: 'qavat', office: 'xonadon' },
  ru: { entrance: 'подъезд', floor: 'этаж', office: 'кв./офис' },
  eng: { entrance: 'entrance', floor: 'floor', office: 'flat' },
};

type Readable = Partial<Pick<Address, 'name' | 'streetName' | 'houseNumber'>>;

const clean = (text: string | null | undefined) => text?.trim() || null;

/**
 * How an address reads to a customer everywhere (checkout, order, saved addresses): "street,
 * house; entrance 2, floor 5, flat 34". Without a street the address's own name stands in; raw
 * coordinates never appear: with nothing readable the answer is null and the screen says
 * "a point on the map" in its own words. The entrance info is the order's or the saved address's.
 */
export function readableAddress(address: Readable | null | undefined, entrance?: EntranceInfo | null, language: Language = 'uz'): string | null {
  if (!address) return null;
  const street = [clean(address.streetName), clean(address.houseNumber)].filter(Boolean).join(', ') || clean(address.name);
  const words = ENTRANCE_WORDS[language] ?? ENTRANCE_WORDS.uz;
  const inside = (['entrance', 'floor', 'office'] as const)
    .map((field) => {
      const value = clean(entrance?.[field]);
      return value ? `${words[field]} ${value}` : null;
    })
    .filter(Boolean)
    .join(', ');
  if (!street) return inside ? inside : null;
  return inside ? `${street}; ${inside}` : street;
}
