import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { routes, type ChatMessage } from '@storefront/contracts';
import { chatMessageText } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';

export type ChatDraft = ReturnType<typeof useChatDraft>;

/**
 * The message being written, checked by the contracts' rule, and sending it: Enter sends, Shift+Enter
 * breaks the line. A refused message stays to be sent again.
 */
export function useChatDraft(orderId: number | undefined, onSent: (message: ChatMessage) => void) {
  const { api } = useMountProps();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const checked = chatMessageText(text);
  const length = checked.ok ? checked.text.length : checked.length;
  const over = !checked.ok && checked.reason === 'TOO_LONG';
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!checked.ok || sending) return;
    setSending(true);
    const { data } = await api.call(routes.chatSend, { body: { text: checked.text, ...(orderId ? { orderId } : {}) } });
    setSending(false);
    if (!data) return; // The API's description shows as a notice (spec §8); the text stays to send again.
    onSent(data);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return { text, setText, canSend: checked.ok && !sending, length, over, send, onKeyDown };
}
