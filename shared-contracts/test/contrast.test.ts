import { badgeTextColor, contrastRatio, MIN_TEXT_CONTRAST, readableColorOn, textColorOn, themeFromSettings } from '../src/rules';

describe('text on a merchant colour', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('keeps the spec\'s colour while it reads, and swaps it where it does not', () => {
    expect(textColorOn('#1F2A44', '#ffffff')).toBe('#ffffff');
    expect(textColorOn('#FCE000', '#000000')).toBe('#000000');
    // A light yellow marked "dark" would get white text at 1.3:1: black instead.
    expect(textColorOn('#FCE000', '#ffffff')).toBe('#000000');
    // A navy marked "light" would get black text: white instead.
    expect(textColorOn('#1F2A44', '#000000')).toBe('#ffffff');
  });

  it('the theme applies it to the main colour', () => {
    const theme = themeFromSettings({ mainColor: '#FCE000', mainColorType: 'dark', isDark: false, title: null, favicon: null, brand: null });
    expect(theme.mainTextColor).toBe('#000000');
  });

  it('darkens a brand colour used as text on a light page until it reads, lightens it on a dark one', () => {
    expect(readableColorOn('#1b1b1f', '#ffffff')).toBe('#1b1b1f');
    const onLight = readableColorOn('#E67E22', '#f6f6f8');
    expect(contrastRatio(onLight, '#f6f6f8')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const onDark = readableColorOn('#1F2A44', '#121218');
    expect(contrastRatio(onDark, '#121218')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("keeps a product label's own text colour while it reads, and swaps an unreadable one", () => {
    expect(badgeTextColor('#1F2A44', '#ffffff')).toBe('#ffffff');
    // White on demo's light green is 2.1:1.
    expect(badgeTextColor('#2ecc71', '#ffffff')).toBe('#000000');
    expect(badgeTextColor('#2ecc71', null)).toBe('#000000');
    expect(badgeTextColor('not a colour', '#ffffff')).toBe('#ffffff');
  });
});
