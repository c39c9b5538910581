/** How long a screen may take to render its heading after a route change before we give up on it. */
const WAIT_MS = 5000;

const headingOf = (): HTMLElement | null => document.querySelector<HTMLElement>('#content h1, #shell .sf-page h1');

/**
 * After an in-app route change (not the first load), moves focus to the new screen's h1 so a
 * screen reader starts reading the new page and a keyboard user starts from its top, and names the
 * document after it ("Корзина · Lamenu Demo"). The remotes render on their own schedule, so it
 * waits for an h1 other than the previous screen's. A screen that focused one of its own controls
 * (a code field, a dialog) keeps that focus. See docs/accessibility.md. With `focus: false` (the
 * same screen in another language) only the document's name follows the heading.
 */
export function followPageHeading(brandTitle: () => string, { focus = true }: { focus?: boolean } = {}): () => void {
  const before = headingOf();
  const beforeText = before?.textContent;
  let done = false;
  const settle = (heading: HTMLElement) => {
    done = true;
    stop();
    const text = heading.textContent?.trim();
    document.title = text && text !== brandTitle() ? `${text} · ${brandTitle()}` : brandTitle();
    if (!focus) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.getElementById('content')?.contains(active) && active !== before) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  const check = () => {
    const heading = headingOf();
    if (heading && (heading !== before || heading.textContent !== beforeText)) settle(heading);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(() => { const heading = headingOf(); if (heading && !done) settle(heading); else stop(); }, WAIT_MS);
  function stop() { observer.disconnect(); clearTimeout(timer); }
  check();
  return stop;
}
