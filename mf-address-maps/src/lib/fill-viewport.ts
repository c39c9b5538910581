import { useCallback, useEffect, useRef } from 'react';

/** Space kept below a map that fills the screen, so its edge and attribution are seen. */
const GAP_BELOW = 12;

/**
 * A map stage that fills the screen below whatever is above it (the shell's header, a title, the
 * courier's status) and ends above the phone's bottom tab bar (the shell's `--sf-bottom-bar`):
 * its bottom edge and the tile attribution are on screen, and the page does not scroll under a
 * map the finger means to drag. Measured, because the height above depends on the merchant (a
 * brand row or not) and on the screen's own lines; at least `min` px.
 */
export function useFillViewport<T extends HTMLElement>(min: number) {
  const element = useRef<T | null>(null);
  const fit = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    const bar = parseFloat(getComputedStyle(document.body).getPropertyValue('--sf-bottom-bar')) || 0;
    const height = `${Math.max(min, Math.floor(window.innerHeight - top - bar - GAP_BELOW))}px`;
    if (el.style.height !== height) el.style.height = height;
  }, [min]);
  useEffect(() => {
    fit();
    window.addEventListener('resize', fit);
    // What is above the stage may grow or shrink (a status line, a wrapped title).
    const above = element.current?.parentElement;
    const observer = above && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(fit) : null;
    if (above) observer?.observe(above);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [fit]);
  return useCallback((el: T | null) => {
    element.current = el;
    fit();
  }, [fit]);
}
