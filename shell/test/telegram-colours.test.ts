import { chromeColours } from '../src/telegram/colours';
import { integrateTelegram } from '../src/telegram/integrate';
import { fakeWebApp } from './fake-webapp';

const nav = { goBack() {}, openSettings() {} };
const isColour = (call: string) => /^set[A-Z]/.test(call);
const YELLOW = '#FCE000';
const DARK_RED = '#8b0000';

describe('Telegram’s header, background and bottom bar in the merchant’s colours', () => {
  it('puts the main colour on the header where Telegram’s title reads on it, else Telegram’s own', () => {
    // Black title on yellow: the brand's header; white title (dark scheme) on yellow would not read.
    expect(chromeColours(YELLOW, 'light')).toEqual({ header: '#fce000', background: '#f6f6f8', bottomBar: '#ffffff' });
    expect(chromeColours(YELLOW, 'dark')).toEqual({ header: 'bg_color', background: '#121218', bottomBar: '#1d1d26' });
    // A dark red: unreadable under a light theme's black title, fine under a dark theme's white one.
    expect(chromeColours(DARK_RED, 'light').header).toBe('bg_color');
    expect(chromeColours(DARK_RED, 'dark').header).toBe('#8b0000');
    // Telegram's own theme colours, where it names them, are the page's (its --bg and --surface).
    expect(chromeColours('#fc0', 'dark', { bg_color: '#17212B', secondary_bg_color: '#232e3c', text_color: '#000000' }))
      .toEqual({ header: '#ffcc00', background: '#17212b', bottomBar: '#232e3c' });
    expect(chromeColours('not a colour', 'light').header).toBe('bg_color');
  });

  it('asks a Bot API 8.0 client for all three, again when Telegram’s theme changes, and only what changed', () => {
    const tg = fakeWebApp('8.0');
    const telegram = integrateTelegram(tg.webApp, nav);
    telegram.applyMerchantColours(YELLOW);
    expect(tg.calls.filter(isColour)).toEqual(['setHeaderColor:#fce000', 'setBackgroundColor:#f6f6f8', 'setBottomBarColor:#ffffff']);
    tg.calls.length = 0;
    tg.fire('themeChanged');
    expect(tg.calls.filter(isColour)).toEqual([]);

    tg.webApp.colorScheme = 'dark';
    tg.webApp.themeParams = { bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5' };
    tg.fire('themeChanged');
    expect(tg.calls.filter(isColour)).toEqual(['setHeaderColor:bg_color', 'setBackgroundColor:#17212b', 'setBottomBarColor:#232e3c']);
  });

  it('gates each on the client’s version: no bottom bar before 7.10, no brand header before 6.9, nothing on 6.0', () => {
    const asked = (version: string) => {
      const tg = fakeWebApp(version);
      integrateTelegram(tg.webApp, nav).applyMerchantColours(YELLOW);
      expect(tg.calls.filter((c) => c.startsWith('unsupported:'))).toEqual([]);
      return tg.calls.filter(isColour);
    };
    expect(asked('7.9')).toEqual(['setHeaderColor:#fce000', 'setBackgroundColor:#f6f6f8']);
    expect(asked('6.9')).toEqual(['setHeaderColor:#fce000', 'setBackgroundColor:#f6f6f8']);
    expect(asked('6.4')).toEqual(['setBackgroundColor:#f6f6f8']);
    expect(asked('6.0')).toEqual([]);
    // A stand-in that tells no version is not asked either.
    const unknown = fakeWebApp('8.0', { noVersion: true });
    integrateTelegram(unknown.webApp, nav).applyMerchantColours(YELLOW);
    expect(unknown.calls.filter(isColour)).toEqual([]);
  });

  it('leaves a colour Telegram refuses as Telegram has it, quietly', () => {
    const tg = fakeWebApp('8.0');
    tg.webApp.setHeaderColor = () => { throw new Error('WebAppHeaderColorInvalid'); };
    expect(() => integrateTelegram(tg.webApp, nav).applyMerchantColours(YELLOW)).not.toThrow();
    expect(tg.calls.filter(isColour)).toEqual(['setBackgroundColor:#f6f6f8', 'setBottomBarColor:#ffffff']);
  });
});
