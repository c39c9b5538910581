import type { Language } from '@storefront/contracts';
import { ORDER_STATUS_TEXTS } from '@storefront/contracts/rules';
import type { OrderStatus } from '@storefront/contracts';
import type * as z from 'zod/mini';

/** What the merchants' bots say, in the storefront's three languages. */

type Status = z.infer<typeof OrderStatus>;

/** Telegram's language_code to the storefront's languages (as the Mini App's login maps it). */
const LANGUAGE_OF_TELEGRAM: Record<string, Language> = { uz: 'uz', ru: 'ru', en: 'eng' };

/**
 * The language a bot speaks to someone: the customer's own choice at this merchant when there is
 * one, else their Telegram app's language when the storefront has it, else Uzbek (the
 * storefront's default, and what most of these venues' customers read).
 */
export function botLanguage(stored: Language | null | undefined, telegramLanguageCode?: string | null): Language {
  if (stored) return stored;
  const code = telegramLanguageCode?.toLowerCase().split('-')[0] ?? '';
  return LANGUAGE_OF_TELEGRAM[code] ?? 'uz';
}

const ORDER_LINE: Record<Language, string> = {
  uz: '{merchant}: buyurtma № {number} — {status}',
  ru: '{merchant}: заказ № {number} — {status}',
  eng: '{merchant}: order № {number} — {status}',
};

/** A word more for the statuses a customer acts on; the rest say only the status. */
const STATUS_HINT: Record<Language, Partial<Record<Status, string>>> = {
  uz: { DONE: 'Buyurtmangiz tayyor.', ON_WAY: 'Kuryer yo\'lda.', DELIVERED: 'Yoqimli ishtaha!', CANCELED: 'Savollar bo\'lsa, bizga yozing.' },
  ru: { DONE: 'Ваш заказ готов.', ON_WAY: 'Курьер в пути.', DELIVERED: 'Приятного аппетита!', CANCELED: 'Если есть вопросы, напишите нам.' },
  eng: { DONE: 'Your order is ready.', ON_WAY: 'The courier is on the way.', DELIVERED: 'Enjoy your meal!', CANCELED: 'If you have questions, write to us.' },
};

export const OPEN_ORDER: Record<Language, string> = { uz: 'Buyurtmani ochish', ru: 'Открыть заказ', eng: 'Open the order' };
export const OPEN_MENU: Record<Language, string> = { uz: 'Menyuni ochish', ru: 'Открыть меню', eng: 'Open the menu' };
/** The bot's menu button (setChatMenuButton has one text for every chat): "Menu" reads the same in uz, ru and en. */
export const MENU_BUTTON_TEXT = 'Menu';

/** The short message of an order's new status: the contracts' status label, and a word more where it helps. */
export function orderStatusText(language: Language, order: { number: string | null; id: number; status: Status }, merchantName: string): string {
  const line = ORDER_LINE[language]
    .replace('{merchant}', merchantName)
    .replace('{number}', order.number ?? String(order.id))
    .replace('{status}', ORDER_STATUS_TEXTS[language][order.status]);
  const hint = STATUS_HINT[language][order.status];
  return hint ? `${line}\n${hint}` : line;
}

const GREETING: Record<Language, string> = {
  uz: 'Xush kelibsiz! {merchant} menyusini oching va buyurtma bering — buyurtma holatini shu yerda xabar qilamiz.',
  ru: 'Добро пожаловать в {merchant}! Откройте меню и закажите — о статусе заказа мы напишем сюда.',
  eng: 'Welcome to {merchant}! Open the menu and order — we will tell you about your order here.',
};

const LINK_GREETING: Record<Language, string> = {
  uz: '{merchant}: havolani ochish uchun tugmani bosing.',
  ru: '{merchant}: нажмите кнопку, чтобы открыть ссылку.',
  eng: '{merchant}: press the button to open the link.',
};

export const OPEN_LINK: Record<Language, string> = { uz: 'Ochish', ru: 'Открыть', eng: 'Open' };

/** The answer to `/start`: a greeting, or, for `/start <link>`, an invitation to open it. */
export function greetingText(language: Language, merchantName: string, withLink: boolean): string {
  return (withLink ? LINK_GREETING : GREETING)[language].replace('{merchant}', merchantName);
}
