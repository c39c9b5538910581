import { MAX_CHAT_TEXT_LENGTH } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import type { ChatDraft } from './useChatDraft';

/** The counter shows from this share of the limit on: far from it, it is noise. */
const COUNTER_FROM = 0.8;

/** The box to write a message in, its send button, and the hint or the limit under it. */
export function ChatForm({ draft }: { draft: ChatDraft }) {
  const { t } = useTranslation();
  const { text, setText, length, over } = draft;
  return (
    <form className="pf-chat-form" onSubmit={(event) => void draft.send(event)}>
      <div className="pf-chat-row">
        <textarea
          aria-label={t('chat.message')} placeholder={t('chat.placeholder')} rows={2} value={text}
          maxLength={MAX_CHAT_TEXT_LENGTH * 2} data-testid="chat-input" aria-describedby="pf-chat-foot"
          onChange={(event) => setText(event.target.value)} onKeyDown={draft.onKeyDown}
        />
        <button type="submit" className="pf-primary" disabled={!draft.canSend} data-testid="chat-send">{t('chat.send')}</button>
      </div>
      <div className="pf-chat-foot" id="pf-chat-foot">
        <span>{over ? t('chat.tooLong', { max: MAX_CHAT_TEXT_LENGTH }) : t('chat.hint')}</span>
        {length >= MAX_CHAT_TEXT_LENGTH * COUNTER_FROM && (
          <span className="pf-chat-count" data-over={over} data-testid="chat-count" aria-live="polite">{length} / {MAX_CHAT_TEXT_LENGTH}</span>
        )}
      </div>
    </form>
  );
}
