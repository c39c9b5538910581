import { IMAGE_VIEWER } from '@storefront/contracts';

/** Zoom limits of the image viewer (the spec gives only the ratio; these keep the image usable). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** Zoom a double click toggles to. */
export const DOUBLE_CLICK_ZOOM = 2;

const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));

/**
 * One wheel step (spec §9 zoom ratio 0.1): wheeling up zooms in by 1 + ratio, wheeling down zooms
 * out by 1 / (1 + ratio), so one step in and one step out come back to the same zoom.
 */
export function wheelZoom(zoom: number, deltaY: number, ratio: number = IMAGE_VIEWER.zoomRatio): number {
  if (deltaY === 0) return zoom;
  const factor = deltaY < 0 ? 1 + ratio : 1 / (1 + ratio);
  return clamp(Math.round(zoom * factor * 1000) / 1000);
}

/** Two clicks within the window (spec §9: 500 ms) are a double click. */
export const isDoubleClick = (previousAt: number | null, now: number, windowMs: number = IMAGE_VIEWER.doubleClickMs) =>
  previousAt !== null && now - previousAt <= windowMs;

/** A double click zooms in to 2× or back out to fit. */
export const toggleZoom = (zoom: number) => (zoom > MIN_ZOOM ? MIN_ZOOM : DOUBLE_CLICK_ZOOM);

/** Lets a wheel event through at most once per interval (spec §9: 50 ms). */
export function createThrottle(intervalMs: number = IMAGE_VIEWER.wheelThrottleMs) {
  let last = -Infinity;
  return (now: number) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
