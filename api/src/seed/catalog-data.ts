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

type Row = [
  key: string, category: CategoryKey, uz: string, ru: string, eng: string,
  ingUz: string, ingRu: string, ingEng: string,
  price: number, unit: DishDef['unit'], measure: number, calorie: number, image: string,
  extra?: { mod?: ModKey; labels?: LabelKey[]; recommend?: boolean },
];

const ROWS: Row[] = [
  // National dishes
  ['toy-oshi', 'national', 'To\'y oshi', 'Свадебный плов', 'Wedding plov', 'devzira guruch, mol go\'shti, sariq va qizil sabzi, no\'xat, mayiz', 'рис девзира, говядина, жёлтая и красная морковь, нут, изюм', 'devzira rice, beef, yellow and red carrots, chickpeas, raisins', 45000, 'GRAMM', 400, 780, 'dish-plov', { mod: 'plov', labels: ['hit'] }],
  ['choyxona-palov', 'national', 'Choyxona palovi', 'Чайханский плов', 'Teahouse plov', 'guruch, qo\'y go\'shti, sabzi, bedana tuxumi, qazi', 'рис, баранина, морковь, перепелиное яйцо, казы', 'rice, lamb, carrots, quail egg, qazi sausage', 52000, 'GRAMM', 450, 850, 'dish-plov', { mod: 'plov' }],
  ['samarqand-palov', 'national', 'Samarqand palovi', 'Самаркандский плов', 'Samarkand plov', 'lazer guruch, mol go\'shti, sariq sabzi, sarimsoq', 'рис лазер, говядина, жёлтая морковь, чеснок', 'lazer rice, beef, yellow carrots, garlic', 48000, 'GRAMM', 400, 760, 'dish-plov'],
  ['lagmon', 'national', 'Lag\'mon', 'Лагман', 'Lagman', 'qo\'lda cho\'zilgan lag\'mon, mol go\'shti, bulg\'or qalampiri, turp', 'ручная лапша, говядина, болгарский перец, редька', 'hand-pulled noodles, beef, bell pepper, radish', 35000, 'GRAMM', 450, 620, 'dish-lagmon', { labels: ['hit'] }],
  ['qovurma-lagmon', 'national', 'Qovurma lag\'mon', 'Жареный лагман', 'Fried lagman', 'qovurilgan lag\'mon, mol go\'shti, sabzavotlar, tuxum', 'жареная лапша, говядина, овощи, яйцо', 'fried noodles, beef, vegetables, egg', 38000, 'GRAMM', 400, 690, 'dish-lagmon', { labels: ['spicy'] }],
  ['manti', 'national', 'Manti', 'Манты', 'Manti', 'yupqa xamir, qo\'y go\'shti, piyoz, dumba', 'тонкое тесто, баранина, лук, курдючный жир', 'thin dough, lamb, onion, tail fat', 32000, 'COUNT', 5, 640, 'dish-manti', { mod: 'manti' }],
  ['qovoqli-manti', 'national', 'Qovoqli manti', 'Манты с тыквой', 'Pumpkin manti', 'xamir, qovoq, piyoz, zira', 'тесто, тыква, лук, зира', 'dough, pumpkin, onion, cumin', 26000, 'COUNT', 5, 420, 'dish-manti', { labels: ['vegetarian'] }],
  ['chuchvara', 'national', 'Chuchvara', 'Чучвара', 'Chuchvara dumplings', 'mayda chuchvara, mol go\'shti, qatiq, ko\'katlar', 'мелкие пельмени, говядина, катык, зелень', 'small dumplings, beef, yogurt, herbs', 30000, 'GRAMM', 350, 560, 'dish-chuchvara'],
  ['dimlama', 'national', 'Dimlama', 'Димлама', 'Dimlama stew', 'mol go\'shti, kartoshka, karam, sabzi, bulg\'or qalampiri', 'говядина, картофель, капуста, морковь, болгарский перец', 'beef, potatoes, cabbage, carrots, bell pepper', 40000, 'GRAMM', 450, 580, 'dish-dimlama'],
  ['norin', 'national', 'Norin', 'Нарын', 'Naryn', 'mayda to\'g\'ralgan xamir, ot go\'shti, qazi, piyoz', 'мелко нарезанное тесто, конина, казы, лук', 'finely cut noodles, horse meat, qazi, onion', 36000, 'GRAMM', 300, 610, 'dish-norin'],
  ['qozon-kabob', 'national', 'Qozon kabob', 'Казан-кабоб', 'Kazan kabob', 'qo\'y go\'shti, qovurilgan kartoshka, piyoz, ko\'katlar', 'баранина, жареный картофель, лук, зелень', 'lamb, fried potatoes, onion, herbs', 55000, 'GRAMM', 400, 820, 'dish-kabob', { labels: ['hit'] }],
  ['xonim', 'national', 'Xonim', 'Ханум', 'Khanum', 'bug\'da pishirilgan xamir rulet, kartoshka, piyoz, qaymoq', 'паровой рулет из теста, картофель, лук, сметана', 'steamed dough roll, potatoes, onion, sour cream', 28000, 'GRAMM', 350, 480, 'dish-manti', { labels: ['vegetarian'] }],
  // Soups
  ['mastava', 'soups', 'Mastava', 'Мастава', 'Mastava', 'guruch, mol go\'shti, pomidor, sabzi, qatiq', 'рис, говядина, томаты, морковь, катык', 'rice, beef, tomatoes, carrots, yogurt', 28000, 'GRAMM', 400, 390, 'dish-mastava'],
  ['shorva', 'soups', 'Sho\'rva', 'Шурпа', 'Shurpa', 'qo\'y go\'shti, kartoshka, sabzi, no\'xat, ko\'katlar', 'баранина, картофель, морковь, нут, зелень', 'lamb, potatoes, carrots, chickpeas, herbs', 32000, 'GRAMM', 450, 420, 'dish-shurpa', { labels: ['hit'] }],
  ['moshxorda', 'soups', 'Moshxo\'rda', 'Машхурда', 'Mashkhurda', 'mosh, guruch, mol go\'shti, qatiq', 'маш, рис, говядина, катык', 'mung beans, rice, beef, yogurt', 26000, 'GRAMM', 400, 360, 'dish-mashkhurda'],
  ['chuchvara-shorva', 'soups', 'Chuchvara sho\'rva', 'Чучвара в бульоне', 'Chuchvara soup', 'chuchvara, go\'sht sho\'rvasi, ko\'katlar', 'чучвара, мясной бульон, зелень', 'dumplings, meat broth, herbs', 27000, 'GRAMM', 400, 380, 'dish-chuchvara'],
  ['tovuq-shorva', 'soups', 'Tovuq sho\'rva', 'Куриный суп', 'Chicken soup', 'tovuq go\'shti, uy lapshasi, sabzi, shivit', 'курица, домашняя лапша, морковь, укроп', 'chicken, homemade noodles, carrots, dill', 24000, 'GRAMM', 400, 310, 'dish-shurpa'],
  ['qaynatma-shorva', 'soups', 'Qaynatma sho\'rva', 'Кайнатма шурпа', 'Kaynatma shurpa', 'qaynatilgan qo\'y go\'shti, butun kartoshka, piyoz', 'отварная баранина, целый картофель, лук', 'boiled lamb, whole potatoes, onion', 34000, 'GRAMM', 500, 450, 'dish-shurpa'],
  // Grill
  ['qoy-shashlik', 'grill', 'Qo\'y go\'shtidan shashlik', 'Шашлык из баранины', 'Lamb shashlik', 'qo\'y go\'shti, dumba, piyoz, zira', 'баранина, курдюк, лук, зира', 'lamb, tail fat, onion, cumin', 22000, 'COUNT', 1, 310, 'dish-shashlik', { labels: ['hit'] }],
  ['mol-shashlik', 'grill', 'Mol go\'shtidan shashlik', 'Шашлык из говядины', 'Beef shashlik', 'mol go\'shti, piyoz, qora murch', 'говядина, лук, чёрный перец', 'beef, onion, black pepper', 20000, 'COUNT', 1, 280, 'dish-shashlik'],
  ['tovuq-shashlik', 'grill', 'Tovuq shashlik', 'Куриный шашлык', 'Chicken shashlik', 'tovuq soni, qatiq marinadi, ziravorlar', 'куриное бедро, маринад из катыка, специи', 'chicken thigh, yogurt marinade, spices', 16000, 'COUNT', 1, 220, 'dish-shashlik-chicken'],
  ['jigar-shashlik', 'grill', 'Jigar shashlik', 'Шашлык из печени', 'Liver shashlik', 'qo\'y jigari, dumba, piyoz', 'баранья печень, курдюк, лук', 'lamb liver, tail fat, onion', 15000, 'COUNT', 1, 240, 'dish-shashlik'],
  ['lyulya', 'grill', 'Qiyma kabob', 'Люля-кебаб', 'Lula kebab', 'qiyma, piyoz, kashnich, ziravorlar', 'фарш, лук, кинза, специи', 'minced meat, onion, coriander, spices', 18000, 'COUNT', 1, 290, 'dish-lula', { labels: ['spicy'] }],
  ['tandir-gosht', 'grill', 'Tandir go\'sht', 'Тандыр гушт', 'Tandir lamb', 'tandirda pishgan qo\'y go\'shti, archa shoxchalari, tuz', 'баранина из тандыра, веточки можжевельника, соль', 'tandir-baked lamb, juniper twigs, salt', 95000, 'KG', 0.5, 1150, 'dish-kabob', { labels: ['new'] }],
  ['shashlik-assorti', 'grill', 'Shashlik assorti', 'Ассорти шашлыков', 'Shashlik platter', 'qo\'y, mol va tovuq shashliklari, qiyma kabob, piyoz, non', 'шашлыки из баранины, говядины и курицы, люля, лук, лепёшка', 'lamb, beef and chicken skewers, lula kebab, onion, bread', 120000, 'COUNT', 8, 2200, 'dish-shashlik', { mod: 'platter' }],
  // Salads
  ['achichuk', 'salads', 'Achichuk', 'Ачичук', 'Achichuk salad', 'pomidor, piyoz, rayhon, qalampir', 'помидоры, лук, базилик, перец', 'tomatoes, onion, basil, chili', 15000, 'GRAMM', 250, 60, 'dish-achichuk', { labels: ['vegetarian'], recommend: true }],
  ['olivye', 'salads', 'Olivye', 'Оливье', 'Olivier salad', 'tovuq, kartoshka, tuxum, bodring, no\'xat, mayonez', 'курица, картофель, яйцо, огурцы, горошек, майонез', 'chicken, potatoes, egg, pickles, peas, mayonnaise', 24000, 'GRAMM', 250, 330, 'dish-olivye'],
  ['sezar', 'salads', 'Sezar tovuq bilan', 'Цезарь с курицей', 'Caesar with chicken', 'aysberg, tovuq filesi, parmezan, suxariklar, sezar sousi', 'айсберг, куриное филе, пармезан, сухарики, соус цезарь', 'iceberg lettuce, chicken fillet, parmesan, croutons, Caesar dressing', 32000, 'GRAMM', 280, 390, 'dish-caesar', { labels: ['hit'] }],
  ['grek-salati', 'salads', 'Grek salati', 'Греческий салат', 'Greek salad', 'pomidor, bodring, bulg\'or qalampiri, fetaki pishlog\'i, zaytun', 'помидоры, огурцы, перец, фетаки, оливки', 'tomatoes, cucumbers, bell pepper, feta, olives', 28000, 'GRAMM', 280, 210, 'dish-greek', { labels: ['vegetarian'] }],
  ['toshkent-salati', 'salads', 'Toshkent salati', 'Салат «Ташкент»', 'Tashkent salad', 'turp, mol go\'shti, qovurilgan piyoz, tuxum', 'редька, говядина, жареный лук, яйцо', 'radish, beef, fried onion, egg', 30000, 'GRAMM', 250, 280, 'dish-olivye'],
  ['vitaminli-salat', 'salads', 'Vitaminli salat', 'Витаминный салат', 'Vitamin salad', 'karam, sabzi, olma, ko\'katlar, limon', 'капуста, морковь, яблоко, зелень, лимон', 'cabbage, carrots, apple, herbs, lemon', 18000, 'GRAMM', 250, 90, 'dish-greek', { labels: ['vegetarian'] }],
  ['chakka', 'salads', 'Chakka', 'Чакка', 'Chakka yogurt', 'suzma, bodring, ko\'katlar, sarimsoq', 'сузьма, огурец, зелень, чеснок', 'strained yogurt, cucumber, herbs, garlic', 12000, 'GRAMM', 200, 150, 'dish-ayron'],
  // Bread and somsa
  ['tandir-non', 'bakery', 'Tandir non', 'Тандырная лепёшка', 'Tandir bread', 'bug\'doy uni, suv, xamirturush, sedana', 'пшеничная мука, вода, дрожжи, чернушка', 'wheat flour, water, yeast, nigella seeds', 5000, 'COUNT', 1, 540, 'dish-non', { recommend: true }],
  ['patir', 'bakery', 'Patir non', 'Патыр', 'Patir bread', 'un, sut, sariyog\', kunjut', 'мука, молоко, сливочное масло, кунжут', 'flour, milk, butter, sesame', 9000, 'COUNT', 1, 720, 'dish-non'],
  ['gosht-somsa', 'bakery', 'Go\'shtli somsa', 'Самса с мясом', 'Meat somsa', 'qatlama xamir, qo\'y go\'shti, piyoz, dumba', 'слоёное тесто, баранина, лук, курдюк', 'layered dough, lamb, onion, tail fat', 9000, 'COUNT', 1, 360, 'dish-somsa', { labels: ['hit'], recommend: true }],
  ['tovuq-somsa', 'bakery', 'Tovuqli somsa', 'Самса с курицей', 'Chicken somsa', 'qatlama xamir, tovuq, piyoz', 'слоёное тесто, курица, лук', 'layered dough, chicken, onion', 8000, 'COUNT', 1, 310, 'dish-somsa'],
  ['qovoq-somsa', 'bakery', 'Qovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa', 'xamir, qovoq, piyoz, zira', 'тесто, тыква, лук, зира', 'dough, pumpkin, onion, cumin', 7000, 'COUNT', 1, 240, 'dish-somsa', { labels: ['vegetarian'] }],
  ['samarqand-somsa', 'bakery', 'Samarqand somsasi', 'Самаркандская самса', 'Samarkand somsa', 'tandir xamiri, mol go\'shti, dumba', 'тандырное тесто, говядина, курдюк', 'tandir dough, beef, tail fat', 12000, 'COUNT', 1, 420, 'dish-somsa', { labels: ['new'] }],
  ['qatlama', 'bakery', 'Qatlama', 'Катлама', 'Katlama flatbread', 'qatlamali xamir, sariyog\', qaymoq', 'слоёное тесто, сливочное масло, каймак', 'layered dough, butter, clotted cream', 10000, 'COUNT', 1, 480, 'dish-non'],
  // Sides
  ['kartoshka-fri', 'sides', 'Kartoshka fri', 'Картофель фри', 'French fries', 'kartoshka, tuz, ketchup', 'картофель, соль, кетчуп', 'potatoes, salt, ketchup', 14000, 'GRAMM', 150, 410, 'dish-fries', { mod: 'fries', recommend: true }],
  ['guruch', 'sides', 'Qaynatilgan guruch', 'Рис отварной', 'Steamed rice', 'guruch, sariyog\'', 'рис, сливочное масло', 'rice, butter', 8000, 'GRAMM', 200, 260, 'dish-rice'],
  ['qovurilgan-kartoshka', 'sides', 'Uy usulida kartoshka', 'Картофель по-домашнему', 'Home fries', 'kartoshka, piyoz, shivit', 'картофель, лук, укроп', 'potatoes, onion, dill', 12000, 'GRAMM', 200, 330, 'dish-fries'],
  ['grechka', 'sides', 'Grechka', 'Гречка', 'Buckwheat', 'grechka, sariyog\', qovurilgan piyoz', 'гречка, сливочное масло, жареный лук', 'buckwheat, butter, fried onion', 9000, 'GRAMM', 200, 250, 'dish-rice'],
  // Banquet (a category without cart)
  ['banket-10', 'banquet', 'Banket to\'plami (10 kishilik)', 'Банкетный сет на 10 персон', 'Banquet set for 10', 'to\'y oshi, shashlik assorti, salatlar, non, choy', 'свадебный плов, ассорти шашлыков, салаты, лепёшки, чай', 'wedding plov, shashlik platter, salads, bread, tea', 1500000, 'COUNT', 1, 12000, 'dish-banquet'],
  ['toy-oshi-50', 'banquet', 'To\'y oshi (50 kishilik)', 'Свадебный плов на 50 персон', 'Wedding plov for 50', 'devzira guruch, mol go\'shti, sabzi, no\'xat, qazi', 'рис девзира, говядина, морковь, нут, казы', 'devzira rice, beef, carrots, chickpeas, qazi', 2800000, 'KG', 25, 40000, 'dish-plov'],
  ['banket-20', 'banquet', 'Katta dasturxon (20 kishilik)', 'Большой дастархан на 20 персон', 'Grand dastarkhan for 20', 'qozon kabob, manti, norin, salatlar, shirinliklar', 'казан-кабоб, манты, нарын, салаты, сладости', 'kazan kabob, manti, naryn, salads, sweets', 3200000, 'COUNT', 1, 26000, 'dish-banquet'],
  // Burgers
  ['klassik-burger', 'burgers', 'Klassik burger', 'Классический бургер', 'Classic burger', 'mol go\'shti kotleti, pomidor, salat bargi, tuzlangan bodring, sous', 'говяжья котлета, томат, салат, маринованный огурец, соус', 'beef patty, tomato, lettuce, pickles, sauce', 32000, 'COUNT', 1, 540, 'dish-burger', { mod: 'burger' }],
  ['chizburger', 'burgers', 'Chizburger', 'Чизбургер', 'Cheeseburger', 'mol go\'shti kotleti, chedder pishlog\'i, piyoz, ketchup', 'говяжья котлета, чеддер, лук, кетчуп', 'beef patty, cheddar, onion, ketchup', 35000, 'COUNT', 1, 590, 'dish-cheeseburger', { mod: 'burger', labels: ['hit'] }],
  ['dabl-burger', 'burgers', 'Dabl burger', 'Двойной бургер', 'Double burger', 'ikkita kotlet, ikki qavat pishloq, bekon mol go\'shtidan', 'две котлеты, двойной сыр, говяжий бекон', 'two patties, double cheese, beef bacon', 48000, 'COUNT', 1, 890, 'dish-cheeseburger'],
  ['tovuq-burger', 'burgers', 'Tovuq burger', 'Бургер с курицей', 'Chicken burger', 'qarsildoq tovuq filesi, salat, sarimsoqli sous', 'хрустящее куриное филе, салат, чесночный соус', 'crispy chicken fillet, lettuce, garlic sauce', 29000, 'COUNT', 1, 480, 'dish-burger'],
  ['achchiq-burger', 'burgers', 'Achchiq burger', 'Острый бургер', 'Spicy burger', 'mol go\'shti kotleti, xalapenyo, achchiq sous', 'говяжья котлета, халапеньо, острый соус', 'beef patty, jalapeño, hot sauce', 36000, 'COUNT', 1, 560, 'dish-burger', { labels: ['spicy', 'new'] }],
  ['qora-burger', 'burgers', 'Qora burger', 'Чёрный бургер', 'Black burger', 'qora bulochka, mol go\'shti kotleti, qo\'ziqorin, pishloq', 'чёрная булочка, говяжья котлета, грибы, сыр', 'black bun, beef patty, mushrooms, cheese', 39000, 'COUNT', 1, 610, 'dish-burger-black', { labels: ['new'] }],
  // Lavash and shawarma
  ['lavash-tovuq', 'lavash', 'Tovuqli lavash', 'Лаваш с курицей', 'Chicken lavash', 'yupqa lavash, tovuq go\'shti, kartoshka fri, pomidor, sous', 'тонкий лаваш, курица, картофель фри, помидоры, соус', 'thin lavash, chicken, fries, tomatoes, sauce', 28000, 'COUNT', 1, 620, 'dish-lavash', { mod: 'lavash', labels: ['hit'] }],
  ['lavash-mol', 'lavash', 'Mol go\'shtli lavash', 'Лаваш с говядиной', 'Beef lavash', 'lavash, mol go\'shti, bodring, pomidor, sous', 'лаваш, говядина, огурцы, помидоры, соус', 'lavash, beef, cucumbers, tomatoes, sauce', 32000, 'COUNT', 1, 680, 'dish-lavash', { mod: 'lavash' }],
  ['lavash-pishloq', 'lavash', 'Pishloqli lavash', 'Лаваш с сыром', 'Cheese lavash', 'lavash, tovuq, ikki xil pishloq, sous', 'лаваш, курица, два вида сыра, соус', 'lavash, chicken, two cheeses, sauce', 30000, 'COUNT', 1, 700, 'dish-lavash'],
  ['shaurma', 'lavash', 'Shaurma', 'Шаурма', 'Shawarma', 'pita non, tovuq, karam, sabzi, sarimsoqli sous', 'пита, курица, капуста, морковь, чесночный соус', 'pita, chicken, cabbage, carrots, garlic sauce', 26000, 'COUNT', 1, 560, 'dish-shawarma'],
  ['achchiq-lavash', 'lavash', 'Achchiq lavash', 'Острый лаваш', 'Spicy lavash', 'lavash, mol go\'shti, xalapenyo, chili sous', 'лаваш, говядина, халапеньо, соус чили', 'lavash, beef, jalapeño, chili sauce', 30000, 'COUNT', 1, 650, 'dish-lavash', { labels: ['spicy'] }],
  ['doner', 'lavash', 'Doner kabob', 'Донер-кебаб', 'Doner kebab', 'non, mol go\'shti, piyoz, pomidor, qatiq sousi', 'хлеб, говядина, лук, помидоры, йогуртовый соус', 'bread, beef, onion, tomatoes, yogurt sauce', 27000, 'COUNT', 1, 590, 'dish-shawarma'],
  // Pizza
  ['margarita', 'pizza', 'Margarita', 'Маргарита', 'Margherita', 'pomidor sousi, motsarella, rayhon', 'томатный соус, моцарелла, базилик', 'tomato sauce, mozzarella, basil', 55000, 'COUNT', 1, 980, 'dish-pizza-margherita', { mod: 'pizza', labels: ['vegetarian'] }],
  ['pepperoni', 'pizza', 'Pepperoni', 'Пепперони', 'Pepperoni', 'pomidor sousi, motsarella, mol go\'shtidan pepperoni', 'томатный соус, моцарелла, говяжья пепперони', 'tomato sauce, mozzarella, beef pepperoni', 65000, 'COUNT', 1, 1150, 'dish-pizza-pepperoni', { mod: 'pizza', labels: ['hit'] }],
  ['tort-pishloq', 'pizza', 'To\'rt pishloq', 'Четыре сыра', 'Four cheese', 'motsarella, chedder, parmezan, dorblu', 'моцарелла, чеддер, пармезан, дорблю', 'mozzarella, cheddar, parmesan, blue cheese', 72000, 'COUNT', 1, 1210, 'dish-pizza-cheese', { mod: 'pizza' }],
  ['goshtli-pitsa', 'pizza', 'Go\'shtli pitsa', 'Мясная пицца', 'Meat lovers', 'mol go\'shti, tovuq, qazi, pepperoni, motsarella', 'говядина, курица, казы, пепперони, моцарелла', 'beef, chicken, qazi, pepperoni, mozzarella', 75000, 'COUNT', 1, 1320, 'dish-pizza-meat', { mod: 'pizza' }],
  ['tovuqli-pitsa', 'pizza', 'Tovuqli pitsa', 'Пицца с курицей', 'Chicken pizza', 'tovuq, qo\'ziqorin, motsarella, qaymoqli sous', 'курица, грибы, моцарелла, сливочный соус', 'chicken, mushrooms, mozzarella, cream sauce', 62000, 'COUNT', 1, 1080, 'dish-pizza-meat'],
  ['qoziqorinli-pitsa', 'pizza', 'Qo\'ziqorinli pitsa', 'Грибная пицца', 'Mushroom pizza', 'shampinon, motsarella, sarimsoq, oregano', 'шампиньоны, моцарелла, чеснок, орегано', 'champignons, mozzarella, garlic, oregano', 58000, 'COUNT', 1, 940, 'dish-pizza-cheese', { labels: ['vegetarian'] }],
  // Snacks
  ['hot-dog', 'snacks', 'Hot-dog', 'Хот-дог', 'Hot dog', 'bulochka, mol go\'shtidan sosiska, xantal, ketchup', 'булочка, говяжья сосиска, горчица, кетчуп', 'bun, beef sausage, mustard, ketchup', 16000, 'COUNT', 1, 390, 'dish-hotdog'],
  ['fransuzcha-hot-dog', 'snacks', 'Fransuzcha hot-dog', 'Французский хот-дог', 'French hot dog', 'bagetcha, sosiska, pishloqli sous', 'багет, сосиска, сырный соус', 'baguette, sausage, cheese sauce', 18000, 'COUNT', 1, 420, 'dish-hotdog'],
  ['nagets', 'snacks', 'Naggetslar', 'Наггетсы', 'Chicken nuggets', 'tovuq filesi, non uvog\'i, sous', 'куриное филе, панировка, соус', 'chicken fillet, breadcrumbs, sauce', 25000, 'COUNT', 6, 450, 'dish-nuggets', { mod: 'nuggets' }],
  ['qanotchalar', 'snacks', 'Tovuq qanotchalari', 'Куриные крылышки', 'Chicken wings', 'tovuq qanotlari, barbekyu sousi, kunjut', 'куриные крылья, соус барбекю, кунжут', 'chicken wings, BBQ sauce, sesame', 34000, 'COUNT', 8, 620, 'dish-wings', { labels: ['spicy'] }],
  ['pishloq-tayoqcha', 'snacks', 'Pishloq tayoqchalari', 'Сырные палочки', 'Cheese sticks', 'motsarella, non uvog\'i, marinara sousi', 'моцарелла, панировка, соус маринара', 'mozzarella, breadcrumbs, marinara', 24000, 'COUNT', 6, 480, 'dish-nuggets'],
  ['piyoz-halqa', 'snacks', 'Piyoz halqalari', 'Луковые кольца', 'Onion rings', 'piyoz, xamir qobig\'i, sous', 'лук, кляр, соус', 'onion, batter, sauce', 18000, 'GRAMM', 150, 380, 'dish-fries', { labels: ['vegetarian'] }],
  // Tea and coffee
  ['kok-choy', 'hot-drinks', 'Ko\'k choy', 'Зелёный чай', 'Green tea', 'ko\'k choy, choynakda', 'зелёный чай, в чайнике', 'green tea, served in a teapot', 6000, 'LITER', 0.8, 5, 'dish-tea-green', { recommend: true }],
  ['qora-choy', 'hot-drinks', 'Qora choy', 'Чёрный чай', 'Black tea', 'qora choy, choynakda', 'чёрный чай, в чайнике', 'black tea, served in a teapot', 6000, 'LITER', 0.8, 5, 'dish-tea-black'],
  ['limonli-choy', 'hot-drinks', 'Limonli choy', 'Чай с лимоном', 'Lemon tea', 'qora choy, limon, asal', 'чёрный чай, лимон, мёд', 'black tea, lemon, honey', 10000, 'LITER', 0.8, 40, 'dish-tea-black'],
  ['amerikano', 'hot-drinks', 'Amerikano', 'Американо', 'Americano', 'espresso, issiq suv', 'эспрессо, горячая вода', 'espresso, hot water', 16000, 'LITER', 0.25, 10, 'dish-coffee', { mod: 'coffee' }],
  ['kapuchino', 'hot-drinks', 'Kapuchino', 'Капучино', 'Cappuccino', 'espresso, ko\'pirtirilgan sut', 'эспрессо, вспененное молоко', 'espresso, steamed milk foam', 22000, 'LITER', 0.25, 120, 'dish-cappuccino', { mod: 'coffee', labels: ['hit'] }],
  ['latte', 'hot-drinks', 'Latte', 'Латте', 'Latte', 'espresso, sut, yengil ko\'pik', 'эспрессо, молоко, лёгкая пенка', 'espresso, milk, light foam', 24000, 'LITER', 0.35, 160, 'dish-cappuccino', { mod: 'coffee' }],
  ['kakao', 'hot-drinks', 'Kakao', 'Какао', 'Cocoa', 'kakao, sut, zefir', 'какао, молоко, маршмеллоу', 'cocoa, milk, marshmallows', 18000, 'LITER', 0.3, 190, 'dish-coffee'],
  // Cold drinks
  ['kompot', 'cold-drinks', 'Kompot', 'Компот из сухофруктов', 'Dried fruit compote', 'quritilgan o\'rik, olma, mayiz', 'курага, яблоки, изюм', 'dried apricots, apples, raisins', 15000, 'LITER', 1, 180, 'dish-kompot', { recommend: true }],
  ['ayron', 'cold-drinks', 'Ayron', 'Айран', 'Ayran', 'qatiq, suv, tuz, yalpiz', 'катык, вода, соль, мята', 'yogurt, water, salt, mint', 8000, 'LITER', 0.5, 90, 'dish-ayron', { recommend: true }],
  ['coca-cola-05', 'cold-drinks', 'Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l', 'gazlangan ichimlik', 'газированный напиток', 'sparkling soft drink', 9000, 'LITER', 0.5, 210, 'dish-cola', { recommend: true }],
  ['coca-cola-15', 'cold-drinks', 'Coca-Cola 1,5 l', 'Coca-Cola 1,5 л', 'Coca-Cola 1.5 l', 'gazlangan ichimlik', 'газированный напиток', 'sparkling soft drink', 14000, 'LITER', 1.5, 630, 'dish-cola'],
  ['fanta-05', 'cold-drinks', 'Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 l', 'apelsinli gazlangan ichimlik', 'апельсиновый газированный напиток', 'orange soft drink', 9000, 'LITER', 0.5, 230, 'dish-fanta'],
  ['tarxun', 'cold-drinks', 'Tarxun limonadi', 'Лимонад «Тархун»', 'Tarkhun lemonade', 'tarxun, limon, gazlangan suv', 'эстрагон, лимон, газированная вода', 'tarragon, lemon, sparkling water', 12000, 'LITER', 0.5, 160, 'dish-tarkhun', { labels: ['new'] }],
  ['mineral-suv', 'cold-drinks', 'Mineral suv', 'Минеральная вода', 'Mineral water', 'gazsiz mineral suv', 'минеральная вода без газа', 'still mineral water', 5000, 'LITER', 0.5, 0, 'dish-water'],
  ['apelsin-fresh', 'cold-drinks', 'Apelsin fresh', 'Апельсиновый фреш', 'Fresh orange juice', 'yangi siqilgan apelsin', 'свежевыжатый апельсин', 'freshly squeezed oranges', 25000, 'LITER', 0.3, 140, 'dish-juice'],
  ['uy-limonadi', 'cold-drinks', 'Uy limonadi', 'Домашний лимонад', 'Homemade lemonade', 'limon, yalpiz, asal, muz', 'лимон, мята, мёд, лёд', 'lemon, mint, honey, ice', 28000, 'LITER', 1, 240, 'dish-tarkhun'],
  // Desserts
  ['chak-chak', 'cakes', 'Chak-chak', 'Чак-чак', 'Chak-chak', 'xamir, asal, yong\'oq', 'тесто, мёд, орехи', 'dough, honey, nuts', 20000, 'GRAMM', 200, 520, 'dish-chakchak', { recommend: true }],
  ['holva', 'cakes', 'Holva', 'Халва', 'Halva', 'kunjut, shakar, yong\'oq', 'кунжут, сахар, орехи', 'sesame, sugar, nuts', 18000, 'GRAMM', 200, 600, 'dish-chakchak'],
  ['medovik', 'cakes', 'Medovik', 'Медовик', 'Honey cake', 'asalli korj, qaymoqli krem', 'медовые коржи, сметанный крем', 'honey layers, sour cream frosting', 22000, 'GRAMM', 150, 430, 'dish-cake', { labels: ['hit'] }],
  ['napoleon', 'cakes', 'Napoleon', 'Наполеон', 'Napoleon cake', 'qatlamali xamir, qaymoqli krem', 'слоёные коржи, заварной крем', 'puff pastry layers, custard', 22000, 'GRAMM', 150, 450, 'dish-cake'],
  ['chizkeyk', 'cakes', 'Chizkeyk', 'Чизкейк', 'Cheesecake', 'qaymoqli pishloq, pechenye asosi, rezavor sous', 'сливочный сыр, основа из печенья, ягодный соус', 'cream cheese, biscuit base, berry sauce', 28000, 'GRAMM', 150, 410, 'dish-cheesecake'],
  ['tiramisu', 'cakes', 'Tiramisu', 'Тирамису', 'Tiramisu', 'maskarpone, savoyardi, qahva, kakao', 'маскарпоне, савоярди, кофе, какао', 'mascarpone, savoiardi, coffee, cocoa', 30000, 'GRAMM', 150, 440, 'dish-cheesecake', { labels: ['new'] }],
  ['paxlava', 'cakes', 'Paxlava', 'Пахлава', 'Baklava', 'yupqa xamir, yong\'oq, asal sharbati', 'тонкое тесто, грецкий орех, медовый сироп', 'filo pastry, walnuts, honey syrup', 25000, 'GRAMM', 200, 560, 'dish-baklava'],
  // Ice cream
  ['vanil-muzqaymoq', 'icecream', 'Vanilli muzqaymoq', 'Ванильное мороженое', 'Vanilla ice cream', 'sut, qaymoq, vanil', 'молоко, сливки, ваниль', 'milk, cream, vanilla', 14000, 'GRAMM', 120, 250, 'dish-icecream', { mod: 'icecream' }],
  ['shokolad-muzqaymoq', 'icecream', 'Shokoladli muzqaymoq', 'Шоколадное мороженое', 'Chocolate ice cream', 'sut, qaymoq, kakao', 'молоко, сливки, какао', 'milk, cream, cocoa', 15000, 'GRAMM', 120, 270, 'dish-icecream'],
  ['milksheyk', 'icecream', 'Milksheyk', 'Милкшейк', 'Milkshake', 'sut, muzqaymoq, qulupnay', 'молоко, мороженое, клубника', 'milk, ice cream, strawberries', 22000, 'LITER', 0.4, 380, 'dish-milkshake', { labels: ['hit'] }],
  ['plombir', 'icecream', 'Plombir', 'Пломбир', 'Plombir ice cream', 'qaymoq, shakar, vafli stakancha', 'сливки, сахар, вафельный стаканчик', 'cream, sugar, wafer cup', 10000, 'COUNT', 1, 230, 'dish-icecream'],
];

export const DISHES: DishDef[] = ROWS.map(([key, category, uz, ru, eng, ingUz, ingRu, ingEng, price, unit, measure, calorie, image, extra]) => ({
  key, category, name: t(uz, ru, eng), ingredients: t(ingUz, ingRu, ingEng), price, unit, measure, calorie, image, ...extra,
}));

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
