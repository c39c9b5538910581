import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true): the big menu
 * renders a category's cards, or its next chunk of cards, only when the customer scrolls near it.
 * Without IntersectionObserver (old browsers, tests) everything counts as near. What comes near
 * renders as a transition, in slices that leave the browser free to scroll in between.
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = '800px', initial = false, enabled = true } = {}): boolean {
  const [near, setNear] = useState(initial);
  useEffect(() => {
    if (near || !enabled) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') { setNear(true); return; }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        startTransition(() => setNear(true));
        observer.disconnect();
      }
    }, { rootMargin: `${margin} ${margin}` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, enabled, margin, ref]);
  return near;
}
