import { APP_ROUTES, matchAppRoute } from '../src';
import { wantsYandex } from '../src/rules';

describe('which engine draws a map', () => {
  const yandexMapsUrl = 'https://api-maps.yandex.ru/v3/';
  it('draws with Yandex only for a Yandex map type with a key, where the deployment names the script', () => {
    expect(wantsYandex({ mapType: 'YANDEX', yandexMapKey: 'k', yandexMapsUrl })).toBe(true);
    expect(wantsYandex({ mapType: 'LAMENU_YANDEX', yandexMapKey: 'k', yandexMapsUrl })).toBe(true);
    // Spec §9: the map type defaults to Yandex.
    expect(wantsYandex({ mapType: null, yandexMapKey: 'k', yandexMapsUrl })).toBe(true);
    expect(wantsYandex({ mapType: 'LEAFLET', yandexMapKey: 'k', yandexMapsUrl })).toBe(false);
    expect(wantsYandex({ mapType: 'YANDEX', yandexMapKey: ' ', yandexMapsUrl })).toBe(false);
    expect(wantsYandex({ mapType: 'YANDEX', yandexMapKey: null, yandexMapsUrl })).toBe(false);
    expect(wantsYandex({ mapType: 'YANDEX', yandexMapKey: 'k', yandexMapsUrl: undefined })).toBe(false);
  });

  it('knows the screens that draw a map, all of them the maps remote\'s', () => {
    const drawing = APP_ROUTES.filter((route) => 'drawsMap' in route && route.drawsMap).map((route) => route.path);
    expect(drawing).toEqual(['/profile/address/create', '/profile/orders/:id/map', '/branches/map', '/address/pickup', '/address/pickup2', '/address/delivery']);
    expect(APP_ROUTES.filter((route) => 'drawsMap' in route).every((route) => route.owner === 'addressMaps')).toBe(true);
    expect(matchAppRoute('/profile/orders/12/map')?.route).toMatchObject({ drawsMap: true });
    expect(matchAppRoute('/branches')?.route).not.toHaveProperty('drawsMap');
  });
});
