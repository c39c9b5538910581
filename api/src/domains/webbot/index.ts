/** The webbot domain's face: what app.ts, the seed and the Telegram CLI may use of it. */
export { webbotPlugin } from './routes';
export { botWebhookPlugin } from './bot-webhook';
export { hashWebhookSecret } from './telegram-contacts';
