import { readableAddress } from '../src/rules';

describe('readableAddress', () => {
  const street = { streetName: "Amir Temur ko'chasi", houseNumber: '12', name: 'Uy' };

  it('reads street and house, then entrance, floor and office in the language asked', () => {
    expect(readableAddress(street)).toBe("Amir Temur ko'chasi, 12");
    expect(readableAddress(street, { entrance: '2', floor: '5', office: '34', domophone: '34K', comment: 'x' }, 'ru'))
      .toBe("Amir Temur ko'chasi, 12; подъезд 2, этаж 5, кв./офис 34");
    expect(readableAddress(street, { floor: ' 3 ' }, 'eng')).toBe("Amir Temur ko'chasi, 12; floor 3");
    expect(readableAddress(street, { entrance: '1' })).toBe("Amir Temur ko'chasi, 12; kirish yo'lagi 1");
  });

  it('lets the name stand in for a missing street, and never shows coordinates', () => {
    expect(readableAddress({ streetName: null, houseNumber: null, name: 'Ish' })).toBe('Ish');
    expect(readableAddress({ streetName: 'Chilonzor-9' })).toBe('Chilonzor-9');
    const point = { latitude: 41.311321, longitude: 69.279223, streetName: null, name: '  ' };
    expect(readableAddress(point)).toBeNull();
    expect(readableAddress(point, { floor: '2' }, 'eng')).toBe('floor 2');
    expect(readableAddress(null)).toBeNull();
  });

  it('ignores empty entrance fields and the ones not part of the address line', () => {
    expect(readableAddress(street, { entrance: '', floor: null, office: '  ', domophone: '7', comment: 'call me' })).toBe("Amir Temur ko'chasi, 12");
  });
});
