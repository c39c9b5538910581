import type { MarkerKind } from './types';

/*
 * The pins of every engine, as inline SVG: Leaflet wraps them in a divIcon, Yandex in a marker
 * element. Nothing here imports an engine.
 */

const PIN = 'M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z';

export interface PinShape { html: string; size: [number, number]; anchor: [number, number] }

const BRANCH: PinShape = {
  html: `<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="${PIN}" fill="#E53935" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>`,
  size: [30, 40], anchor: [15, 39],
};
const SELECTED: PinShape = {
  html: `<svg width="38" height="50" viewBox="0 0 30 40" aria-hidden="true"><path d="${PIN}" fill="var(--main-color,#FCE000)" stroke="#000" stroke-width="1.5"/><circle cx="15" cy="15" r="5.5" fill="#000"/></svg>`,
  size: [38, 50], anchor: [19, 49],
};
/** The customer's door: a house in a dark pin. */
const ADDRESS: PinShape = {
  html: `<svg width="34" height="45" viewBox="0 0 30 40" aria-hidden="true"><path d="${PIN}" fill="#1E3A8A" stroke="#fff" stroke-width="2"/><path d="M9 16l6-5 6 5v6h-4v-4h-4v4H9z" fill="#fff"/></svg>`,
  size: [34, 45], anchor: [17, 44],
};
/** The courier: a round badge in the merchant's colour, centred on their point. */
const COURIER: PinShape = {
  html: '<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true"><circle cx="18" cy="18" r="16" fill="var(--main-color,#FCE000)" stroke="#000" stroke-width="2"/><circle cx="11" cy="23" r="4" fill="none" stroke="#000" stroke-width="2"/><circle cx="25" cy="23" r="4" fill="none" stroke="#000" stroke-width="2"/><path d="M11 23l5-9h6l3 9M16 14h-3" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round"/></svg>',
  size: [36, 36], anchor: [18, 18],
};

/** The pin of a marker of this kind (a branch may be the selected one). */
export function pinOf(kind: MarkerKind | undefined, selected: boolean): PinShape {
  if (kind === 'address') return ADDRESS;
  if (kind === 'courier') return COURIER;
  return selected ? SELECTED : BRANCH;
}
