import { IMAGE_VIEWER } from '@storefront/contracts';
import { MAX_ZOOM, createThrottle, isDoubleClick, toggleZoom, wheelZoom } from '../src/features/product/viewer-rules';

describe('image viewer (spec §9)', () => {
  it('uses the constants of the contracts', () => {
    expect(IMAGE_VIEWER).toEqual({ loadingTimeoutMs: 1000, doubleClickMs: 500, wheelThrottleMs: 50, zoomRatio: 0.1 });
  });

  it('zooms by the ratio 0.1 per wheel step, symmetric in and out, within limits', () => {
    expect(wheelZoom(1, -100)).toBe(1.1);
    expect(wheelZoom(wheelZoom(2, -100), 100)).toBeCloseTo(2, 2);
    expect(wheelZoom(1, 100)).toBe(1);
    expect(wheelZoom(MAX_ZOOM, -100)).toBe(MAX_ZOOM);
    expect(wheelZoom(1.5, 0)).toBe(1.5);
  });

  it('counts two clicks within 500 ms as a double click', () => {
    expect(isDoubleClick(null, 100)).toBe(false);
    expect(isDoubleClick(100, 600)).toBe(true);
    expect(isDoubleClick(100, 601)).toBe(false);
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(3.2)).toBe(1);
  });

  it('lets a wheel event through at most once per 50 ms', () => {
    const pass = createThrottle();
    expect([0, 10, 49, 50, 60, 100, 151].map(pass)).toEqual([true, false, false, true, false, true, true]);
  });
});
