import { MAX_CHAT_TEXT_LENGTH } from '../limits';

/**
 * Control characters (C0 but line feed, DEL, C1) and the bidirectional overrides and isolates,
 * which would let a message reorder how the text around it reads.
 */
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A chat message as it is stored and shown: line breaks kept (at most one empty line), control characters gone, trimmed. */
export function cleanChatText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type ChatTextCheck =
  | { ok: true; text: string }
  | { ok: false; reason: 'EMPTY' | 'TOO_LONG'; length: number };

/**
 * Whether a chat message can be sent, and its cleaned text: the one rule of the page (send button,
 * counter) and the API (400 CHAT_TEXT_EMPTY / CHAT_TEXT_TOO_LONG). Lengths in UTF-16 code units,
 * as the browser's maxLength counts.
 */
export function chatMessageText(raw: string): ChatTextCheck {
  const text = cleanChatText(raw);
  if (text.length === 0) return { ok: false, reason: 'EMPTY', length: 0 };
  if (text.length > MAX_CHAT_TEXT_LENGTH) return { ok: false, reason: 'TOO_LONG', length: text.length };
  return { ok: true, text };
}
