import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2.1 AA for normal-size text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/**
 * The text colour on a background: `preferred` while it reaches 4.5:1, otherwise whichever of
 * white and black reads better (a merchant's mainColorType may not fit its own colour).
 */
export function textColorOn(background: string, preferred: '#ffffff' | '#000000'): '#ffffff' | '#000000' {
  if (contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/**
 * The text of a merchant's badge (a product label): the merchant's own text colour while it reaches
 * 4.5:1 on the badge, otherwise white or black, whichever reads better. An unreadable choice is
 * common: white on a light green, say.
 */
export function badgeTextColor(background: string, chosen: string | null | undefined): string | undefined {
  if (!colord(background).isValid()) return chosen ?? undefined;
  if (chosen && colord(chosen).isValid() && contrastRatio(chosen, background) >= MIN_TEXT_CONTRAST) return chosen;
  return textColorOn(background, '#ffffff');
}

/**
 * A merchant's colour used as text on a background (a category title, a link): the colour itself
 * when it reaches 4.5:1, otherwise the same hue darkened (on a light background) or lightened (on a
 * dark one) step by step until it does, so the text keeps the brand's hue.
 */
export function readableColorOn(color: string, background: string): string {
  let c = colord(color);
  if (!c.isValid()) return color;
  const lighten = colord(background).isDark();
  for (let step = 0; step < 20 && c.contrast(background) < MIN_TEXT_CONTRAST; step += 1) {
    c = lighten ? c.lighten(0.05) : c.darken(0.05);
  }
  return c.toHex();
}

/** The page backgrounds the shell paints (its `--bg` in light and dark themes): what coloured text sits on. */
export const PAGE_BACKGROUND = { light: '#f6f6f8', dark: '#121218' } as const;

/** A merchant's colour for text on the page of a light or dark theme. */
export const readableOnPage = (color: string, dark: boolean): string => readableColorOn(color, PAGE_BACKGROUND[dark ? 'dark' : 'light']);
