/** The bot messages domain's face: what main.ts, the Telegram CLI and other domains may use of it. */
export { startBotMessenger } from './messenger';
export { enqueueOrderStatusMessage, forgetBlockedChat, rememberBlockedChat } from './outbox';
export { startAnswer, type StartAnswerContext } from './start';
export { merchantStorefrontUrl } from './storefront';
export { httpBotApi } from './bot-api';
export { MENU_BUTTON_TEXT } from './texts';
