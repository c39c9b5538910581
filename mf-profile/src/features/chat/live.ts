import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@storefront/contracts';
import { useMountProps } from '@storefront/ui';

/**
 * Calls `onMessage` for every chat message the live stream brings (either side), and `onResync`
 * when the stream reopened without replaying what was missed. A shell without `chat$` brings none.
 */
export function useLiveChat(onMessage: (message: ChatMessage) => void, onResync: () => void): void {
  const { live } = useMountProps();
  const handlers = useRef({ onMessage, onResync });
  useEffect(() => { handlers.current = { onMessage, onResync }; });
  useEffect(() => {
    if (!live?.chat$) return;
    const chat = live.chat$.subscribe((message) => handlers.current.onMessage(message));
    const resync = live.resync$.subscribe(() => handlers.current.onResync());
    return () => {
      chat.unsubscribe();
      resync.unsubscribe();
    };
  }, [live]);
}
