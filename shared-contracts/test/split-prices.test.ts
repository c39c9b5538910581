import { formatSum, splitPrices } from '../src/rules';

describe('prices inside a text', () => {
  it('cuts the text around each formatted price', () => {
    const text = `Savatga qo'shish · ${formatSum(45000)}, ${formatSum(-1200)} off`;
    expect(splitPrices(text)).toEqual([
      { text: "Savatga qo'shish · ", price: false }, { text: "45 000 so'm", price: true },
      { text: ', ', price: false }, { text: "-1 200 so'm", price: true }, { text: ' off', price: false },
    ]);
    expect(splitPrices('no price').map((p) => p.text).join('')).toBe('no price');
  });

  it('finds prices in ru and eng too', () => {
    expect(splitPrices(`Добавить · ${formatSum(45000, 'ru')}`)).toEqual([{ text: 'Добавить · ', price: false }, { text: '45 000 сум', price: true }]);
    expect(splitPrices(`Add · ${formatSum(1200, 'eng')}`)).toEqual([{ text: 'Add · ', price: false }, { text: '1 200 UZS', price: true }]);
  });
});
