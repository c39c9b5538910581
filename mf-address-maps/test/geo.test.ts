import { pointOf, geocodedAddress, startPoint, streetLine, tilesOf } from '../src/lib/geo';

describe('tilesOf', () => {
  it('uses the run-time config of the shell', () => {
    expect(tilesOf({ tileUrl: 'http://localhost:8080/tiles/v1/{z}/{x}/{y}.png', tileAttribution: '© Lamenu demo map' }))
      .toEqual({ url: 'http://localhost:8080/tiles/v1/{z}/{x}/{y}.png', attribution: '© Lamenu demo map' });
  });
  it('falls back to the OpenStreetMap template under a shell that sends no tiles', () => {
    expect(tilesOf({})).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });
});

describe('geocodedAddress', () => {
  it('takes road and house number, and the neighbourhood as the name', () => {
    const address = geocodedAddress({ address: { road: "Amir Temur ko'chasi", house_number: '12', neighbourhood: 'Mirobod tumani' }, display_name: 'x' });
    expect(address).toEqual({ streetName: "Amir Temur ko'chasi", houseNumber: '12', name: 'Mirobod tumani' });
    expect(streetLine(address)).toBe("Amir Temur ko'chasi, 12");
  });
  it('falls back to residential or neighbourhood for the street, and knows nothing of an error answer', () => {
    expect(geocodedAddress({ address: { residential: 'Chilonzor-9' } })).toEqual({ streetName: 'Chilonzor-9', houseNumber: null, name: null });
    expect(geocodedAddress({ error: 'Unable to geocode' })).toEqual({ streetName: null, houseNumber: null, name: null });
    expect(streetLine(geocodedAddress(null))).toBeNull();
  });
});

describe('pointOf and startPoint', () => {
  it('reads a search result\'s coordinates, refusing missing or out-of-range ones', () => {
    expect(pointOf({ lat: '41.3', lon: '69.28' })).toEqual({ latitude: 41.3, longitude: 69.28 });
    expect(pointOf({ lat: null, lon: '69.28' })).toBeNull();
    expect(pointOf({ lat: 'abc', lon: '69.28' })).toBeNull();
    expect(pointOf({ lat: '91', lon: '69.28' })).toBeNull();
  });
  it('opens at the session\'s address, else at spec §9\'s address default', () => {
    expect(startPoint({ latitude: 41.2, longitude: 69.1 })).toEqual({ latitude: 41.2, longitude: 69.1 });
    expect(startPoint(null)).toEqual({ latitude: 41.311321, longitude: 69.279223 });
  });
});
