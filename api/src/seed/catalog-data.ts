import type { MultilingualText } from '@storefront/contracts';
import type { DishPicture, IconShape } from './images';

/** Multilingual text in the order uz, ru, eng. */
export const t = (uz: string, ru: string, eng: string): MultilingualText => ({ uz, ru, eng });

export type GroupKey = 'meals' | 'fastfood' | 'drinks' | 'desserts' | 'bakery' | 'combo';

export interface GroupDef {
  key: GroupKey;
  name: MultilingualText;
  icon: IconShape;
  bgColor: string;
  iconBgColor: string;
}

export const GROUPS: GroupDef[] = [
  { key: 'meals', name: t('Taomlar', 'Блюда', 'Dishes'), icon: 'plate', bgColor: '#FFF4E0', iconBgColor: '#F5A623' },
  { key: 'fastfood', name: t('Fast food', 'Фастфуд', 'Fast food'), icon: 'burger', bgColor: '#FFE9E3', iconBgColor: '#E8572A' },
  { key: 'drinks', name: t('Ichimliklar', 'Напитки', 'Drinks'), icon: 'cup', bgColor: '#E3F4FF', iconBgColor: '#2D9CDB' },
  { key: 'desserts', name: t('Shirinliklar', 'Сладости', 'Sweets'), icon: 'cake', bgColor: '#FCE8F3', iconBgColor: '#D63384' },
  // Only the big merchant uses the two below.
  { key: 'bakery', name: t('Nonvoyxona', 'Пекарня', 'Bakery'), icon: 'bread', bgColor: '#F6EBDD', iconBgColor: '#A1662F' },
  { key: 'combo', name: t('Kombo to\'plamlar', 'Комбо-наборы', 'Combo sets'), icon: 'box', bgColor: '#E8F5E9', iconBgColor: '#2E7D32' },
];

export type CategoryKey =
  | 'national' | 'soups' | 'grill' | 'salads' | 'bakery' | 'sides' | 'banquet' | 'burgers' | 'lavash'
  | 'pizza' | 'snacks' | 'hot-drinks' | 'cold-drinks' | 'cakes' | 'icecream';

export interface CategoryDef {
  key: CategoryKey;
  group: GroupKey;
  name: MultilingualText;
  viewType: 'BIG' | 'MEDIUM' | 'SMALL';
  scrollType: 'VERTICAL' | 'HORIZONTAL';
  navigationType: 'SHEET' | 'POP_UP' | 'FULL_SCREEN';
  textColor?: string;
  isWithoutCart?: boolean;
  /** Minutes of cooking, min and max. */
  cook: [number, number];
  tags: string[];
}

export const CATEGORIES: CategoryDef[] = [
  { key: 'national', group: 'meals', name: t('Milliy taomlar', 'Национальные блюда', 'National dishes'), viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'SHEET', cook: [15, 25], tags: ['milliy', 'issiq'] },
  { key: 'soups', group: 'meals', name: t('Sho\'rvalar', 'Супы', 'Soups'), viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', cook: [10, 20], tags: ['sho\'rva', 'issiq'] },
  { key: 'grill', group: 'meals', name: t('Shashliklar', 'Шашлыки', 'Grill'), viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'POP_UP', textColor: '#C0392B', cook: [20, 35], tags: ['mangal', 'go\'sht'] },
  { key: 'salads', group: 'meals', name: t('Salatlar', 'Салаты', 'Salads'), viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'SHEET', cook: [5, 10], tags: ['salat', 'yengil'] },
  { key: 'bakery', group: 'meals', name: t('Non va somsa', 'Хлеб и самса', 'Bread & somsa'), viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET', cook: [5, 15], tags: ['tandir', 'non'] },
  { key: 'sides', group: 'meals', name: t('Garnirlar', 'Гарниры', 'Side dishes'), viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'POP_UP', cook: [5, 12], tags: ['garnir'] },
  { key: 'banquet', group: 'meals', name: t('Banket menyusi', 'Банкетное меню', 'Banquet menu'), viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN', textColor: '#8E44AD', isWithoutCart: true, cook: [120, 240], tags: ['banket', 'to\'y'] },
  { key: 'burgers', group: 'fastfood', name: t('Burgerlar', 'Бургеры', 'Burgers'), viewType: 'MEDIUM', scrollType: 'HORIZONTAL', navigationType: 'SHEET', cook: [10, 15], tags: ['fastfood', 'burger'] },
  { key: 'lavash', group: 'fastfood', name: t('Lavash va shaurma', 'Лаваш и шаурма', 'Lavash & shawarma'), viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', cook: [8, 12], tags: ['fastfood', 'lavash'] },
  { key: 'pizza', group: 'fastfood', name: t('Pitsa', 'Пицца', 'Pizza'), viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN', textColor: '#E67E22', cook: [15, 25], tags: ['pitsa'] },
  { key: 'snacks', group: 'fastfood', name: t('Gazaklar', 'Закуски', 'Snacks'), viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP', cook: [7, 12], tags: ['fastfood', 'gazak'] },
  { key: 'hot-drinks', group: 'drinks', name: t('Choy va qahva', 'Чай и кофе', 'Tea & coffee'), viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'SHEET', cook: [3, 7], tags: ['ichimlik', 'issiq'] },
  { key: 'cold-drinks', group: 'drinks', name: t('Sovuq ichimliklar', 'Холодные напитки', 'Cold drinks'), viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET', textColor: '#2980B9', cook: [1, 3], tags: ['ichimlik', 'sovuq'] },
  { key: 'cakes', group: 'desserts', name: t('Desertlar', 'Десерты', 'Desserts'), viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP', cook: [2, 5], tags: ['shirinlik'] },
  { key: 'icecream', group: 'desserts', name: t('Muzqaymoq', 'Мороженое', 'Ice cream'), viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET', cook: [2, 5], tags: ['shirinlik', 'sovuq'] },
];

export type LabelKey = 'new' | 'spicy' | 'hit' | 'vegetarian';

export const LABELS: Record<LabelKey, { id: number; name: MultilingualText; color: string; textColor: string }> = {
  new: { id: 1, name: t('Yangi', 'Новинка', 'New'), color: '#2ECC71', textColor: '#FFFFFF' },
  spicy: { id: 2, name: t('Achchiq', 'Острое', 'Spicy'), color: '#E74C3C', textColor: '#FFFFFF' },
  hit: { id: 3, name: t('Hit', 'Хит', 'Hit'), color: '#F39C12', textColor: '#1A1A1A' },
  vegetarian: { id: 4, name: t('Vegetarian', 'Вегетарианское', 'Vegetarian'), color: '#27AE60', textColor: '#FFFFFF' },
};

/** Modification templates: which choice groups a product of type MODIFICATION carries. */
export type ModKey = 'plov' | 'manti' | 'pizza' | 'burger' | 'lavash' | 'fries' | 'nuggets' | 'coffee' | 'icecream' | 'platter';

export interface DishDef {
  key: string;
  category: CategoryKey;
  name: MultilingualText;
  /** What the dish is made of, to build the descriptions. */
  ingredients: MultilingualText;
  price: number;
  unit: 'KG' | 'LITER' | 'GRAMM' | 'COUNT';
  measure: number;
  calorie: number;
  image: string;
  mod?: ModKey;
  labels?: LabelKey[];
  recommend?: boolean;
}

/** The dishes, by name: each one's texts, price, measure and picture, and what it offers beyond. */
export const DISHES: DishDef[] = [
  // National dishes
  {
    key: 'toy-oshi', category: 'national', name: t('To\'y oshi', 'Свадебный плов', 'Wedding plov'),
    ingredients: t('devzira guruch, mol go\'shti, sariq va qizil sabzi, no\'xat, mayiz', 'рис девзира, говядина, жёлтая и красная морковь, нут, изюм', 'devzira rice, beef, yellow and red carrots, chickpeas, raisins'),
    price: 45000, unit: 'GRAMM', measure: 400, calorie: 780, image: 'dish-plov', mod: 'plov', labels: ['hit'],
  },
  {
    key: 'choyxona-palov', category: 'national', name: t('Choyxona palovi', 'Чайханский плов', 'Teahouse plov'),
    ingredients: t('guruch, qo\'y go\'shti, sabzi, bedana tuxumi, qazi', 'рис, баранина, морковь, перепелиное яйцо, казы', 'rice, lamb, carrots, quail egg, qazi sausage'),
    price: 52000, unit: 'GRAMM', measure: 450, calorie: 850, image: 'dish-plov', mod: 'plov',
  },
  {
    key: 'samarqand-palov', category: 'national', name: t('Samarqand palovi', 'Самаркандский плов', 'Samarkand plov'),
    ingredients: t('lazer guruch, mol go\'shti, sariq sabzi, sarimsoq', 'рис лазер, говядина, жёлтая морковь, чеснок', 'lazer rice, beef, yellow carrots, garlic'),
    price: 48000, unit: 'GRAMM', measure: 400, calorie: 760, image: 'dish-plov',
  },
  {
    key: 'lagmon', category: 'national', name: t('Lag\'mon', 'Лагман', 'Lagman'),
    ingredients: t('qo\'lda cho\'zilgan lag\'mon, mol go\'shti, bulg\'or qalampiri, turp', 'ручная лапша, говядина, болгарский перец, редька', 'hand-pulled noodles, beef, bell pepper, radish'),
    price: 35000, unit: 'GRAMM', measure: 450, calorie: 620, image: 'dish-lagmon', labels: ['hit'],
  },
  {
    key: 'qovurma-lagmon', category: 'national', name: t('Qovurma lag\'mon', 'Жареный лагман', 'Fried lagman'),
    ingredients: t('qovurilgan lag\'mon, mol go\'shti, sabzavotlar, tuxum', 'жареная лапша, говядина, овощи, яйцо', 'fried noodles, beef, vegetables, egg'),
    price: 38000, unit: 'GRAMM', measure: 400, calorie: 690, image: 'dish-lagmon', labels: ['spicy'],
  },
  {
    key: 'manti', category: 'national', name: t('Manti', 'Манты', 'Manti'),
    ingredients: t('yupqa xamir, qo\'y go\'shti, piyoz, dumba', 'тонкое тесто, баранина, лук, курдючный жир', 'thin dough, lamb, onion, tail fat'),
    price: 32000, unit: 'COUNT', measure: 5, calorie: 640, image: 'dish-manti', mod: 'manti',
  },
  {
    key: 'qovoqli-manti', category: 'national', name: t('Qovoqli manti', 'Манты с тыквой', 'Pumpkin manti'),
    ingredients: t('xamir, qovoq, piyoz, zira', 'тесто, тыква, лук, зира', 'dough, pumpkin, onion, cumin'),
    price: 26000, unit: 'COUNT', measure: 5, calorie: 420, image: 'dish-manti', labels: ['vegetarian'],
  },
  {
    key: 'chuchvara', category: 'national', name: t('Chuchvara', 'Чучвара', 'Chuchvara dumplings'),
    ingredients: t('mayda chuchvara, mol go\'shti, qatiq, ko\'katlar', 'мелкие пельмени, говядина, катык, зелень', 'small dumplings, beef, yogurt, herbs'),
    price: 30000, unit: 'GRAMM', measure: 350, calorie: 560, image: 'dish-chuchvara',
  },
  {
    key: 'dimlama', category: 'national', name: t('Dimlama', 'Димлама', 'Dimlama stew'),
    ingredients: t('mol go\'shti, kartoshka, karam, sabzi, bulg\'or qalampiri', 'говядина, картофель, капуста, морковь, болгарский перец', 'beef, potatoes, cabbage, carrots, bell pepper'),
    price: 40000, unit: 'GRAMM', measure: 450, calorie: 580, image: 'dish-dimlama',
  },
  {
    key: 'norin', category: 'national', name: t('Norin', 'Нарын', 'Naryn'),
    ingredients: t('mayda to\'g\'ralgan xamir, ot go\'shti, qazi, piyoz', 'мелко нарезанное тесто, конина, казы, лук', 'finely cut noodles, horse meat, qazi, onion'),
    price: 36000, unit: 'GRAMM', measure: 300, calorie: 610, image: 'dish-norin',
  },
  {
    key: 'qozon-kabob', category: 'national', name: t('Qozon kabob', 'Казан-кабоб', 'Kazan kabob'),
    ingredients: t('qo\'y go\'shti, qovurilgan kartoshka, piyoz, ko\'katlar', 'баранина, жареный картофель, лук, зелень', 'lamb, fried potatoes, onion, herbs'),
    price: 55000, unit: 'GRAMM', measure: 400, calorie: 820, image: 'dish-kabob', labels: ['hit'],
  },
  {
    key: 'xonim', category: 'national', name: t('Xonim', 'Ханум', 'Khanum'),
    ingredients: t('bug\'da pishirilgan xamir rulet, kartoshka, piyoz, qaymoq', 'паровой рулет из теста, картофель, лук, сметана', 'steamed dough roll, potatoes, onion, sour cream'),
    price: 28000, unit: 'GRAMM', measure: 350, calorie: 480, image: 'dish-manti', labels: ['vegetarian'],
  },
  // Soups
  {
    key: 'mastava', category: 'soups', name: t('Mastava', 'Мастава', 'Mastava'),
    ingredients: t('guruch, mol go\'shti, pomidor, sabzi, qatiq', 'рис, говядина, томаты, морковь, катык', 'rice, beef, tomatoes, carrots, yogurt'),
    price: 28000, unit: 'GRAMM', measure: 400, calorie: 390, image: 'dish-mastava',
  },
  {
    key: 'shorva', category: 'soups', name: t('Sho\'rva', 'Шурпа', 'Shurpa'),
    ingredients: t('qo\'y go\'shti, kartoshka, sabzi, no\'xat, ko\'katlar', 'баранина, картофель, морковь, нут, зелень', 'lamb, potatoes, carrots, chickpeas, herbs'),
    price: 32000, unit: 'GRAMM', measure: 450, calorie: 420, image: 'dish-shurpa', labels: ['hit'],
  },
  {
    key: 'moshxorda', category: 'soups', name: t('Moshxo\'rda', 'Машхурда', 'Mashkhurda'),
    ingredients: t('mosh, guruch, mol go\'shti, qatiq', 'маш, рис, говядина, катык', 'mung beans, rice, beef, yogurt'),
    price: 26000, unit: 'GRAMM', measure: 400, calorie: 360, image: 'dish-mashkhurda',
  },
  {
    key: 'chuchvara-shorva', category: 'soups', name: t('Chuchvara sho\'rva', 'Чучвара в бульоне', 'Chuchvara soup'),
    ingredients: t('chuchvara, go\'sht sho\'rvasi, ko\'katlar', 'чучвара, мясной бульон, зелень', 'dumplings, meat broth, herbs'),
    price: 27000, unit: 'GRAMM', measure: 400, calorie: 380, image: 'dish-chuchvara',
  },
  {
    key: 'tovuq-shorva', category: 'soups', name: t('Tovuq sho\'rva', 'Куриный суп', 'Chicken soup'),
    ingredients: t('tovuq go\'shti, uy lapshasi, sabzi, shivit', 'курица, домашняя лапша, морковь, укроп', 'chicken, homemade noodles, carrots, dill'),
    price: 24000, unit: 'GRAMM', measure: 400, calorie: 310, image: 'dish-shurpa',
  },
  {
    key: 'qaynatma-shorva', category: 'soups', name: t('Qaynatma sho\'rva', 'Кайнатма шурпа', 'Kaynatma shurpa'),
    ingredients: t('qaynatilgan qo\'y go\'shti, butun kartoshka, piyoz', 'отварная баранина, целый картофель, лук', 'boiled lamb, whole potatoes, onion'),
    price: 34000, unit: 'GRAMM', measure: 500, calorie: 450, image: 'dish-shurpa',
  },
  // Grill
  {
    key: 'qoy-shashlik', category: 'grill', name: t('Qo\'y go\'shtidan shashlik', 'Шашлык из баранины', 'Lamb shashlik'),
    ingredients: t('qo\'y go\'shti, dumba, piyoz, zira', 'баранина, курдюк, лук, зира', 'lamb, tail fat, onion, cumin'),
    price: 22000, unit: 'COUNT', measure: 1, calorie: 310, image: 'dish-shashlik', labels: ['hit'],
  },
  {
    key: 'mol-shashlik', category: 'grill', name: t('Mol go\'shtidan shashlik', 'Шашлык из говядины', 'Beef shashlik'),
    ingredients: t('mol go\'shti, piyoz, qora murch', 'говядина, лук, чёрный перец', 'beef, onion, black pepper'),
    price: 20000, unit: 'COUNT', measure: 1, calorie: 280, image: 'dish-shashlik',
  },
  {
    key: 'tovuq-shashlik', category: 'grill', name: t('Tovuq shashlik', 'Куриный шашлык', 'Chicken shashlik'),
    ingredients: t('tovuq soni, qatiq marinadi, ziravorlar', 'куриное бедро, маринад из катыка, специи', 'chicken thigh, yogurt marinade, spices'),
    price: 16000, unit: 'COUNT', measure: 1, calorie: 220, image: 'dish-shashlik-chicken',
  },
  {
    key: 'jigar-shashlik', category: 'grill', name: t('Jigar shashlik', 'Шашлык из печени', 'Liver shashlik'),
    ingredients: t('qo\'y jigari, dumba, piyoz', 'баранья печень, курдюк, лук', 'lamb liver, tail fat, onion'),
    price: 15000, unit: 'COUNT', measure: 1, calorie: 240, image: 'dish-shashlik',
  },
  {
    key: 'lyulya', category: 'grill', name: t('Qiyma kabob', 'Люля-кебаб', 'Lula kebab'),
    ingredients: t('qiyma, piyoz, kashnich, ziravorlar', 'фарш, лук, кинза, специи', 'minced meat, onion, coriander, spices'),
    price: 18000, unit: 'COUNT', measure: 1, calorie: 290, image: 'dish-lula', labels: ['spicy'],
  },
  {
    key: 'tandir-gosht', category: 'grill', name: t('Tandir go\'sht', 'Тандыр гушт', 'Tandir lamb'),
    ingredients: t('tandirda pishgan qo\'y go\'shti, archa shoxchalari, tuz', 'баранина из тандыра, веточки можжевельника, соль', 'tandir-baked lamb, juniper twigs, salt'),
    price: 95000, unit: 'KG', measure: 0.5, calorie: 1150, image: 'dish-kabob', labels: ['new'],
  },
  {
    key: 'shashlik-assorti', category: 'grill', name: t('Shashlik assorti', 'Ассорти шашлыков', 'Shashlik platter'),
    ingredients: t('qo\'y, mol va tovuq shashliklari, qiyma kabob, piyoz, non', 'шашлыки из баранины, говядины и курицы, люля, лук, лепёшка', 'lamb, beef and chicken skewers, lula kebab, onion, bread'),
    price: 120000, unit: 'COUNT', measure: 8, calorie: 2200, image: 'dish-shashlik', mod: 'platter',
  },
  // Salads
  {
    key: 'achichuk', category: 'salads', name: t('Achichuk', 'Ачичук', 'Achichuk salad'),
    ingredients: t('pomidor, piyoz, rayhon, qalampir', 'помидоры, лук, базилик, перец', 'tomatoes, onion, basil, chili'),
    price: 15000, unit: 'GRAMM', measure: 250, calorie: 60, image: 'dish-achichuk', labels: ['vegetarian'], recommend: true,
  },
  {
    key: 'olivye', category: 'salads', name: t('Olivye', 'Оливье', 'Olivier salad'),
    ingredients: t('tovuq, kartoshka, tuxum, bodring, no\'xat, mayonez', 'курица, картофель, яйцо, огурцы, горошек, майонез', 'chicken, potatoes, egg, pickles, peas, mayonnaise'),
    price: 24000, unit: 'GRAMM', measure: 250, calorie: 330, image: 'dish-olivye',
  },
  {
    key: 'sezar', category: 'salads', name: t('Sezar tovuq bilan', 'Цезарь с курицей', 'Caesar with chicken'),
    ingredients: t('aysberg, tovuq filesi, parmezan, suxariklar, sezar sousi', 'айсберг, куриное филе, пармезан, сухарики, соус цезарь', 'iceberg lettuce, chicken fillet, parmesan, croutons, Caesar dressing'),
    price: 32000, unit: 'GRAMM', measure: 280, calorie: 390, image: 'dish-caesar', labels: ['hit'],
  },
  {
    key: 'grek-salati', category: 'salads', name: t('Grek salati', 'Греческий салат', 'Greek salad'),
    ingredients: t('pomidor, bodring, bulg\'or qalampiri, fetaki pishlog\'i, zaytun', 'помидоры, огурцы, перец, фетаки, оливки', 'tomatoes, cucumbers, bell pepper, feta, olives'),
    price: 28000, unit: 'GRAMM', measure: 280, calorie: 210, image: 'dish-greek', labels: ['vegetarian'],
  },
  {
    key: 'toshkent-salati', category: 'salads', name: t('Toshkent salati', 'Салат «Ташкент»', 'Tashkent salad'),
    ingredients: t('turp, mol go\'shti, qovurilgan piyoz, tuxum', 'редька, говядина, жареный лук, яйцо', 'radish, beef, fried onion, egg'),
    price: 30000, unit: 'GRAMM', measure: 250, calorie: 280, image: 'dish-olivye',
  },
  {
    key: 'vitaminli-salat', category: 'salads', name: t('Vitaminli salat', 'Витаминный салат', 'Vitamin salad'),
    ingredients: t('karam, sabzi, olma, ko\'katlar, limon', 'капуста, морковь, яблоко, зелень, лимон', 'cabbage, carrots, apple, herbs, lemon'),
    price: 18000, unit: 'GRAMM', measure: 250, calorie: 90, image: 'dish-greek', labels: ['vegetarian'],
  },
  {
    key: 'chakka', category: 'salads', name: t('Chakka', 'Чакка', 'Chakka yogurt'),
    ingredients: t('suzma, bodring, ko\'katlar, sarimsoq', 'сузьма, огурец, зелень, чеснок', 'strained yogurt, cucumber, herbs, garlic'),
    price: 12000, unit: 'GRAMM', measure: 200, calorie: 150, image: 'dish-ayron',
  },
  // Bread and somsa
  {
    key: 'tandir-non', category: 'bakery', name: t('Tandir non', 'Тандырная лепёшка', 'Tandir bread'),
    ingredients: t('bug\'doy uni, suv, xamirturush, sedana', 'пшеничная мука, вода, дрожжи, чернушка', 'wheat flour, water, yeast, nigella seeds'),
    price: 5000, unit: 'COUNT', measure: 1, calorie: 540, image: 'dish-non', recommend: true,
  },
  {
    key: 'patir', category: 'bakery', name: t('Patir non', 'Патыр', 'Patir bread'),
    ingredients: t('un, sut, sariyog\', kunjut', 'мука, молоко, сливочное масло, кунжут', 'flour, milk, butter, sesame'),
    price: 9000, unit: 'COUNT', measure: 1, calorie: 720, image: 'dish-non',
  },
  {
    key: 'gosht-somsa', category: 'bakery', name: t('Go\'shtli somsa', 'Самса с мясом', 'Meat somsa'),
    ingredients: t('qatlama xamir, qo\'y go\'shti, piyoz, dumba', 'слоёное тесто, баранина, лук, курдюк', 'layered dough, lamb, onion, tail fat'),
    price: 9000, unit: 'COUNT', measure: 1, calorie: 360, image: 'dish-somsa', labels: ['hit'], recommend: true,
  },
  {
    key: 'tovuq-somsa', category: 'bakery', name: t('Tovuqli somsa', 'Самса с курицей', 'Chicken somsa'),
    ingredients: t('qatlama xamir, tovuq, piyoz', 'слоёное тесто, курица, лук', 'layered dough, chicken, onion'),
    price: 8000, unit: 'COUNT', measure: 1, calorie: 310, image: 'dish-somsa',
  },
  {
    key: 'qovoq-somsa', category: 'bakery', name: t('Qovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa'),
    ingredients: t('xamir, qovoq, piyoz, zira', 'тесто, тыква, лук, зира', 'dough, pumpkin, onion, cumin'),
    price: 7000, unit: 'COUNT', measure: 1, calorie: 240, image: 'dish-somsa', labels: ['vegetarian'],
  },
  {
    key: 'samarqand-somsa', category: 'bakery', name: t('Samarqand somsasi', 'Самаркандская самса', 'Samarkand somsa'),
    ingredients: t('tandir xamiri, mol go\'shti, dumba', 'тандырное тесто, говядина, курдюк', 'tandir dough, beef, tail fat'),
    price: 12000, unit: 'COUNT', measure: 1, calorie: 420, image: 'dish-somsa', labels: ['new'],
  },
  {
    key: 'qatlama', category: 'bakery', name: t('Qatlama', 'Катлама', 'Katlama flatbread'),
    ingredients: t('qatlamali xamir, sariyog\', qaymoq', 'слоёное тесто, сливочное масло, каймак', 'layered dough, butter, clotted cream'),
    price: 10000, unit: 'COUNT', measure: 1, calorie: 480, image: 'dish-non',
  },
  // Sides
  {
    key: 'kartoshka-fri', category: 'sides', name: t('Kartoshka fri', 'Картофель фри', 'French fries'),
    ingredients: t('kartoshka, tuz, ketchup', 'картофель, соль, кетчуп', 'potatoes, salt, ketchup'),
    price: 14000, unit: 'GRAMM', measure: 150, calorie: 410, image: 'dish-fries', mod: 'fries', recommend: true,
  },
  {
    key: 'guruch', category: 'sides', name: t('Qaynatilgan guruch', 'Рис отварной', 'Steamed rice'),
    ingredients: t('guruch, sariyog\'', 'рис, сливочное масло', 'rice, butter'),
    price: 8000, unit: 'GRAMM', measure: 200, calorie: 260, image: 'dish-rice',
  },
  {
    key: 'qovurilgan-kartoshka', category: 'sides', name: t('Uy usulida kartoshka', 'Картофель по-домашнему', 'Home fries'),
    ingredients: t('kartoshka, piyoz, shivit', 'картофель, лук, укроп', 'potatoes, onion, dill'),
    price: 12000, unit: 'GRAMM', measure: 200, calorie: 330, image: 'dish-fries',
  },
  {
    key: 'grechka', category: 'sides', name: t('Grechka', 'Гречка', 'Buckwheat'),
    ingredients: t('grechka, sariyog\', qovurilgan piyoz', 'гречка, сливочное масло, жареный лук', 'buckwheat, butter, fried onion'),
    price: 9000, unit: 'GRAMM', measure: 200, calorie: 250, image: 'dish-rice',
  },
  // Banquet (a category without cart)
  {
    key: 'banket-10', category: 'banquet', name: t('Banket to\'plami (10 kishilik)', 'Банкетный сет на 10 персон', 'Banquet set for 10'),
    ingredients: t('to\'y oshi, shashlik assorti, salatlar, non, choy', 'свадебный плов, ассорти шашлыков, салаты, лепёшки, чай', 'wedding plov, shashlik platter, salads, bread, tea'),
    price: 1500000, unit: 'COUNT', measure: 1, calorie: 12000, image: 'dish-banquet',
  },
  {
    key: 'toy-oshi-50', category: 'banquet', name: t('To\'y oshi (50 kishilik)', 'Свадебный плов на 50 персон', 'Wedding plov for 50'),
    ingredients: t('devzira guruch, mol go\'shti, sabzi, no\'xat, qazi', 'рис девзира, говядина, морковь, нут, казы', 'devzira rice, beef, carrots, chickpeas, qazi'),
    price: 2800000, unit: 'KG', measure: 25, calorie: 40000, image: 'dish-plov',
  },
  {
    key: 'banket-20', category: 'banquet', name: t('Katta dasturxon (20 kishilik)', 'Большой дастархан на 20 персон', 'Grand dastarkhan for 20'),
    ingredients: t('qozon kabob, manti, norin, salatlar, shirinliklar', 'казан-кабоб, манты, нарын, салаты, сладости', 'kazan kabob, manti, naryn, salads, sweets'),
    price: 3200000, unit: 'COUNT', measure: 1, calorie: 26000, image: 'dish-banquet',
  },
  // Burgers
  {
    key: 'klassik-burger', category: 'burgers', name: t('Klassik burger', 'Классический бургер', 'Classic burger'),
    ingredients: t('mol go\'shti kotleti, pomidor, salat bargi, tuzlangan bodring, sous', 'говяжья котлета, томат, салат, маринованный огурец, соус', 'beef patty, tomato, lettuce, pickles, sauce'),
    price: 32000, unit: 'COUNT', measure: 1, calorie: 540, image: 'dish-burger', mod: 'burger',
  },
  {
    key: 'chizburger', category: 'burgers', name: t('Chizburger', 'Чизбургер', 'Cheeseburger'),
    ingredients: t('mol go\'shti kotleti, chedder pishlog\'i, piyoz, ketchup', 'говяжья котлета, чеддер, лук, кетчуп', 'beef patty, cheddar, onion, ketchup'),
    price: 35000, unit: 'COUNT', measure: 1, calorie: 590, image: 'dish-cheeseburger', mod: 'burger', labels: ['hit'],
  },
  {
    key: 'dabl-burger', category: 'burgers', name: t('Dabl burger', 'Двойной бургер', 'Double burger'),
    ingredients: t('ikkita kotlet, ikki qavat pishloq, bekon mol go\'shtidan', 'две котлеты, двойной сыр, говяжий бекон', 'two patties, double cheese, beef bacon'),
    price: 48000, unit: 'COUNT', measure: 1, calorie: 890, image: 'dish-cheeseburger',
  },
  {
    key: 'tovuq-burger', category: 'burgers', name: t('Tovuq burger', 'Бургер с курицей', 'Chicken burger'),
    ingredients: t('qarsildoq tovuq filesi, salat, sarimsoqli sous', 'хрустящее куриное филе, салат, чесночный соус', 'crispy chicken fillet, lettuce, garlic sauce'),
    price: 29000, unit: 'COUNT', measure: 1, calorie: 480, image: 'dish-burger',
  },
  {
    key: 'achchiq-burger', category: 'burgers', name: t('Achchiq burger', 'Острый бургер', 'Spicy burger'),
    ingredients: t('mol go\'shti kotleti, xalapenyo, achchiq sous', 'говяжья котлета, халапеньо, острый соус', 'beef patty, jalapeño, hot sauce'),
    price: 36000, unit: 'COUNT', measure: 1, calorie: 560, image: 'dish-burger', labels: ['spicy', 'new'],
  },
  {
    key: 'qora-burger', category: 'burgers', name: t('Qora burger', 'Чёрный бургер', 'Black burger'),
    ingredients: t('qora bulochka, mol go\'shti kotleti, qo\'ziqorin, pishloq', 'чёрная булочка, говяжья котлета, грибы, сыр', 'black bun, beef patty, mushrooms, cheese'),
    price: 39000, unit: 'COUNT', measure: 1, calorie: 610, image: 'dish-burger-black', labels: ['new'],
  },
  // Lavash and shawarma
  {
    key: 'lavash-tovuq', category: 'lavash', name: t('Tovuqli lavash', 'Лаваш с курицей', 'Chicken lavash'),
    ingredients: t('yupqa lavash, tovuq go\'shti, kartoshka fri, pomidor, sous', 'тонкий лаваш, курица, картофель фри, помидоры, соус', 'thin lavash, chicken, fries, tomatoes, sauce'),
    price: 28000, unit: 'COUNT', measure: 1, calorie: 620, image: 'dish-lavash', mod: 'lavash', labels: ['hit'],
  },
  {
    key: 'lavash-mol', category: 'lavash', name: t('Mol go\'shtli lavash', 'Лаваш с говядиной', 'Beef lavash'),
    ingredients: t('lavash, mol go\'shti, bodring, pomidor, sous', 'лаваш, говядина, огурцы, помидоры, соус', 'lavash, beef, cucumbers, tomatoes, sauce'),
    price: 32000, unit: 'COUNT', measure: 1, calorie: 680, image: 'dish-lavash', mod: 'lavash',
  },
  {
    key: 'lavash-pishloq', category: 'lavash', name: t('Pishloqli lavash', 'Лаваш с сыром', 'Cheese lavash'),
    ingredients: t('lavash, tovuq, ikki xil pishloq, sous', 'лаваш, курица, два вида сыра, соус', 'lavash, chicken, two cheeses, sauce'),
    price: 30000, unit: 'COUNT', measure: 1, calorie: 700, image: 'dish-lavash',
  },
  {
    key: 'shaurma', category: 'lavash', name: t('Shaurma', 'Шаурма', 'Shawarma'),
    ingredients: t('pita non, tovuq, karam, sabzi, sarimsoqli sous', 'пита, курица, капуста, морковь, чесночный соус', 'pita, chicken, cabbage, carrots, garlic sauce'),
    price: 26000, unit: 'COUNT', measure: 1, calorie: 560, image: 'dish-shawarma',
  },
  {
    key: 'achchiq-lavash', category: 'lavash', name: t('Achchiq lavash', 'Острый лаваш', 'Spicy lavash'),
    ingredients: t('lavash, mol go\'shti, xalapenyo, chili sous', 'лаваш, говядина, халапеньо, соус чили', 'lavash, beef, jalapeño, chili sauce'),
    price: 30000, unit: 'COUNT', measure: 1, calorie: 650, image: 'dish-lavash', labels: ['spicy'],
  },
  {
    key: 'doner', category: 'lavash', name: t('Doner kabob', 'Донер-кебаб', 'Doner kebab'),
    ingredients: t('non, mol go\'shti, piyoz, pomidor, qatiq sousi', 'хлеб, говядина, лук, помидоры, йогуртовый соус', 'bread, beef, onion, tomatoes, yogurt sauce'),
    price: 27000, unit: 'COUNT', measure: 1, calorie: 590, image: 'dish-shawarma',
  },
  // Pizza
  {
    key: 'margarita', category: 'pizza', name: t('Margarita', 'Маргарита', 'Margherita'),
    ingredients: t('pomidor sousi, motsarella, rayhon', 'томатный соус, моцарелла, базилик', 'tomato sauce, mozzarella, basil'),
    price: 55000, unit: 'COUNT', measure: 1, calorie: 980, image: 'dish-pizza-margherita', mod: 'pizza', labels: ['vegetarian'],
  },
  {
    key: 'pepperoni', category: 'pizza', name: t('Pepperoni', 'Пепперони', 'Pepperoni'),
    ingredients: t('pomidor sousi, motsarella, mol go\'shtidan pepperoni', 'томатный соус, моцарелла, говяжья пепперони', 'tomato sauce, mozzarella, beef pepperoni'),
    price: 65000, unit: 'COUNT', measure: 1, calorie: 1150, image: 'dish-pizza-pepperoni', mod: 'pizza', labels: ['hit'],
  },
  {
    key: 'tort-pishloq', category: 'pizza', name: t('To\'rt pishloq', 'Четыре сыра', 'Four cheese'),
    ingredients: t('motsarella, chedder, parmezan, dorblu', 'моцарелла, чеддер, пармезан, дорблю', 'mozzarella, cheddar, parmesan, blue cheese'),
    price: 72000, unit: 'COUNT', measure: 1, calorie: 1210, image: 'dish-pizza-cheese', mod: 'pizza',
  },
  {
    key: 'goshtli-pitsa', category: 'pizza', name: t('Go\'shtli pitsa', 'Мясная пицца', 'Meat lovers'),
    ingredients: t('mol go\'shti, tovuq, qazi, pepperoni, motsarella', 'говядина, курица, казы, пепперони, моцарелла', 'beef, chicken, qazi, pepperoni, mozzarella'),
    price: 75000, unit: 'COUNT', measure: 1, calorie: 1320, image: 'dish-pizza-meat', mod: 'pizza',
  },
  {
    key: 'tovuqli-pitsa', category: 'pizza', name: t('Tovuqli pitsa', 'Пицца с курицей', 'Chicken pizza'),
    ingredients: t('tovuq, qo\'ziqorin, motsarella, qaymoqli sous', 'курица, грибы, моцарелла, сливочный соус', 'chicken, mushrooms, mozzarella, cream sauce'),
    price: 62000, unit: 'COUNT', measure: 1, calorie: 1080, image: 'dish-pizza-meat',
  },
  {
    key: 'qoziqorinli-pitsa', category: 'pizza', name: t('Qo\'ziqorinli pitsa', 'Грибная пицца', 'Mushroom pizza'),
    ingredients: t('shampinon, motsarella, sarimsoq, oregano', 'шампиньоны, моцарелла, чеснок, орегано', 'champignons, mozzarella, garlic, oregano'),
    price: 58000, unit: 'COUNT', measure: 1, calorie: 940, image: 'dish-pizza-cheese', labels: ['vegetarian'],
  },
  // Snacks
  {
    key: 'hot-dog', category: 'snacks', name: t('Hot-dog', 'Хот-дог', 'Hot dog'),
    ingredients: t('bulochka, mol go\'shtidan sosiska, xantal, ketchup', 'булочка, говяжья сосиска, горчица, кетчуп', 'bun, beef sausage, mustard, ketchup'),
    price: 16000, unit: 'COUNT', measure: 1, calorie: 390, image: 'dish-hotdog',
  },
  {
    key: 'fransuzcha-hot-dog', category: 'snacks', name: t('Fransuzcha hot-dog', 'Французский хот-дог', 'French hot dog'),
    ingredients: t('bagetcha, sosiska, pishloqli sous', 'багет, сосиска, сырный соус', 'baguette, sausage, cheese sauce'),
    price: 18000, unit: 'COUNT', measure: 1, calorie: 420, image: 'dish-hotdog',
  },
  {
    key: 'nagets', category: 'snacks', name: t('Naggetslar', 'Наггетсы', 'Chicken nuggets'),
    ingredients: t('tovuq filesi, non uvog\'i, sous', 'куриное филе, панировка, соус', 'chicken fillet, breadcrumbs, sauce'),
    price: 25000, unit: 'COUNT', measure: 6, calorie: 450, image: 'dish-nuggets', mod: 'nuggets',
  },
  {
    key: 'qanotchalar', category: 'snacks', name: t('Tovuq qanotchalari', 'Куриные крылышки', 'Chicken wings'),
    ingredients: t('tovuq qanotlari, barbekyu sousi, kunjut', 'куриные крылья, соус барбекю, кунжут', 'chicken wings, BBQ sauce, sesame'),
    price: 34000, unit: 'COUNT', measure: 8, calorie: 620, image: 'dish-wings', labels: ['spicy'],
  },
  {
    key: 'pishloq-tayoqcha', category: 'snacks', name: t('Pishloq tayoqchalari', 'Сырные палочки', 'Cheese sticks'),
    ingredients: t('motsarella, non uvog\'i, marinara sousi', 'моцарелла, панировка, соус маринара', 'mozzarella, breadcrumbs, marinara'),
    price: 24000, unit: 'COUNT', measure: 6, calorie: 480, image: 'dish-nuggets',
  },
  {
    key: 'piyoz-halqa', category: 'snacks', name: t('Piyoz halqalari', 'Луковые кольца', 'Onion rings'),
    ingredients: t('piyoz, xamir qobig\'i, sous', 'лук, кляр, соус', 'onion, batter, sauce'),
    price: 18000, unit: 'GRAMM', measure: 150, calorie: 380, image: 'dish-fries', labels: ['vegetarian'],
  },
  // Tea and coffee
  {
    key: 'kok-choy', category: 'hot-drinks', name: t('Ko\'k choy', 'Зелёный чай', 'Green tea'),
    ingredients: t('ko\'k choy, choynakda', 'зелёный чай, в чайнике', 'green tea, served in a teapot'),
    price: 6000, unit: 'LITER', measure: 0.8, calorie: 5, image: 'dish-tea-green', recommend: true,
  },
  {
    key: 'qora-choy', category: 'hot-drinks', name: t('Qora choy', 'Чёрный чай', 'Black tea'),
    ingredients: t('qora choy, choynakda', 'чёрный чай, в чайнике', 'black tea, served in a teapot'),
    price: 6000, unit: 'LITER', measure: 0.8, calorie: 5, image: 'dish-tea-black',
  },
  {
    key: 'limonli-choy', category: 'hot-drinks', name: t('Limonli choy', 'Чай с лимоном', 'Lemon tea'),
    ingredients: t('qora choy, limon, asal', 'чёрный чай, лимон, мёд', 'black tea, lemon, honey'),
    price: 10000, unit: 'LITER', measure: 0.8, calorie: 40, image: 'dish-tea-black',
  },
  {
    key: 'amerikano', category: 'hot-drinks', name: t('Amerikano', 'Американо', 'Americano'),
    ingredients: t('espresso, issiq suv', 'эспрессо, горячая вода', 'espresso, hot water'),
    price: 16000, unit: 'LITER', measure: 0.25, calorie: 10, image: 'dish-coffee', mod: 'coffee',
  },
  {
    key: 'kapuchino', category: 'hot-drinks', name: t('Kapuchino', 'Капучино', 'Cappuccino'),
    ingredients: t('espresso, ko\'pirtirilgan sut', 'эспрессо, вспененное молоко', 'espresso, steamed milk foam'),
    price: 22000, unit: 'LITER', measure: 0.25, calorie: 120, image: 'dish-cappuccino', mod: 'coffee', labels: ['hit'],
  },
  {
    key: 'latte', category: 'hot-drinks', name: t('Latte', 'Латте', 'Latte'),
    ingredients: t('espresso, sut, yengil ko\'pik', 'эспрессо, молоко, лёгкая пенка', 'espresso, milk, light foam'),
    price: 24000, unit: 'LITER', measure: 0.35, calorie: 160, image: 'dish-cappuccino', mod: 'coffee',
  },
  {
    key: 'kakao', category: 'hot-drinks', name: t('Kakao', 'Какао', 'Cocoa'),
    ingredients: t('kakao, sut, zefir', 'какао, молоко, маршмеллоу', 'cocoa, milk, marshmallows'),
    price: 18000, unit: 'LITER', measure: 0.3, calorie: 190, image: 'dish-coffee',
  },
  // Cold drinks
  {
    key: 'kompot', category: 'cold-drinks', name: t('Kompot', 'Компот из сухофруктов', 'Dried fruit compote'),
    ingredients: t('quritilgan o\'rik, olma, mayiz', 'курага, яблоки, изюм', 'dried apricots, apples, raisins'),
    price: 15000, unit: 'LITER', measure: 1, calorie: 180, image: 'dish-kompot', recommend: true,
  },
  {
    key: 'ayron', category: 'cold-drinks', name: t('Ayron', 'Айран', 'Ayran'),
    ingredients: t('qatiq, suv, tuz, yalpiz', 'катык, вода, соль, мята', 'yogurt, water, salt, mint'),
    price: 8000, unit: 'LITER', measure: 0.5, calorie: 90, image: 'dish-ayron', recommend: true,
  },
  {
    key: 'coca-cola-05', category: 'cold-drinks', name: t('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l'),
    ingredients: t('gazlangan ichimlik', 'газированный напиток', 'sparkling soft drink'),
    price: 9000, unit: 'LITER', measure: 0.5, calorie: 210, image: 'dish-cola', recommend: true,
  },
  {
    key: 'coca-cola-15', category: 'cold-drinks', name: t('Coca-Cola 1,5 l', 'Coca-Cola 1,5 л', 'Coca-Cola 1.5 l'),
    ingredients: t('gazlangan ichimlik', 'газированный напиток', 'sparkling soft drink'),
    price: 14000, unit: 'LITER', measure: 1.5, calorie: 630, image: 'dish-cola',
  },
  {
    key: 'fanta-05', category: 'cold-drinks', name: t('Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 l'),
    ingredients: t('apelsinli gazlangan ichimlik', 'апельсиновый газированный напиток', 'orange soft drink'),
    price: 9000, unit: 'LITER', measure: 0.5, calorie: 230, image: 'dish-fanta',
  },
  {
    key: 'tarxun', category: 'cold-drinks', name: t('Tarxun limonadi', 'Лимонад «Тархун»', 'Tarkhun lemonade'),
    ingredients: t('tarxun, limon, gazlangan suv', 'эстрагон, лимон, газированная вода', 'tarragon, lemon, sparkling water'),
    price: 12000, unit: 'LITER', measure: 0.5, calorie: 160, image: 'dish-tarkhun', labels: ['new'],
  },
  {
    key: 'mineral-suv', category: 'cold-drinks', name: t('Mineral suv', 'Минеральная вода', 'Mineral water'),
    ingredients: t('gazsiz mineral suv', 'минеральная вода без газа', 'still mineral water'),
    price: 5000, unit: 'LITER', measure: 0.5, calorie: 0, image: 'dish-water',
  },
  {
    key: 'apelsin-fresh', category: 'cold-drinks', name: t('Apelsin fresh', 'Апельсиновый фреш', 'Fresh orange juice'),
    ingredients: t('yangi siqilgan apelsin', 'свежевыжатый апельсин', 'freshly squeezed oranges'),
    price: 25000, unit: 'LITER', measure: 0.3, calorie: 140, image: 'dish-juice',
  },
  {
    key: 'uy-limonadi', category: 'cold-drinks', name: t('Uy limonadi', 'Домашний лимонад', 'Homemade lemonade'),
    ingredients: t('limon, yalpiz, asal, muz', 'лимон, мята, мёд, лёд', 'lemon, mint, honey, ice'),
    price: 28000, unit: 'LITER', measure: 1, calorie: 240, image: 'dish-tarkhun',
  },
  // Desserts
  {
    key: 'chak-chak', category: 'cakes', name: t('Chak-chak', 'Чак-чак', 'Chak-chak'),
    ingredients: t('xamir, asal, yong\'oq', 'тесто, мёд, орехи', 'dough, honey, nuts'),
    price: 20000, unit: 'GRAMM', measure: 200, calorie: 520, image: 'dish-chakchak', recommend: true,
  },
  {
    key: 'holva', category: 'cakes', name: t('Holva', 'Халва', 'Halva'),
    ingredients: t('kunjut, shakar, yong\'oq', 'кунжут, сахар, орехи', 'sesame, sugar, nuts'),
    price: 18000, unit: 'GRAMM', measure: 200, calorie: 600, image: 'dish-chakchak',
  },
  {
    key: 'medovik', category: 'cakes', name: t('Medovik', 'Медовик', 'Honey cake'),
    ingredients: t('asalli korj, qaymoqli krem', 'медовые коржи, сметанный крем', 'honey layers, sour cream frosting'),
    price: 22000, unit: 'GRAMM', measure: 150, calorie: 430, image: 'dish-cake', labels: ['hit'],
  },
  {
    key: 'napoleon', category: 'cakes', name: t('Napoleon', 'Наполеон', 'Napoleon cake'),
    ingredients: t('qatlamali xamir, qaymoqli krem', 'слоёные коржи, заварной крем', 'puff pastry layers, custard'),
    price: 22000, unit: 'GRAMM', measure: 150, calorie: 450, image: 'dish-cake',
  },
  {
    key: 'chizkeyk', category: 'cakes', name: t('Chizkeyk', 'Чизкейк', 'Cheesecake'),
    ingredients: t('qaymoqli pishloq, pechenye asosi, rezavor sous', 'сливочный сыр, основа из печенья, ягодный соус', 'cream cheese, biscuit base, berry sauce'),
    price: 28000, unit: 'GRAMM', measure: 150, calorie: 410, image: 'dish-cheesecake',
  },
  {
    key: 'tiramisu', category: 'cakes', name: t('Tiramisu', 'Тирамису', 'Tiramisu'),
    ingredients: t('maskarpone, savoyardi, qahva, kakao', 'маскарпоне, савоярди, кофе, какао', 'mascarpone, savoiardi, coffee, cocoa'),
    price: 30000, unit: 'GRAMM', measure: 150, calorie: 440, image: 'dish-cheesecake', labels: ['new'],
  },
  {
    key: 'paxlava', category: 'cakes', name: t('Paxlava', 'Пахлава', 'Baklava'),
    ingredients: t('yupqa xamir, yong\'oq, asal sharbati', 'тонкое тесто, грецкий орех, медовый сироп', 'filo pastry, walnuts, honey syrup'),
    price: 25000, unit: 'GRAMM', measure: 200, calorie: 560, image: 'dish-baklava',
  },
  // Ice cream
  {
    key: 'vanil-muzqaymoq', category: 'icecream', name: t('Vanilli muzqaymoq', 'Ванильное мороженое', 'Vanilla ice cream'),
    ingredients: t('sut, qaymoq, vanil', 'молоко, сливки, ваниль', 'milk, cream, vanilla'),
    price: 14000, unit: 'GRAMM', measure: 120, calorie: 250, image: 'dish-icecream', mod: 'icecream',
  },
  {
    key: 'shokolad-muzqaymoq', category: 'icecream', name: t('Shokoladli muzqaymoq', 'Шоколадное мороженое', 'Chocolate ice cream'),
    ingredients: t('sut, qaymoq, kakao', 'молоко, сливки, какао', 'milk, cream, cocoa'),
    price: 15000, unit: 'GRAMM', measure: 120, calorie: 270, image: 'dish-icecream',
  },
  {
    key: 'milksheyk', category: 'icecream', name: t('Milksheyk', 'Милкшейк', 'Milkshake'),
    ingredients: t('sut, muzqaymoq, qulupnay', 'молоко, мороженое, клубника', 'milk, ice cream, strawberries'),
    price: 22000, unit: 'LITER', measure: 0.4, calorie: 380, image: 'dish-milkshake', labels: ['hit'],
  },
  {
    key: 'plombir', category: 'icecream', name: t('Plombir', 'Пломбир', 'Plombir ice cream'),
    ingredients: t('qaymoq, shakar, vafli stakancha', 'сливки, сахар, вафельный стаканчик', 'cream, sugar, wafer cup'),
    price: 10000, unit: 'COUNT', measure: 1, calorie: 230, image: 'dish-icecream',
  },
];

/** One drawing per image key used by the dishes. */
export const DISH_PICTURES: DishPicture[] = [
  { key: 'dish-plov', kind: 'plate', color: '#E9A23B', bits: ['#F26B21', '#8D4B2A', '#FFF3C4', '#6B8E23'], label: 'Palov' },
  { key: 'dish-lagmon', kind: 'bowl', color: '#C8553D', bits: ['#F6D186', '#6B8E23', '#8D4B2A'], label: 'Lag\'mon' },
  { key: 'dish-manti', kind: 'pieces', color: '#F4E3C1', bits: ['#6B8E23', '#FFFFFF'], label: 'Manti' },
  { key: 'dish-chuchvara', kind: 'bowl', color: '#F1E4C8', bits: ['#FFF8E7', '#6B8E23'], label: 'Chuchvara' },
  { key: 'dish-dimlama', kind: 'plate', color: '#B5651D', bits: ['#F4A300', '#7CB342', '#D84315', '#FFF3C4'], label: 'Dimlama' },
  { key: 'dish-norin', kind: 'plate', color: '#E8D7B0', bits: ['#8D4B2A', '#FFFFFF'], label: 'Norin' },
  { key: 'dish-kabob', kind: 'plate', color: '#8D4B2A', bits: ['#F4C430', '#7CB342', '#FFFFFF'], label: 'Kabob' },
  { key: 'dish-mastava', kind: 'bowl', color: '#D9822B', bits: ['#FFFFFF', '#6B8E23', '#F26B21'], label: 'Mastava' },
  { key: 'dish-shurpa', kind: 'bowl', color: '#E3B448', bits: ['#F26B21', '#6B8E23', '#8D4B2A'], label: 'Sho\'rva' },
  { key: 'dish-mashkhurda', kind: 'bowl', color: '#8E9B4E', bits: ['#FFFFFF', '#5D4037'], label: 'Moshxo\'rda' },
  { key: 'dish-shashlik', kind: 'skewer', color: '#7B3F1D', bits: ['#A0522D'], label: 'Shashlik' },
  { key: 'dish-shashlik-chicken', kind: 'skewer', color: '#D89A3C', bits: ['#E8B25C'], label: 'Tovuq shashlik' },
  { key: 'dish-lula', kind: 'skewer', color: '#8B4A2B', bits: ['#8B4A2B'], label: 'Qiyma kabob' },
  { key: 'dish-achichuk', kind: 'plate', color: '#E53935', bits: ['#FFFFFF', '#43A047', '#B71C1C'], label: 'Achichuk' },
  { key: 'dish-olivye', kind: 'plate', color: '#F3E5AB', bits: ['#7CB342', '#F26B21', '#FFFFFF'], label: 'Olivye' },
  { key: 'dish-caesar', kind: 'plate', color: '#8BC34A', bits: ['#F5DEB3', '#E0A96D', '#FFFFFF'], label: 'Sezar' },
  { key: 'dish-greek', kind: 'plate', color: '#66BB6A', bits: ['#E53935', '#FFFFFF', '#212121', '#FDD835'], label: 'Salat' },
  { key: 'dish-non', kind: 'bread', color: '#C8843A', label: 'Non' },
  { key: 'dish-somsa', kind: 'somsa', color: '#D9953F', label: 'Somsa' },
  { key: 'dish-fries', kind: 'fries', color: '#F6C445', bits: ['#D32F2F'], label: 'Kartoshka' },
  { key: 'dish-rice', kind: 'plate', color: '#FAF6EC', bits: ['#F0E6CC'], label: 'Guruch' },
  { key: 'dish-banquet', kind: 'tray', color: '#E9A23B', bits: ['#7B3F1D', '#66BB6A'], label: 'Banket' },
  { key: 'dish-burger', kind: 'burger', color: '#E0A14A', bits: ['#5D4037', '#F44336'], label: 'Burger' },
  { key: 'dish-cheeseburger', kind: 'burger', color: '#E8A849', bits: ['#4E342E', '#FFC107'], label: 'Chizburger' },
  { key: 'dish-burger-black', kind: 'burger', color: '#2E2E2E', bits: ['#6D4C41', '#FFCA28'], label: 'Qora burger' },
  { key: 'dish-lavash', kind: 'wrap', color: '#EBCB8B', bits: ['#F4E3C1', '#43A047', '#E53935'], label: 'Lavash' },
  { key: 'dish-shawarma', kind: 'wrap', color: '#D7A86E', bits: ['#F4E3C1', '#8D4B2A', '#FFFFFF'], label: 'Shaurma' },
  { key: 'dish-pizza-margherita', kind: 'pizza', color: '#E64A19', bits: ['#FFF8E1', '#2E7D32'], label: 'Margarita' },
  { key: 'dish-pizza-pepperoni', kind: 'pizza', color: '#F57C00', bits: ['#B71C1C', '#C62828', '#FFF8E1'], label: 'Pepperoni' },
  { key: 'dish-pizza-cheese', kind: 'pizza', color: '#FBC02D', bits: ['#FFF8E1', '#90A4AE', '#FFE082'], label: 'Pishloqli' },
  { key: 'dish-pizza-meat', kind: 'pizza', color: '#D84315', bits: ['#5D4037', '#B71C1C', '#FFF8E1', '#2E7D32'], label: 'Go\'shtli' },
  { key: 'dish-hotdog', kind: 'hotdog', color: '#B23A2A', bits: ['#FDD835'], label: 'Hot-dog' },
  { key: 'dish-nuggets', kind: 'pieces', color: '#D89A3C', bits: ['#D32F2F', '#FFF8E1'], label: 'Naggets' },
  { key: 'dish-wings', kind: 'pieces', color: '#A0451F', bits: ['#FFFFFF', '#2E7D32'], label: 'Qanotchalar' },
  { key: 'dish-tea-green', kind: 'cup', color: '#A3B65A', bits: ['#FFFFFF'], label: 'Ko\'k choy' },
  { key: 'dish-tea-black', kind: 'cup', color: '#8B3A1A', bits: ['#FFFFFF'], label: 'Qora choy' },
  { key: 'dish-coffee', kind: 'cup', color: '#4E2A12', bits: ['#FFFFFF'], label: 'Qahva' },
  { key: 'dish-cappuccino', kind: 'cup', color: '#C69C6D', bits: ['#F5EBDC'], label: 'Kapuchino' },
  { key: 'dish-kompot', kind: 'glass', color: '#B5473A', bits: ['#F4A300', '#FFFFFF'], label: 'Kompot' },
  { key: 'dish-ayron', kind: 'glass', color: '#F5F5F0', bits: ['#66BB6A'], label: 'Ayron' },
  { key: 'dish-cola', kind: 'bottle', color: '#3B1F14', bits: ['#E53935', '#E53935'], label: 'Cola' },
  { key: 'dish-fanta', kind: 'bottle', color: '#FB8C00', bits: ['#1565C0', '#1565C0'], label: 'Fanta' },
  { key: 'dish-tarkhun', kind: 'bottle', color: '#43A047', bits: ['#FFFFFF', '#1B5E20'], label: 'Limonad' },
  { key: 'dish-water', kind: 'bottle', color: '#B3E5FC', bits: ['#0288D1', '#0288D1'], label: 'Suv' },
  { key: 'dish-juice', kind: 'glass', color: '#FFA000', bits: ['#FFE082'], label: 'Fresh' },
  { key: 'dish-chakchak', kind: 'pieces', color: '#E0A030', bits: ['#8D4B2A', '#FFF3C4'], label: 'Chak-chak' },
  { key: 'dish-cake', kind: 'cake', color: '#D7A25E', bits: ['#FFF3E0', '#8D4B2A'], label: 'Tort' },
  { key: 'dish-cheesecake', kind: 'cake', color: '#F3E0B5', bits: ['#C2185B', '#FFFFFF'], label: 'Chizkeyk' },
  { key: 'dish-baklava', kind: 'somsa', color: '#C98B2B', label: 'Paxlava' },
  { key: 'dish-icecream', kind: 'icecream', color: '#FFF3D6', bits: ['#6D4C41', '#F8BBD0'], label: 'Muzqaymoq' },
  { key: 'dish-milkshake', kind: 'glass', color: '#F8BBD0', bits: ['#FFFFFF', '#E91E63'], label: 'Milksheyk' },
];

/** Short variants used to multiply the dishes for the big merchant. */
export const BIG_VARIANTS: MultilingualText[] = [
  t('Klassik', 'Классический', 'Classic'),
  t('Oilaviy', 'Семейный', 'Family size'),
  t('Mini', 'Мини', 'Mini'),
  t('Maxsus', 'Фирменный', 'Signature'),
  t('Uy usulida', 'По-домашнему', 'Home-style'),
  t('Premium', 'Премиум', 'Premium'),
  t('Achchiq', 'Острый', 'Hot'),
  t('Yengil', 'Лёгкий', 'Light'),
  t('Bayramona', 'Праздничный', 'Festive'),
  t('Tezkor', 'Быстрый', 'Express'),
];
