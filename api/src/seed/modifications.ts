import type { ModificationGroup, MultilingualText } from '@storefront/contracts';
import { t, type ModKey } from './catalog-data';
import type { DishPicture, DrawingKind } from './images';

interface ModTemplate {
  name: MultilingualText;
  isRequired: boolean;
  minCount: number;
  maxCount: number;
  modifications: Array<{ name: MultilingualText; price: number; isDefault?: boolean; maxCount?: number; image?: string }>;
}

const size = t('O\'lcham', 'Размер', 'Size');
const extras = t('Qo\'shimchalar', 'Добавки', 'Extras');
const sauces = t('Souslar', 'Соусы', 'Sauces');

const TEMPLATES: Record<ModKey, ModTemplate[]> = {
  plov: [
    { name: t('Portsiya', 'Порция', 'Portion'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('Standart', 'Стандартная', 'Regular'), price: 0, isDefault: true },
      { name: t('Katta', 'Большая', 'Large'), price: 15000 },
      { name: t('Oilaviy (3 kishilik)', 'Семейная (на 3 персоны)', 'Family (serves 3)'), price: 85000 },
    ] },
    { name: extras, isRequired: false, minCount: 0, maxCount: 3, modifications: [
      { name: t('Qazi', 'Казы', 'Qazi sausage'), price: 18000 },
      { name: t('Bedana tuxumi', 'Перепелиное яйцо', 'Quail egg'), price: 3000, maxCount: 4 },
      { name: t('Achichuk', 'Ачичук', 'Achichuk salad'), price: 8000, image: 'dish-achichuk' },
    ] },
  ],
  manti: [
    { name: t('Soni', 'Количество', 'Quantity'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('5 dona', '5 штук', '5 pieces'), price: 0, isDefault: true },
      { name: t('10 dona', '10 штук', '10 pieces'), price: 28000 },
    ] },
    { name: sauces, isRequired: false, minCount: 0, maxCount: 2, modifications: [
      { name: t('Qaymoq', 'Сметана', 'Sour cream'), price: 4000 },
      { name: t('Achchiq sous', 'Острый соус', 'Hot sauce'), price: 2000 },
      { name: t('Qatiq', 'Катык', 'Yogurt'), price: 3000 },
    ] },
  ],
  pizza: [
    { name: size, isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('25 sm', '25 см', '25 cm'), price: 0, isDefault: true },
      { name: t('30 sm', '30 см', '30 cm'), price: 15000 },
      { name: t('35 sm', '35 см', '35 cm'), price: 28000 },
    ] },
    { name: extras, isRequired: false, minCount: 0, maxCount: 4, modifications: [
      { name: t('Qo\'shimcha pishloq', 'Двойной сыр', 'Extra cheese'), price: 8000, maxCount: 2 },
      { name: t('Xalapenyo', 'Халапеньо', 'Jalapeño'), price: 5000 },
      { name: t('Qo\'ziqorin', 'Грибы', 'Mushrooms'), price: 6000 },
      { name: t('Pepperoni', 'Пепперони', 'Pepperoni'), price: 9000 },
    ] },
  ],
  burger: [
    { name: t('Tanlov', 'Вариант', 'Option'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('Faqat burger', 'Только бургер', 'Burger only'), price: 0, isDefault: true },
      { name: t('Kombo: fri + kola', 'Комбо: фри + кола', 'Combo: fries + cola'), price: 18000, image: 'dish-fries' },
    ] },
    { name: extras, isRequired: false, minCount: 0, maxCount: 3, modifications: [
      { name: t('Pishloq', 'Сыр', 'Cheese'), price: 4000 },
      { name: t('Qo\'shimcha kotlet', 'Дополнительная котлета', 'Extra patty'), price: 15000 },
      { name: t('Xalapenyo', 'Халапеньо', 'Jalapeño'), price: 3000 },
      { name: t('Barbekyu sousi', 'Соус барбекю', 'BBQ sauce'), price: 2000 },
    ] },
  ],
  lavash: [
    { name: size, isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('Standart', 'Стандарт', 'Regular'), price: 0, isDefault: true },
      { name: t('Katta', 'Большой', 'Large'), price: 8000 },
    ] },
    { name: extras, isRequired: false, minCount: 0, maxCount: 3, modifications: [
      { name: t('Pishloq', 'Сыр', 'Cheese'), price: 5000 },
      { name: t('Achchiq sous', 'Острый соус', 'Hot sauce'), price: 0 },
      { name: t('Kartoshka fri ichida', 'Картофель фри внутри', 'Fries inside'), price: 4000 },
    ] },
  ],
  fries: [
    { name: size, isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('Kichik', 'Маленькая', 'Small'), price: 0, isDefault: true },
      { name: t('O\'rta', 'Средняя', 'Medium'), price: 5000 },
      { name: t('Katta', 'Большая', 'Large'), price: 9000 },
    ] },
    { name: sauces, isRequired: false, minCount: 0, maxCount: 2, modifications: [
      { name: t('Ketchup', 'Кетчуп', 'Ketchup'), price: 2000 },
      { name: t('Pishloqli sous', 'Сырный соус', 'Cheese sauce'), price: 3000 },
      { name: t('Sarimsoqli sous', 'Чесночный соус', 'Garlic sauce'), price: 2000 },
    ] },
  ],
  nuggets: [
    { name: t('Soni', 'Количество', 'Quantity'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('6 dona', '6 штук', '6 pieces'), price: 0, isDefault: true },
      { name: t('9 dona', '9 штук', '9 pieces'), price: 8000 },
      { name: t('12 dona', '12 штук', '12 pieces'), price: 15000 },
    ] },
    { name: sauces, isRequired: false, minCount: 0, maxCount: 2, modifications: [
      { name: t('Barbekyu', 'Барбекю', 'BBQ'), price: 2000 },
      { name: t('Shirin-nordon', 'Кисло-сладкий', 'Sweet and sour'), price: 2000 },
    ] },
  ],
  coffee: [
    { name: t('Hajmi', 'Объём', 'Volume'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('250 ml', '250 мл', '250 ml'), price: 0, isDefault: true },
      { name: t('350 ml', '350 мл', '350 ml'), price: 5000 },
      { name: t('450 ml', '450 мл', '450 ml'), price: 9000 },
    ] },
    { name: t('Siroplar va sut', 'Сиропы и молоко', 'Syrups and milk'), isRequired: false, minCount: 0, maxCount: 2, modifications: [
      { name: t('Karamel siropi', 'Карамельный сироп', 'Caramel syrup'), price: 4000 },
      { name: t('Vanil siropi', 'Ванильный сироп', 'Vanilla syrup'), price: 4000 },
      { name: t('Bodom suti', 'Миндальное молоко', 'Almond milk'), price: 6000 },
    ] },
  ],
  icecream: [
    { name: t('Sharlar soni', 'Количество шариков', 'Scoops'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('1 shar', '1 шарик', '1 scoop'), price: 0, isDefault: true },
      { name: t('2 shar', '2 шарика', '2 scoops'), price: 7000 },
      { name: t('3 shar', '3 шарика', '3 scoops'), price: 13000 },
    ] },
    { name: t('Topping', 'Топпинг', 'Toppings'), isRequired: false, minCount: 0, maxCount: 3, modifications: [
      { name: t('Shokolad', 'Шоколад', 'Chocolate'), price: 3000 },
      { name: t('Yong\'oq', 'Орехи', 'Nuts'), price: 4000 },
      { name: t('Karamel', 'Карамель', 'Caramel'), price: 3000 },
    ] },
  ],
  platter: [
    { name: t('Kishilar soni', 'На сколько персон', 'Serves'), isRequired: true, minCount: 1, maxCount: 1, modifications: [
      { name: t('2 kishilik', 'На 2 персоны', 'For 2'), price: 0, isDefault: true },
      { name: t('4 kishilik', 'На 4 персоны', 'For 4'), price: 110000 },
    ] },
    { name: extras, isRequired: false, minCount: 0, maxCount: 3, modifications: [
      { name: t('Tandir non', 'Тандырная лепёшка', 'Tandir bread'), price: 5000, maxCount: 5, image: 'dish-non' },
      { name: t('Achichuk', 'Ачичук', 'Achichuk salad'), price: 15000, image: 'dish-achichuk' },
      { name: t('Ayron', 'Айран', 'Ayran'), price: 8000, maxCount: 4, image: 'dish-ayron' },
    ] },
  ],
};

/** The choice groups of a product; `nextId` hands out ids unique within the seed. */
/** What a product's own options (its sizes, portions, counts) look like: the product's drawing. */
const PRODUCT_DRAWING: Record<ModKey, { kind: DrawingKind; color: string }> = {
  plov: { kind: 'plate', color: '#e0a040' }, manti: { kind: 'pieces', color: '#f3e3c3' }, pizza: { kind: 'pizza', color: '#f2b233' },
  burger: { kind: 'burger', color: '#c8782e' }, lavash: { kind: 'wrap', color: '#e8c48a' }, fries: { kind: 'fries', color: '#f4c430' },
  nuggets: { kind: 'pieces', color: '#d99a3b' }, coffee: { kind: 'cup', color: '#7b4a2a' }, icecream: { kind: 'icecream', color: '#f7d6e0' },
  platter: { kind: 'tray', color: '#b5651d' },
};

/** Extras drawn by what they are, from the English name: a sauce in a cup, cheese, meat, sweets. */
const EXTRA_DRAWINGS: Array<{ match: RegExp; kind: DrawingKind; color: string; bits?: string[] }> = [
  { match: /hot|bbq|ketchup|sweet and sour/i, kind: 'cup', color: '#c0392b' },
  { match: /garlic|cream|yogurt|mayo/i, kind: 'cup', color: '#f4f1e8' },
  { match: /cheese/i, kind: 'pieces', color: '#f5c518' },
  { match: /sausage|patty|pepperoni|qazi/i, kind: 'pieces', color: '#8e3b2e' },
  { match: /egg/i, kind: 'pieces', color: '#f6efe1', bits: ['#f5c518'] },
  { match: /jalape|mushroom/i, kind: 'pieces', color: '#6a994e' },
  { match: /syrup|caramel|chocolate/i, kind: 'glass', color: '#8b5a2b' },
  { match: /milk|vanilla/i, kind: 'glass', color: '#f3ead8' },
];

const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The picture of one option of a product: drawn by what it is, else as the product itself. */
function modificationPicture(key: ModKey, name: MultilingualText): DishPicture {
  const english = name.eng ?? name.uz ?? '';
  const extra = EXTRA_DRAWINGS.find((drawing) => drawing.match.test(english));
  const { kind, color, bits } = extra ?? { ...PRODUCT_DRAWING[key], bits: undefined };
  return { key: `mod-${key}-${slug(english)}`, kind, color, bits, label: '' };
}

/** Every option's own picture (those drawn here; a few options show a dish of the menu instead). */
export function modificationPictures(): DishPicture[] {
  const pictures = new Map<string, DishPicture>();
  for (const [key, groups] of Object.entries(TEMPLATES) as Array<[ModKey, ModTemplate[]]>) {
    for (const group of groups) {
      for (const modification of group.modifications) {
        if (modification.image) continue;
        const picture = modificationPicture(key, modification.name);
        pictures.set(picture.key, picture);
      }
    }
  }
  return [...pictures.values()];
}

export function buildModificationGroups(key: ModKey, nextId: () => number): ModificationGroup[] {
  return TEMPLATES[key].map((group, groupIndex) => ({
    id: nextId(),
    name: group.name,
    priority: groupIndex + 1,
    isRequired: group.isRequired,
    minCount: group.minCount,
    maxCount: group.maxCount,
    modifications: group.modifications.map((modification, index) => ({
      id: nextId(),
      name: modification.name,
      price: modification.price,
      image: modification.image ?? modificationPicture(key, modification.name).key,
      priority: index + 1,
      isDefault: modification.isDefault ?? false,
      maxCount: modification.maxCount ?? 1,
    })),
  }));
}
