import { APP_ROUTES, isOwnedBy, matchAppRoute, readRoutePrefix, screenOn } from '../src';
import { needsMenu, resolveBrand, screenChunkName } from '../src/rules';

describe('app routes of spec §2', () => {
  it('maps each spec path to its layout', () => {
    expect(matchAppRoute('/')?.route.layout).toBe('default');
    expect(matchAppRoute('/login')?.route.layout).toBe('auth');
    expect(matchAppRoute('/login/rules')?.route.layout).toBe('default');
    expect(matchAppRoute('/extra2')?.route.layout).toBe('extra');
    expect(matchAppRoute('/address/delivery')?.route.layout).toBe('map');
    expect(matchAppRoute('/merchantNotAvailable')?.route).toMatchObject({ layout: 'auth', owner: 'shell' });
  });

  it('reads path parameters and ignores a trailing slash', () => {
    expect(matchAppRoute('/product/42/')).toMatchObject({ params: { id: '42' }, route: { owner: 'catalog' } });
    expect(matchAppRoute('/profile/orders/7/map')).toMatchObject({ params: { id: '7' }, route: { owner: 'addressMaps' } });
  });

  it('answers nothing for unknown paths (the 404 page)', () => {
    expect(matchAppRoute('/nope')).toBeUndefined();
    expect(matchAppRoute('/product')).toBeUndefined();
    expect(matchAppRoute('/product/1/2')).toBeUndefined();
  });

  it('gives every path exactly one owner', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(isOwnedBy('basketCheckout')({ pathname: '/checkout' })).toBe(true);
    expect(isOwnedBy('catalog')({ pathname: '/checkout' })).toBe(false);
  });

  it('reads the ru/uz and 1/2 prefixes', () => {
    expect(readRoutePrefix('/ru')).toEqual({ cookie: 'lang', value: 'ru' });
    expect(readRoutePrefix('/uz/product/1')).toEqual({ cookie: 'lang', value: 'uz' });
    expect(readRoutePrefix('/2')).toEqual({ cookie: 'page', value: '2' });
    expect(readRoutePrefix('/eng')).toBeUndefined();
    expect(readRoutePrefix('/')).toBeUndefined();
  });
});

describe('brand resolution', () => {
  it('takes ?vendor on a local host, then the stored brand, then mim', () => {
    expect(resolveBrand({ hostname: 'localhost', search: '?vendor=demo' })).toEqual({ brand: 'demo', source: 'vendor' });
    expect(resolveBrand({ hostname: 'localhost', search: '', stored: 'oqshom' })).toEqual({ brand: 'oqshom', source: 'stored' });
    expect(resolveBrand({ hostname: 'localhost', search: '' })).toEqual({ brand: 'mim', source: 'fallback' });
  });

  it('falls back to demo on the demo host', () => {
    expect(resolveBrand({ hostname: 'demo.lamenu.uz', search: '' })).toEqual({ brand: 'demo', source: 'fallback' });
  });

  it('takes the sub-domain on other hosts, whatever is stored', () => {
    expect(resolveBrand({ hostname: 'demo.localhost', search: '', stored: 'mim' })).toEqual({ brand: 'demo', source: 'host' });
    expect(resolveBrand({ hostname: 'mim.lamenu.uz', search: '?vendor=demo' })).toEqual({ brand: 'mim', source: 'host' });
  });

  it('refuses vendor values that are not sub-domains', () => {
    expect(resolveBrand({ hostname: 'localhost', search: '?vendor=../../x' })).toEqual({ brand: 'mim', source: 'fallback' });
    expect(resolveBrand({ hostname: 'example.com', search: '' })).toEqual({ brand: null, source: 'none' });
  });

  it('guards each flagged screen, and its entry points ask the same rule', () => {
    const on = { aboutMerchantActive: true, promoActive: true, cardActive: true, branchesActive: true, deliveryActive: true };
    expect(screenOn('/about', on)).toBe(true);
    expect(screenOn('/about', { ...on, aboutMerchantActive: false })).toBe(false);
    expect(screenOn('/profile/promos', { promoActive: false })).toBe(false);
    expect(screenOn('/profile/cards/create', { cardActive: false })).toBe(false);
    expect(screenOn('/branches/map', { branchesActive: false })).toBe(false);
    expect(screenOn('/address/delivery', { deliveryActive: false })).toBe(false);
    expect(screenOn('/address/pickup', { pickupActive: true })).toBe(true);
    // Screens without a flag are always there; an unknown path never is.
    expect(screenOn('/login/rules', {})).toBe(true);
    expect(screenOn('/nowhere', on)).toBe(false);
  });
});

describe('screen chunk names', () => {
  it('name a route\'s lazily loaded screen as the catalogue\'s magic comments write it', () => {
    expect(screenChunkName('/product/:id')).toBe('screen-product-id');
    expect(screenChunkName('/search')).toBe('screen-search');
    expect(screenChunkName('/')).toBe('screen-home');
    // Every name is a plain file-name-safe word: webpack puts it in the chunk's file name.
    for (const route of APP_ROUTES) expect(screenChunkName(route.path)).toMatch(/^screen-[\w-]+$/);
  });
});

describe('the screens that need the menu', () => {
  it('is asked for at once on the screens that draw from it, and on a path the storefront does not know', () => {
    const paths = ['/', '/category', '/product/142', '/search', '/extra', '/extra2', '/basket', '/profile/orders/7', '/nowhere'];
    expect(paths.filter(needsMenu)).toEqual(paths);
  });

  it('waits on the screens that draw nothing from it', () => {
    const paths = ['/checkout', '/login', '/profile', '/profile/orders', '/profile/favorites', '/branches', '/branches/map', '/address/delivery', '/profile/orders/7/map', '/reservations', '/about'];
    expect(paths.filter(needsMenu)).toEqual([]);
  });
});
