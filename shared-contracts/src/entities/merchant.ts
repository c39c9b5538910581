import { z } from 'zod';
import { Id, MultilingualText, Timestamp } from '../common';
import {
  BasketPosition, MainColorType, MapProvider, ModificationViewType, PolicyType, SmsGateway,
} from '../enums';

/** Merchant as the public lookup answers it: credentials (sms, iiko) never leave the server. */
export const Merchant = z.object({
  id: Id,
  name: z.string(),
  logo: z.string().nullish(),
  color: z.string().nullish(),
  sub: z.string(),
  yandexDeliveryKey: z.string().nullish(),
  iikoApiLogin: z.string().nullish(),
  iikoOrganizationId: z.string().nullish(),
  yandexMapKey: z.string().nullish(),
  appId: z.string().nullish(),
  smsGateway: SmsGateway.nullish(),
  smsUsername: z.string().nullish(),
  smsPassword: z.string().nullish(),
  isActive: z.boolean(),
  createdDate: Timestamp.nullish(),
  deleted: z.boolean(),
  lastModifiedDate: Timestamp.nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  mainCityId: Id.nullish(),
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
  logo: z.string().nullish(),
  brand: z.string().nullish(),
  favicon: z.string().nullish(),
  domain: z.string().nullish(),
  mainColor: z.string().nullish(),
  mainColorType: MainColorType.nullish(),
  mainLanguage: z.enum(['UZ', 'RU', 'EN']).nullish(),
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
  iosAppLink: z.string().nullish(),
  iosAppLinkActive: z.boolean().nullish(),
  androidAppLink: z.string().nullish(),
  androidAppLinkActive: z.boolean().nullish(),
  telegramBotLink: z.string().nullish(),
  telegramBotLinkActive: z.boolean().nullish(),
  phone: z.string().nullish(),
  phoneActive: z.boolean().nullish(),
  telegram: z.string().nullish(),
  telegramActive: z.boolean().nullish(),
  instagram: z.string().nullish(),
  instagramActive: z.boolean().nullish(),
  facebook: z.string().nullish(),
  facebookActive: z.boolean().nullish(),
  isDark: z.boolean(),
  notificationsActive: z.boolean(),
  termsOfUseActive: z.boolean(),
  balanceActive: z.boolean(),
  cartInMainActive: z.boolean(),
  mapType: MapProvider.nullish(),
  bookingActive: z.boolean(),
  cashActive: z.boolean(),
  terminalActive: z.boolean(),
  paymeActive: z.boolean(),
  clickActive: z.boolean(),
  uzumActive: z.boolean(),
  cardActive: z.boolean(),
  smsContent: z.string().nullish(),
  receiverActive: z.boolean(),
  groupView: z.boolean(),
  categoryView: z.boolean(),
  title: z.string().nullish(),
  leftCopyWrite: z.string().nullish(),
  rightCopyWrite: z.string().nullish(),
  cartPageActive: z.boolean(),
  chatActive: z.boolean(),
  amoCRMId: z.string().nullish(),
  amoCRMActive: z.boolean(),
  amoCRMHash: z.string().nullish(),
  yandexMetricsEnabled: z.boolean(),
  yandexMetricsId: z.string().nullish(),
  yandexMetricsKeys: z.array(z.string()).nullish(),
  cashbackActive: z.boolean(),
  promoActive: z.boolean(),
  favouriteActive: z.boolean(),
  cancelOrderActive: z.boolean(),
  basketPosition: BasketPosition,
  isVisibleAtProfileTop: z.boolean(),
  isNavigationViewEnabled: z.boolean(),
  multiTabNavigationEnabled: z.boolean(),
  modificationViewType: ModificationViewType,
  contacts: z.array(SettingsContact).nullish(),
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
  domainUrl: z.string().nullish(),
  color: z.string().nullish(),
  image: z.string().nullish(),
});
export type Brand = z.infer<typeof Brand>;

/** Telegram bot settings of a merchant as the Mini App reads them (never the bot token). */
export const WebbotSetting = z.object({
  merchantId: Id,
  botUsername: z.string().nullish(),
  botLink: z.string().nullish(),
  isActive: z.boolean(),
});
export type WebbotSetting = z.infer<typeof WebbotSetting>;
