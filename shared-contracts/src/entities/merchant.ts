import * as z from 'zod/mini';
import { Id, MultilingualText, Timestamp } from '../common';
import {
  BasketPosition, MainColorType, MapProvider, ModificationViewType, PolicyType, SmsGateway,
} from '../enums';

/** Merchant as the public lookup answers it: credentials (sms, iiko) never leave the server. */
export const Merchant = z.object({
  id: Id,
  name: z.string(),
  logo: z.nullish(z.string()),
  color: z.nullish(z.string()),
  sub: z.string(),
  yandexDeliveryKey: z.nullish(z.string()),
  iikoApiLogin: z.nullish(z.string()),
  iikoOrganizationId: z.nullish(z.string()),
  yandexMapKey: z.nullish(z.string()),
  appId: z.nullish(z.string()),
  smsGateway: z.nullish(SmsGateway),
  smsUsername: z.nullish(z.string()),
  smsPassword: z.nullish(z.string()),
  isActive: z.boolean(),
  createdDate: z.nullish(Timestamp),
  deleted: z.boolean(),
  lastModifiedDate: z.nullish(Timestamp),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  mainCityId: z.nullish(Id),
});
export type Merchant = z.infer<typeof Merchant>;

export const SettingsContact = z.object({
  type: z.string(),
  value: z.string(),
  active: z.boolean(),
});

export const MerchantWebSettings = z.object({
  bannersActive: z.boolean(),
  merchantId: Id,
  logo: z.nullish(z.string()),
  brand: z.nullish(z.string()),
  favicon: z.nullish(z.string()),
  domain: z.nullish(z.string()),
  mainColor: z.nullish(z.string()),
  mainColorType: z.nullish(MainColorType),
  mainLanguage: z.nullish(z.enum(['UZ', 'RU', 'EN'])),
  uzLangActive: z.boolean(),
  ruLangActive: z.boolean(),
  engLangActive: z.boolean(),
  deliveryActive: z.boolean(),
  pickupActive: z.boolean(),
  dineInActive: z.boolean(),
  branchesActive: z.boolean(),
  storiesActive: z.boolean(),
  vacanciesActive: z.boolean(),
  privacyActive: z.boolean(),
  aboutMerchantActive: z.boolean(),
  iosAppLink: z.nullish(z.string()),
  iosAppLinkActive: z.nullish(z.boolean()),
  androidAppLink: z.nullish(z.string()),
  androidAppLinkActive: z.nullish(z.boolean()),
  telegramBotLink: z.nullish(z.string()),
  telegramBotLinkActive: z.nullish(z.boolean()),
  phone: z.nullish(z.string()),
  phoneActive: z.nullish(z.boolean()),
  telegram: z.nullish(z.string()),
  telegramActive: z.nullish(z.boolean()),
  instagram: z.nullish(z.string()),
  instagramActive: z.nullish(z.boolean()),
  facebook: z.nullish(z.string()),
  facebookActive: z.nullish(z.boolean()),
  isDark: z.boolean(),
  notificationsActive: z.boolean(),
  termsOfUseActive: z.boolean(),
  balanceActive: z.boolean(),
  cartInMainActive: z.boolean(),
  mapType: z.nullish(MapProvider),
  bookingActive: z.boolean(),
  cashActive: z.boolean(),
  terminalActive: z.boolean(),
  paymeActive: z.boolean(),
  clickActive: z.boolean(),
  uzumActive: z.boolean(),
  cardActive: z.boolean(),
  smsContent: z.nullish(z.string()),
  receiverActive: z.boolean(),
  groupView: z.boolean(),
  categoryView: z.boolean(),
  title: z.nullish(z.string()),
  leftCopyWrite: z.nullish(z.string()),
  rightCopyWrite: z.nullish(z.string()),
  cartPageActive: z.boolean(),
  chatActive: z.boolean(),
  amoCRMId: z.nullish(z.string()),
  amoCRMActive: z.boolean(),
  amoCRMHash: z.nullish(z.string()),
  yandexMetricsEnabled: z.boolean(),
  yandexMetricsId: z.nullish(z.string()),
  yandexMetricsKeys: z.nullish(z.array(z.string())),
  cashbackActive: z.boolean(),
  /** Percent of what is paid for the products that a delivered order earns as cashback. */
  cashbackPercent: z.optional(z.number().check(z.gte(0), z.lte(100))),
  promoActive: z.boolean(),
  favouriteActive: z.boolean(),
  cancelOrderActive: z.boolean(),
  basketPosition: BasketPosition,
  isVisibleAtProfileTop: z.boolean(),
  isNavigationViewEnabled: z.boolean(),
  multiTabNavigationEnabled: z.boolean(),
  modificationViewType: ModificationViewType,
  contacts: z.nullish(z.array(SettingsContact)),
});
export type MerchantWebSettings = z.infer<typeof MerchantWebSettings>;

export const Policy = z.object({
  type: PolicyType,
  text: MultilingualText,
});
export type Policy = z.infer<typeof Policy>;

export const Brand = z.object({
  id: Id,
  merchantId: Id,
  name: z.string(),
  domainUrl: z.nullish(z.string()),
  color: z.nullish(z.string()),
  image: z.nullish(z.string()),
});
export type Brand = z.infer<typeof Brand>;

/** Telegram bot settings of a merchant as the Mini App reads them (never the bot token). */
export const WebbotSetting = z.object({
  merchantId: Id,
  botUsername: z.nullish(z.string()),
  botLink: z.nullish(z.string()),
  isActive: z.boolean(),
});
export type WebbotSetting = z.infer<typeof WebbotSetting>;
