// What the storefront says when there is no network, in the three languages: the shell's notice
// (offline/offline-notice.ts, through i18n/texts.ts) and the service worker's own page, which it
// answers a navigation with when it has no page of the storefront at all
// (service-worker/offline-worker.ts). Plain strings, no imports: the worker's script bundles this
// file alone.

export type OfflineLanguage = 'uz' | 'ru' | 'eng';

export interface OfflineTexts {
  /** The notice above a screen while the network is gone. */
  notice: string;
  /** The worker's own page: its heading, its text and its button. */
  title: string;
  body: string;
  retry: string;
}

export const OFFLINE_TEXTS: Record<OfflineLanguage, OfflineTexts> = {
  uz: {
    notice: "Internetga ulanish yo'q. Menyu, taomlar va savat ishlaydi; buyurtma berish uchun internet kerak.",
    title: "Internetga ulanish yo'q",
    body: "Bu sahifa internetsiz ochilmaydi. Ulanishni tekshirib, qayta urinib ko'ring.",
    retry: 'Qayta urinish',
  },
  ru: {
    notice: 'Нет подключения к интернету. Меню, блюда и корзина работают; чтобы оформить заказ, нужна связь.',
    title: 'Нет подключения к интернету',
    body: 'Эта страница не открывается без интернета. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Повторить',
  },
  eng: {
    notice: 'No internet connection. The menu, dishes and basket work; placing an order needs a connection.',
    title: 'No internet connection',
    body: 'This page cannot open without the internet. Check your connection and try again.',
    retry: 'Try again',
  },
};
