// Keeps the basket's mirror cookie (contracts' basket-mirror rule) in step with the stored basket,
// so the shell's page server can draw the basket and the header's count into the next page it
// sends (first-view/page-server.tsx). Written only when it changes; removed when the basket cannot be
// mirrored (the page's guard then drops any view that would show another basket).
import { BASKET_MIRROR_MAX_AGE_S, basketMirrorCookie, encodeBasketMirror, type BasketLine } from '@storefront/runtime';

export function basketMirrorWriter(brand: string): (lines: readonly BasketLine[]) => void {
  const name = basketMirrorCookie(brand);
  let written: string | null | undefined;
  return (lines) => {
    const value = encodeBasketMirror(lines);
    if (value === written) return;
    written = value;
    const secure = location.protocol === 'https:' ? '; secure' : '';
    try {
      document.cookie = value === null
        ? `${name}=; path=/; max-age=0; samesite=lax${secure}`
        : `${name}=${value}; path=/; max-age=${BASKET_MIRROR_MAX_AGE_S}; samesite=lax${secure}`;
    } catch { /* cookies off: the pages come without the basket drawn */ }
  };
}
