import { MAX_CHAT_TEXT_LENGTH } from '../src/limits';
import { chatMessageText, cleanChatText } from '../src/rules/chat';

describe('chat message text', () => {
  it('is trimmed, keeps line breaks and drops control and direction-override characters', () => {
    expect(cleanChatText('  Salom!\r\nQachon\u0007 keladi?\t\n\n\n\nRahmat  ')).toBe('Salom!\nQachon keladi? \n\nRahmat');
    expect(cleanChatText('abc\u202Eevil\u2066x\u0000')).toBe('abcevilx');
    expect(cleanChatText('<b>bold</b> & 😀')).toBe('<b>bold</b> & 😀');
  });

  it('refuses an empty message and one longer than the limit after cleaning', () => {
    expect(chatMessageText('   \n\u0007 ')).toEqual({ ok: false, reason: 'EMPTY', length: 0 });
    expect(chatMessageText('x'.repeat(MAX_CHAT_TEXT_LENGTH + 1))).toMatchObject({ ok: false, reason: 'TOO_LONG' });
    // Surrounding spaces do not count.
    expect(chatMessageText(`  ${'x'.repeat(MAX_CHAT_TEXT_LENGTH)}  `)).toEqual({ ok: true, text: 'x'.repeat(MAX_CHAT_TEXT_LENGTH) });
    expect(chatMessageText(' Salom ')).toEqual({ ok: true, text: 'Salom' });
  });
});
