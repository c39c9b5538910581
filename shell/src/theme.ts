import type { StorefrontTheme } from '@storefront/contracts/rules';

/** Applies the merchant theme (spec §9): colours as CSS variables, dark mode, title and favicon. */
export function applyTheme(theme: StorefrontTheme): void {
  const root = document.documentElement;
  root.style.setProperty('--main-color', theme.mainColor);
  root.style.setProperty('--main-text-color', theme.mainTextColor);
  root.dataset.theme = theme.dark ? 'dark' : 'light';
  if (theme.title) document.title = theme.title;
  if (theme.favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = theme.favicon;
  }
}
