import { pickText, type LonLat } from '../src';
import { PRODUCT_PAGE_IMAGE, checkMerchantIdForBranchLookup, distanceMeters, findClosest, findDeliveryArea, imageUrl, isPointInPolygon, productImages, squareImage, squareImageSrcSet } from '../src/rules';

const square: LonLat[] = [[69.2, 41.3], [69.3, 41.3], [69.3, 41.4], [69.2, 41.4]];

describe('geo rules', () => {
  it('measures great-circle distance in metres', () => {
    // Tashkent centre to Chilonzor: about 7.2 km.
    const d = distanceMeters({ latitude: 41.311321, longitude: 69.279223 }, { latitude: 41.2757, longitude: 69.2041 });
    expect(d).toBeGreaterThan(7000);
    expect(d).toBeLessThan(7500);
    expect(distanceMeters({ latitude: 1, longitude: 1 }, { latitude: 1, longitude: 1 })).toBe(0);
  });

  it('tells points inside a [lon, lat] polygon from points outside', () => {
    expect(isPointInPolygon({ latitude: 41.35, longitude: 69.25 }, square)).toBe(true);
    expect(isPointInPolygon({ latitude: 41.45, longitude: 69.25 }, square)).toBe(false);
    // Swapped coordinates must not pass: the polygon is lon/lat, the point lat/lon.
    expect(isPointInPolygon({ latitude: 69.25, longitude: 41.35 }, square)).toBe(false);
  });

  it('picks the cheapest of overlapping delivery areas, none outside', () => {
    const areas = [{ polygon: square, price: 15000 }, { polygon: square, price: 10000 }];
    expect(findDeliveryArea({ latitude: 41.35, longitude: 69.25 }, areas)?.price).toBe(10000);
    expect(findDeliveryArea({ latitude: 40, longitude: 69.25 }, areas)).toBeUndefined();
  });

  it('finds the closest place', () => {
    const places = [{ id: 1, latitude: 41.3, longitude: 69.2 }, { id: 2, latitude: 41.35, longitude: 69.3 }];
    expect(findClosest({ latitude: 41.36, longitude: 69.31 }, places)?.place.id).toBe(2);
    expect(findClosest({ latitude: 41.36, longitude: 69.31 }, [])).toBeUndefined();
  });

  it('fails a branch lookup without a merchant id with the spec messages', () => {
    expect(checkMerchantIdForBranchLookup(undefined)).toEqual({ ok: false, message: 'Merchant ID is not defined' });
    expect(checkMerchantIdForBranchLookup('undefined')).toEqual({ ok: false, message: 'Merchant ID is undefined' });
    expect(checkMerchantIdForBranchLookup('12')).toEqual({ ok: true, id: 12 });
  });
});

describe('image address rule', () => {
  it('uses https addresses as they are', () => {
    expect(imageUrl('http://api', 'https://cdn.uz/x.png')).toBe('https://cdn.uz/x.png');
  });
  it('serves keys from the media store resized to 480×480, at the quality the storefront shows (75) unless asked', () => {
    expect(imageUrl('http://api/', 'demo-plov')).toBe('http://api/media/v1/images/demo-plov?width=480&height=480&quality=75');
    expect(imageUrl('http://api', 'k', { width: 128, height: 96, quality: 75 })).toBe('http://api/media/v1/images/k?width=128&height=96&quality=75');
  });
  it('asks only the sizes the media endpoint renders: the next one up, the largest at most', () => {
    expect(imageUrl('http://api', 'k', { width: 120, height: 80, quality: 70 })).toBe('http://api/media/v1/images/k?width=128&height=96&quality=75');
    expect(imageUrl('http://api', 'k', { width: 2000, height: 1, quality: 100 })).toBe('http://api/media/v1/images/k?width=1200&height=48&quality=100');
  });
  it('offers square renditions from half to twice the shown size, so a phone never loads a desktop image', () => {
    expect(squareImageSrcSet('http://api', 'k', 200)).toBe([128, 160, 240, 320, 400]
      .map((side) => `http://api/media/v1/images/k?width=${side}&height=${side}&quality=75 ${side}w`).join(', '));
    expect(squareImageSrcSet('http://api', 'k', 480)?.split(', ').at(-1)).toBe('http://api/media/v1/images/k?width=960&height=960&quality=75 960w');
    expect(squareImageSrcSet('http://api', 'https://cdn.uz/x.png', 200)).toBeUndefined();
  });
  it('gives a square image and its preload the same address, srcset and sizes', () => {
    const page = squareImage('http://api', 'k', PRODUCT_PAGE_IMAGE.size, PRODUCT_PAGE_IMAGE.sizes);
    expect(page.src).toBe('http://api/media/v1/images/k?width=960&height=960&quality=75');
    expect(page.srcSet).toBe(squareImageSrcSet('http://api', 'k', 480));
    expect(page).toMatchObject({ sizes: '(max-width: 720px) calc(100vw - 32px), 480px', width: 480, height: 480 });
    expect(squareImage('http://api', 'k', 120)).toMatchObject({ src: 'http://api/media/v1/images/k?width=240&height=240&quality=75', sizes: '120px' });
  });
  it("shows a product's own image first, then its gallery, each once", () => {
    expect(productImages({ image: 'a', gallery: ['b', 'a', null, 'c'] })).toEqual(['a', 'b', 'c']);
    expect(productImages({ image: null, gallery: ['b'] })).toEqual(['b']);
    expect(productImages({ image: '', gallery: [] })).toEqual([]);
  });
  it("falls back to the 'no item' placeholder", () => {
    expect(imageUrl('http://api', null)).toContain('/media/v1/images/no-item?');
    expect(imageUrl('http://api', '  ')).toContain('/media/v1/images/no-item?');
  });
});

describe('multilingual text', () => {
  it('falls back through uz, ru and eng', () => {
    expect(pickText({ ru: 'Плов', uz: 'Palov', eng: 'Pilaf' }, 'eng')).toBe('Pilaf');
    expect(pickText({ ru: 'Плов', uz: null, eng: '' }, 'eng')).toBe('Плов');
    expect(pickText(null, 'uz')).toBe('');
  });
});
