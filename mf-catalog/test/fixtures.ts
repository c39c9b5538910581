import type { Banner, Category, ModificationGroup, Overall, Product, ProductGroup, Story } from '@storefront/contracts';

const text = (ru: string, uz = ru, eng = ru) => ({ ru, uz, eng });

/** A menu product sold at branches 1 and 2 unless told; 20 000 so'm, no choices. */
export function product(id: number, name: string, categoryId: number, overrides: Partial<Product> = {}): Product {
  return {
    id, name: text(name), categoryId, priority: id, active: true, costPrice: 20_000, discount: 0,
    productBranch: [{ branch: { id: 1, isActive: true } }, { branch: { id: 2, isActive: true } }],
    isCartRecommendation: false, type: 'NONE', unit: 'COUNT', modificationGroups: [], count: 1, deliveryEnabled: true,
    labels: [], amount: 1, gallery: [], tags: [], image: `p${id}.jpg`, ...overrides,
  };
}

export function category(id: number, name: string, groupId: number | null, products: number[], overrides: Partial<Category> = {}): Category {
  return {
    id, name: text(name), groupId, priority: id, products, viewType: 'MEDIUM', isWithoutCart: false, scrollType: 'VERTICAL',
    navigationType: 'SHEET', ...overrides,
  };
}

export const group = (id: number, name: string, categories: number[]): ProductGroup => ({ id, name: text(name), priority: id, categories });

/** The size (one) and the extras (exactly two) of the wedding plov, both required: the first of each is chosen to start with. */
export const SIZE: ModificationGroup = {
  id: 51, name: text('Размер'), priority: 1, isRequired: true, minCount: 1, maxCount: 1,
  modifications: [
    { id: 511, name: text('Стандартная'), price: 0, image: null, priority: 1, isDefault: false, maxCount: 1 },
    { id: 512, name: text('Большая'), price: 15_000, image: 'big.jpg', priority: 2, isDefault: false, maxCount: 1 },
  ],
};
export const EXTRAS: ModificationGroup = {
  id: 52, name: text('Добавки'), priority: 2, isRequired: true, minCount: 2, maxCount: 2,
  modifications: [
    { id: 521, name: text('Казы'), price: 8_000, image: null, priority: 1, isDefault: false, maxCount: 1 },
    { id: 522, name: text('Перепелиное яйцо'), price: 3_000, image: null, priority: 2, isDefault: false, maxCount: 1 },
    { id: 523, name: text('Ачичук'), price: 5_000, image: null, priority: 3, isDefault: false, maxCount: 1 },
  ],
};

export const weddingPlov = product(101, 'Свадебный плов', 1, {
  costPrice: 50_000, discount: 10, type: 'MODIFICATION', modificationGroups: [SIZE, EXTRAS], unit: 'GRAMM', measure: 400, calorie: 650,
  description: text('Рис девзира, говядина, жёлтая морковь, нут, изюм.'),
  labels: [{ id: 1, name: text('Хит'), color: '#e53935' }], gallery: ['p101-2.jpg'],
});
export const samarkandPlov = product(102, 'Самаркандский плов', 1, { costPrice: 40_000 });
/** Sold at branch 2 only. */
export const lagman = product(103, 'Лагман', 1, { costPrice: 35_000, productBranch: [{ branch: { id: 2, isActive: true } }] });
export const cola = product(201, 'Кола', 2, { costPrice: 8_000, unit: 'LITER', measure: 0.5 });
export const lemonade = product(202, 'Лимонад', 2, { costPrice: 12_000 });
export const cheesecake = product(301, 'Чизкейк', 3, { costPrice: 25_000 });
export const cake = product(302, 'Торт на заказ', 4, { costPrice: 300_000 });

/**
 * Two groups: food (plov: a sheet, drinks: a pop-up) and sweets (desserts: their own page; the
 * cakes: without a basket button).
 */
export const MENU: Overall = {
  groups: [group(1, 'Еда', [1, 2]), group(2, 'Сладкое', [3, 4])],
  categories: [
    category(1, 'Плов', 1, [101, 102, 103]),
    category(2, 'Напитки', 1, [201, 202], { navigationType: 'POP_UP', scrollType: 'HORIZONTAL', viewType: 'SMALL' }),
    category(3, 'Десерты', 2, [301], { navigationType: 'FULL_SCREEN', viewType: 'BIG', textColor: '#333333' }),
    category(4, 'Торты', 2, [302], { isWithoutCart: true }),
  ],
  products: [weddingPlov, samarkandPlov, lagman, cola, lemonade, cheesecake, cake],
};

export const STORIES: Story[] = [
  {
    id: 1, title: text('Новинки'), cover: 'story1.jpg', updatedDate: '2026-11-01T10:00:00Z',
    slides: [
      { image: 's1-1.jpg', text: text('Новый плов') },
      { image: 's1-2.jpg', text: text('Попробуйте'), link: { type: 'PRODUCT', productId: 101 } },
    ],
  },
  { id: 2, title: text('Акции'), cover: 'story2.jpg', updatedDate: '2026-11-02T10:00:00Z', slides: [{ image: 's2-1.jpg', link: { type: 'CATEGORY', categoryId: 2 } }] },
];

export const BANNERS: Banner[] = [
  { id: 1, image: 'b1.jpg', title: text('Скидка на плов'), link: { type: 'PRODUCT', productId: 101 } },
  { id: 2, image: 'b2.jpg', title: null, link: { type: 'CATEGORY', categoryId: 2 } },
  { id: 3, image: 'b3.jpg', title: text('Вакансии'), link: { type: 'PAGE', path: '/vacancy' } },
];
