import type { MerchantWebSettings, MultilingualText } from '@storefront/contracts';
import { t, type CategoryKey, type DishDef, type GroupKey } from './catalog-data';

export const BIG_MERCHANT_SUB = 'big';

export type WebSettings = Omit<MerchantWebSettings, 'merchantId'>;

export interface BranchDef {
  key: string;
  name: MultilingualText;
  latitude: number;
  longitude: number;
  address: string;
  phone: string;
  open: string;
  close: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  isMain?: boolean;
  isActive?: boolean;
  /** Closed on Sunday. */
  sundayOff?: boolean;
  booking?: boolean;
  /** Categories this branch does not sell. */
  withoutCategories?: CategoryKey[];
}

/** A group or category of a merchant's menu and its priority there (lower comes first). */
export interface Prioritised<K extends string> {
  key: K;
  priority: number;
}

export interface MerchantDef {
  sub: string;
  name: string;
  /** Initials drawn on the logo. */
  initials: string;
  logoTextColor: string;
  seed: number;
  botToken: string;
  botUsername: string;
  smsGateway: 'PLAY_MOBILE' | 'ESKIZ';
  latitude: number;
  longitude: number;
  settings: WebSettings;
  branches: BranchDef[];
  /** Group priorities, in insertion order (deliberately not sorted). */
  groups: Array<Prioritised<GroupKey>>;
  /** Category priorities, in insertion order (deliberately not sorted). */
  categories: Array<Prioritised<CategoryKey>>;
  dishFilter: (dish: DishDef) => boolean;
  /** Dish keys inserted with active false. */
  inactiveDishes: string[];
  promos: boolean;
  vacancies: number;
  deliverySettings: {
    isServiceFeeEnabled: boolean;
    isServiceFeeFreeAboveThreshold: boolean;
    serviceFeeThreshold: number;
    serviceFeeAmount: number;
    minimalDeliveryPrice: number;
    telegram: string;
    website: string;
    application: string;
  };
}

interface SettingsInput {
  sub: string;
  brand: string;
  mainColor: string;
  mainColorType: 'dark' | 'light';
  phone: string;
}

/** Everything on: the demo-like merchants start from this and switch single flags. */
function fullSettings({ sub, brand, mainColor, mainColorType, phone }: SettingsInput): WebSettings {
  return {
    bannersActive: true,
    logo: `logo-${sub}`,
    brand,
    favicon: `logo-${sub}`,
    domain: `${sub}.lamenu.uz`,
    mainColor,
    mainColorType,
    mainLanguage: 'RU',
    uzLangActive: true,
    ruLangActive: true,
    engLangActive: true,
    deliveryActive: true,
    pickupActive: true,
    dineInActive: false,
    branchesActive: true,
    storiesActive: true,
    vacanciesActive: true,
    privacyActive: true,
    aboutMerchantActive: true,
    iosAppLink: `https://apps.apple.com/uz/app/${sub}-lamenu/id64${sub.length}0000${sub.charCodeAt(0)}`,
    iosAppLinkActive: true,
    androidAppLink: `https://play.google.com/store/apps/details?id=uz.lamenu.${sub}`,
    androidAppLinkActive: true,
    telegramBotLink: `https://t.me/${sub}_lamenu_bot`,
    telegramBotLinkActive: true,
    phone,
    phoneActive: true,
    telegram: `https://t.me/${sub}_lamenu`,
    telegramActive: true,
    instagram: `https://instagram.com/${sub}.lamenu`,
    instagramActive: true,
    facebook: `https://facebook.com/${sub}.lamenu`,
    facebookActive: false,
    isDark: false,
    notificationsActive: true,
    termsOfUseActive: true,
    balanceActive: true,
    cartInMainActive: true,
    mapType: 'LEAFLET',
    bookingActive: true,
    cashActive: true,
    terminalActive: true,
    paymeActive: true,
    clickActive: true,
    uzumActive: true,
    cardActive: true,
    smsContent: `${brand}: tasdiqlash kodi {code}`,
    receiverActive: true,
    groupView: true,
    categoryView: true,
    title: `${brand} — Toshkent bo'ylab taom yetkazib berish`,
    leftCopyWrite: `© ${brand}`,
    rightCopyWrite: 'Powered by Lamenu',
    cartPageActive: true,
    chatActive: true,
    amoCRMId: null,
    amoCRMActive: false,
    amoCRMHash: null,
    yandexMetricsEnabled: false,
    yandexMetricsId: null,
    yandexMetricsKeys: [],
    cashbackActive: true,
    cashbackPercent: 5,
    promoActive: true,
    favouriteActive: true,
    cancelOrderActive: true,
    basketPosition: 'NAVIGATION_BAR',
    isVisibleAtProfileTop: true,
    isNavigationViewEnabled: true,
    multiTabNavigationEnabled: true,
    modificationViewType: 'FULL_IMAGE',
    contacts: [
      { type: 'PHONE', value: phone, active: true },
      { type: 'TELEGRAM', value: `@${sub}_lamenu`, active: true },
      { type: 'INSTAGRAM', value: `@${sub}.lamenu`, active: true },
      { type: 'EMAIL', value: `info@${sub}.lamenu.uz`, active: true },
    ],
  };
}

const ALL_CATEGORIES: Array<Prioritised<CategoryKey>> = [
  { key: 'national', priority: 20 }, { key: 'soups', priority: 40 }, { key: 'grill', priority: 30 }, { key: 'salads', priority: 60 }, { key: 'bakery', priority: 50 }, { key: 'sides', priority: 70 }, { key: 'banquet', priority: 140 },
  { key: 'burgers', priority: 10 }, { key: 'lavash', priority: 90 }, { key: 'pizza', priority: 80 }, { key: 'snacks', priority: 100 },
  { key: 'hot-drinks', priority: 120 }, { key: 'cold-drinks', priority: 110 }, { key: 'cakes', priority: 130 }, { key: 'icecream', priority: 125 },
];

const dailyHours = (open: string, close: string) => ({ open, close });

export const DEMO: MerchantDef = {
  sub: 'demo',
  name: 'Lamenu Demo',
  initials: 'LD',
  logoTextColor: '#1A1A1A',
  seed: 20240101,
  botToken: '7100000002:DEV-demo-storefront-bot-token',
  botUsername: 'demo_lamenu_bot',
  smsGateway: 'ESKIZ',
  latitude: 41.311321,
  longitude: 69.279223,
  settings: {
    ...fullSettings({ sub: 'demo', brand: 'Lamenu Demo', mainColor: '#FCE000', mainColorType: 'light', phone: '+998 71 200 10 10' }),
    dineInActive: true,
  },
  branches: [
    { key: 'chilonzor', name: t('Chilonzor filiali', 'Филиал Чиланзар', 'Chilonzor branch'), latitude: 41.2851, longitude: 69.2042, address: 'Toshkent, Chilonzor tumani, Qatortol ko\'chasi, 28', phone: '+998 71 200 10 11', ...dailyHours('09:00', '23:00'), deliveryStart: '09:30', deliveryEnd: '22:30', isMain: true, booking: true },
    { key: 'yunusobod', name: t('Yunusobod filiali', 'Филиал Юнусабад', 'Yunusobod branch'), latitude: 41.3562, longitude: 69.2888, address: 'Toshkent, Yunusobod tumani, 4-mavze, Amir Temur shoh ko\'chasi, 107', phone: '+998 71 200 10 12', ...dailyHours('10:00', '02:00'), deliveryStart: '10:30', deliveryEnd: '01:30', booking: true },
    { key: 'sergeli', name: t('Sergeli filiali', 'Филиал Сергели', 'Sergeli branch'), latitude: 41.2268, longitude: 69.2191, address: 'Toshkent, Sergeli tumani, Yangi Sergeli ko\'chasi, 3', phone: '+998 71 200 10 13', ...dailyHours('10:00', '22:00'), deliveryStart: '10:30', deliveryEnd: '21:30', sundayOff: true, withoutCategories: ['pizza', 'banquet'] },
    { key: 'mirobod', name: t('Mirobod filiali', 'Филиал Мирабад', 'Mirobod branch'), latitude: 41.2929, longitude: 69.2862, address: 'Toshkent, Mirobod tumani, Oybek ko\'chasi, 24', phone: '+998 71 200 10 14', ...dailyHours('08:00', '23:00'), deliveryStart: '09:00', deliveryEnd: '22:30', booking: true },
  ],
  groups: [{ key: 'meals', priority: 20 }, { key: 'fastfood', priority: 10 }, { key: 'drinks', priority: 40 }, { key: 'desserts', priority: 30 }],
  categories: ALL_CATEGORIES,
  dishFilter: () => true,
  inactiveDishes: ['qaynatma-shorva', 'plombir', 'banket-20'],
  promos: true,
  vacancies: 3,
  deliverySettings: {
    isServiceFeeEnabled: true,
    isServiceFeeFreeAboveThreshold: true,
    serviceFeeThreshold: 200000,
    serviceFeeAmount: 3000,
    minimalDeliveryPrice: 5000,
    telegram: 'DELIVERY',
    website: 'DELIVERY',
    application: 'DELIVERY',
  },
};

export const MIM: MerchantDef = {
  sub: 'mim',
  name: 'Mim Kafe',
  initials: 'M',
  logoTextColor: '#FFFFFF',
  seed: 20240202,
  botToken: '7100000001:DEV-mim-storefront-bot-token',
  botUsername: 'mim_lamenu_bot',
  smsGateway: 'PLAY_MOBILE',
  latitude: 41.3125,
  longitude: 69.2791,
  settings: {
    ...fullSettings({ sub: 'mim', brand: 'Mim Kafe', mainColor: '#FF7A1A', mainColorType: 'light', phone: '+998 71 205 55 55' }),
    basketPosition: 'FLOATING_OVER_PRODUCT',
    modificationViewType: 'NAME_ONLY',
    chatActive: false,
  },
  branches: [
    { key: 'markaz', name: t('Markaz (Amir Temur)', 'Центр (Амир Темур)', 'City centre (Amir Temur)'), latitude: 41.3125, longitude: 69.2791, address: 'Toshkent, Yunusobod tumani, Amir Temur ko\'chasi, 15', phone: '+998 71 205 55 51', ...dailyHours('08:00', '23:00'), deliveryStart: '09:00', deliveryEnd: '22:30', isMain: true, booking: true },
    { key: 'chilonzor', name: t('Chilonzor', 'Чиланзар', 'Chilonzor'), latitude: 41.2756, longitude: 69.2034, address: 'Toshkent, Chilonzor tumani, Bunyodkor shoh ko\'chasi, 12', phone: '+998 71 205 55 52', ...dailyHours('10:00', '23:00'), deliveryStart: '10:30', deliveryEnd: '22:30' },
    { key: 'yunusobod', name: t('Yunusobod', 'Юнусабад', 'Yunusobod'), latitude: 41.3641, longitude: 69.2869, address: 'Toshkent, Yunusobod tumani, 11-mavze, Bog\'ishamol ko\'chasi, 220', phone: '+998 71 205 55 53', ...dailyHours('11:00', '02:00'), deliveryStart: '11:00', deliveryEnd: '01:30', booking: true },
    { key: 'mirzo-ulugbek', name: t('Mirzo Ulug\'bek', 'Мирзо Улугбек', 'Mirzo Ulugbek'), latitude: 41.3389, longitude: 69.3348, address: 'Toshkent, Mirzo Ulug\'bek tumani, Buyuk Ipak Yo\'li ko\'chasi, 45', phone: '+998 71 205 55 54', ...dailyHours('09:00', '22:00'), deliveryStart: '09:30', deliveryEnd: '21:30', sundayOff: true, withoutCategories: ['grill'] },
    { key: 'sergeli', name: t('Sergeli (ta\'mirda)', 'Сергели (на ремонте)', 'Sergeli (under renovation)'), latitude: 41.2262, longitude: 69.2203, address: 'Toshkent, Sergeli tumani, Sergeli-8, 17', phone: '+998 71 205 55 55', ...dailyHours('10:00', '22:00'), deliveryStart: null, deliveryEnd: null, isActive: false },
  ],
  groups: [{ key: 'meals', priority: 10 }, { key: 'fastfood', priority: 30 }, { key: 'drinks', priority: 20 }, { key: 'desserts', priority: 40 }],
  categories: [
    { key: 'national', priority: 10 }, { key: 'soups', priority: 30 }, { key: 'grill', priority: 20 }, { key: 'salads', priority: 50 }, { key: 'bakery', priority: 40 }, { key: 'sides', priority: 80 }, { key: 'banquet', priority: 140 },
    { key: 'burgers', priority: 60 }, { key: 'lavash', priority: 70 }, { key: 'pizza', priority: 90 }, { key: 'snacks', priority: 100 },
    { key: 'hot-drinks', priority: 110 }, { key: 'cold-drinks', priority: 105 }, { key: 'cakes', priority: 120 },
  ],
  dishFilter: (dish) => dish.category !== 'icecream' && !['samarqand-somsa', 'qora-burger', 'kakao'].includes(dish.key),
  inactiveDishes: ['grechka', 'fransuzcha-hot-dog'],
  promos: true,
  vacancies: 3,
  deliverySettings: {
    isServiceFeeEnabled: false,
    isServiceFeeFreeAboveThreshold: false,
    serviceFeeThreshold: 0,
    serviceFeeAmount: 0,
    minimalDeliveryPrice: 5000,
    telegram: 'DELIVERY',
    website: 'DELIVERY',
    application: 'PICK_UP',
  },
};

const OQSHOM_DISHES = new Set([
  'toy-oshi', 'lagmon', 'manti', 'dimlama', 'norin', 'qozon-kabob', 'chuchvara',
  'mastava', 'shorva', 'moshxorda', 'tovuq-shorva',
  'qoy-shashlik', 'mol-shashlik', 'tovuq-shashlik', 'jigar-shashlik', 'lyulya', 'tandir-gosht',
  'achichuk', 'toshkent-salati', 'grek-salati', 'chakka',
  'tandir-non', 'patir', 'gosht-somsa', 'qovoq-somsa',
  'kok-choy', 'qora-choy', 'limonli-choy', 'amerikano',
  'kompot', 'ayron', 'coca-cola-05', 'tarxun', 'mineral-suv', 'uy-limonadi',
  'chak-chak', 'holva', 'paxlava', 'medovik', 'napoleon',
]);

export const OQSHOM: MerchantDef = {
  sub: 'oqshom',
  name: 'Oqshom',
  initials: 'O',
  logoTextColor: '#D4A24C',
  seed: 20240303,
  botToken: '7100000003:DEV-oqshom-storefront-bot-token',
  botUsername: 'oqshom_lamenu_bot',
  smsGateway: 'ESKIZ',
  latitude: 41.3262,
  longitude: 69.2360,
  settings: {
    ...fullSettings({ sub: 'oqshom', brand: 'Oqshom', mainColor: '#1F2A44', mainColorType: 'dark', phone: '+998 71 233 33 33' }),
    isDark: true,
    mainLanguage: 'UZ',
    engLangActive: false,
    deliveryActive: false,
    pickupActive: true,
    dineInActive: false,
    bannersActive: false,
    storiesActive: false,
    vacanciesActive: false,
    bookingActive: false,
    balanceActive: false,
    cashbackActive: false,
    promoActive: false,
    favouriteActive: false,
    chatActive: false,
    notificationsActive: false,
    paymeActive: false,
    clickActive: false,
    uzumActive: false,
    cardActive: false,
    receiverActive: false,
    groupView: false,
    multiTabNavigationEnabled: false,
    isVisibleAtProfileTop: false,
    cartInMainActive: false,
    iosAppLink: null,
    iosAppLinkActive: false,
    androidAppLink: null,
    androidAppLinkActive: false,
    instagramActive: true,
    facebook: null,
    modificationViewType: 'NAME_ONLY',
    title: 'Oqshom — kechki oshxona, olib ketish',
    contacts: [
      { type: 'PHONE', value: '+998 71 233 33 33', active: true },
      { type: 'INSTAGRAM', value: '@oqshom.lamenu', active: true },
    ],
  },
  branches: [
    { key: 'chorsu', name: t('Chorsu', 'Чорсу', 'Chorsu'), latitude: 41.3262, longitude: 69.2360, address: 'Toshkent, Shayxontohur tumani, Chorsu bozori yonida, Navoiy ko\'chasi, 2', phone: '+998 71 233 33 31', ...dailyHours('16:00', '02:00'), deliveryStart: null, deliveryEnd: null, isMain: true },
    { key: 'yakkasaroy', name: t('Yakkasaroy', 'Яккасарай', 'Yakkasaroy'), latitude: 41.2881, longitude: 69.2619, address: 'Toshkent, Yakkasaroy tumani, Shota Rustaveli ko\'chasi, 40', phone: '+998 71 233 33 32', ...dailyHours('17:00', '23:30'), deliveryStart: null, deliveryEnd: null, sundayOff: true },
    { key: 'yashnobod', name: t('Yashnobod', 'Яшнабад', 'Yashnobod'), latitude: 41.2934, longitude: 69.3398, address: 'Toshkent, Yashnobod tumani, Maxtumquli ko\'chasi, 90', phone: '+998 71 233 33 34', ...dailyHours('17:00', '00:00'), deliveryStart: null, deliveryEnd: null, withoutCategories: ['cakes'] },
  ],
  groups: [{ key: 'meals', priority: 10 }, { key: 'drinks', priority: 30 }, { key: 'desserts', priority: 20 }],
  categories: [
    { key: 'grill', priority: 10 }, { key: 'national', priority: 20 }, { key: 'soups', priority: 40 }, { key: 'salads', priority: 30 }, { key: 'bakery', priority: 50 },
    { key: 'hot-drinks', priority: 70 }, { key: 'cold-drinks', priority: 60 }, { key: 'cakes', priority: 80 },
  ],
  dishFilter: (dish) => OQSHOM_DISHES.has(dish.key),
  inactiveDishes: ['chuchvara'],
  promos: false,
  vacancies: 0,
  deliverySettings: {
    isServiceFeeEnabled: false,
    isServiceFeeFreeAboveThreshold: false,
    serviceFeeThreshold: 0,
    serviceFeeAmount: 0,
    minimalDeliveryPrice: 0,
    telegram: 'PICK_UP',
    website: 'PICK_UP',
    application: 'PICK_UP',
  },
};

/** The 3,000-product merchant: its catalogue is generated (see seedBigCatalogue). */
export const BIG: MerchantDef = {
  sub: BIG_MERCHANT_SUB,
  name: 'Katta Menyu',
  initials: 'KM',
  logoTextColor: '#FFFFFF',
  seed: 20240404,
  botToken: '7100000004:DEV-big-storefront-bot-token',
  botUsername: 'big_lamenu_bot',
  smsGateway: 'ESKIZ',
  latitude: 41.311321,
  longitude: 69.279223,
  settings: {
    ...fullSettings({ sub: BIG_MERCHANT_SUB, brand: 'Katta Menyu', mainColor: '#2E7D32', mainColorType: 'dark', phone: '+998 71 300 00 00' }),
    storiesActive: false,
    bannersActive: false,
  },
  branches: DEMO.branches.slice(0, 3).map((branch, index) => ({
    ...branch,
    phone: `+998 71 300 00 0${index + 1}`,
    withoutCategories: [],
  })),
  groups: [{ key: 'meals', priority: 30 }, { key: 'fastfood', priority: 10 }, { key: 'drinks', priority: 50 }, { key: 'desserts', priority: 40 }, { key: 'bakery', priority: 20 }, { key: 'combo', priority: 60 }],
  categories: [],
  dishFilter: () => true,
  inactiveDishes: [],
  promos: true,
  vacancies: 0,
  deliverySettings: { ...DEMO.deliverySettings },
};
