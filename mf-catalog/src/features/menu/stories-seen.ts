import type { Story } from '@storefront/contracts';
import { local } from '@storefront/ui';

/**
 * Which stories the customer has seen, per brand, in this browser: a story counts as seen until the
 * merchant changes it (its updatedDate), so a changed story lights up again.
 */
const key = (brand: string) => `stories-seen:${brand}`;

export function readSeen(brand: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(local.get(key(brand)) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed as Record<string, string> : {};
  } catch {
    return {};
  }
}

export const isSeen = (seen: Record<string, string>, story: Story) => seen[story.id] === story.updatedDate;

/** Marks a story seen; only stories still shown are kept, so the record stays small. */
export function markSeen(brand: string, story: Story, shown: readonly Story[]): Record<string, string> {
  const seen = readSeen(brand);
  const next: Record<string, string> = {};
  for (const s of shown) if (seen[s.id]) next[s.id] = seen[s.id];
  next[story.id] = story.updatedDate;
  local.set(key(brand), JSON.stringify(next));
  return next;
}
