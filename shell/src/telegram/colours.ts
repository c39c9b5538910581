import { contrastRatio, MIN_TEXT_CONTRAST, PAGE_BACKGROUND } from '@storefront/contracts/rules';
import { BOT_API, supports, type TelegramWebApp } from './webapp';

/** The page's surfaces (its `--surface` in shell/src/index.html) when Telegram's theme does not name them. */
const PAGE_SURFACE = { light: '#ffffff', dark: '#1d1d26' } as const;
/** Telegram's own text in each scheme when its theme does not name it: what its header's title is drawn in. */
const SCHEME_TEXT = { light: '#000000', dark: '#ffffff' } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex = (value: string | undefined): string | null => (value && HEX.test(value.trim()) ? expand(value.trim()) : null);
function expand(color: string): string {
  const c = color.toLowerCase();
  return c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c;
}

export interface ChromeColours {
  /** Telegram's header: the merchant's main colour, or 'bg_color' (Telegram's own) where its title would not read on it. */
  header: string;
  /** The Mini App's background, behind the page (seen when it bounces or loads): the page's own background. */
  background: string;
  /** The bar holding the MainButton: the page's surface, like its tab bar; never the main colour the MainButton wears. */
  bottomBar: string;
}

/**
 * Telegram's chrome in the merchant's colours, as the page paints them inside Telegram (Telegram's
 * scheme wins over the merchant's light/dark there): the header continues the page's header in the
 * merchant's main colour, unless Telegram's title (its text colour in the current scheme) would not
 * reach 4.5:1 on it (yellow under a dark theme's white title): then Telegram's own header colour.
 */
export function chromeColours(mainColor: string, scheme: 'light' | 'dark', params: Record<string, string | undefined> = {}): ChromeColours {
  const title = hex(params.text_color) ?? SCHEME_TEXT[scheme];
  const main = hex(mainColor);
  const header = main && contrastRatio(title, main) >= MIN_TEXT_CONTRAST ? main : 'bg_color';
  return {
    header,
    background: hex(params.bg_color) ?? PAGE_BACKGROUND[scheme],
    bottomBar: hex(params.secondary_bg_color) ?? PAGE_SURFACE[scheme],
  };
}

/**
 * Paints Telegram's header, background and bottom bar (chromeColours), each only on a client that
 * has the call (header colours 6.9, background 6.1, bottom bar 7.10) and only when it changes; a
 * colour Telegram refuses is left as Telegram has it.
 */
export function createChromePainter(webApp: TelegramWebApp): (mainColor: string) => void {
  const last: Partial<Record<keyof ChromeColours, string>> = {};
  const paint = (part: keyof ChromeColours, color: string, call: ((color: string) => void) | undefined, version: string) => {
    if (!call || !supports(webApp, version) || last[part] === color) return;
    try {
      call.call(webApp, color);
      last[part] = color;
    } catch { /* an old or strict client refused the colour: Telegram's own stays */ }
  };
  return (mainColor) => {
    const colours = chromeColours(mainColor, webApp.colorScheme === 'dark' ? 'dark' : 'light', webApp.themeParams ?? {});
    paint('header', colours.header, webApp.setHeaderColor, BOT_API.headerColor);
    paint('background', colours.background, webApp.setBackgroundColor, BOT_API.backgroundColor);
    paint('bottomBar', colours.bottomBar, webApp.setBottomBarColor, BOT_API.bottomBarColor);
  };
}
