export { ChatScreen } from './ChatScreen';
export { CHAT_TEXTS } from './texts';
