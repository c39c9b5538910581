// The boot's half of the first view (page-server.tsx writes it): the page's own containers stay
// hidden under it while the storefront starts, and it is taken away, in one step, once the page's
// own render shows what it previews; or at once when the page shows something else (another
// screen, an error) or takes too long.
import { FIRST_VIEW_CLASS, FIRST_VIEW_ID, FIRST_VIEW_SHOWN_PATH_ATTRIBUTE } from './names';

/** After this the page's own state wins, whatever it is. */
const LONGEST_MS = 10_000;
/** How long the swap waits for the page's own images of the view to be decoded (no blank frame). */
const DECODE_WAIT_MS = 300;

let retire: (() => void) | null = null;

/** The path the page opened at: the shell's first render draws it, whatever the view shows. */
const openedAt = window.location.pathname;

/**
 * The path whose screen the view shows: the page's own, or the one the page will be sent to (a
 * guest's `/profile/orders` shows `/login`, page-server.tsx).
 */
function shownPath(view: HTMLElement): string {
  return view.getAttribute(FIRST_VIEW_SHOWN_PATH_ATTRIBUTE) ?? openedAt;
}

/**
 * The shell drew the route at `pathname`: the view goes at once unless that is the page it opened
 * on (the screen may still be on its way) or the route the view shows.
 */
export function retireFirstViewOn(pathname: string): void {
  const view = document.getElementById(FIRST_VIEW_ID);
  if (view && pathname !== openedAt && pathname !== shownPath(view)) retireFirstView();
}

/** Takes the first view away now, showing the page's own containers. */
export function retireFirstView(): void {
  if (retire) return retire();
  document.getElementById(FIRST_VIEW_ID)?.remove();
  document.documentElement.classList.remove(FIRST_VIEW_CLASS);
}

/** Watches the page's own render and takes the first view away once it shows the same (the view's `data-ready`). */
export function retireFirstViewWhenShown(): void {
  const view = document.getElementById(FIRST_VIEW_ID);
  if (!view) return;
  if (!document.documentElement.classList.contains(FIRST_VIEW_CLASS)) return view.remove();
  const selector = view.dataset.ready ?? '';
  // Only the route the view shows takes it away by matching: on another route the shell does, once
  // it has drawn that route's layout (boot.tsx, retireFirstViewOn).
  const shownAt = shownPath(view);
  let observer: MutationObserver | null = null;
  const timer = setTimeout(() => retireFirstView(), LONGEST_MS);
  retire = () => {
    retire = null;
    observer?.disconnect();
    clearTimeout(timer);
    view.remove();
    document.documentElement.classList.remove(FIRST_VIEW_CLASS);
  };
  const check = () => {
    if (window.location.pathname !== shownAt) return;
    const shown = selector ? document.querySelector(selector) : null;
    if (!shown) return;
    observer?.disconnect();
    observer = null;
    // Its eager images are the view's, already loaded: decoded first, so no frame shows them blank.
    const images = [...(shown.parentElement ?? shown).querySelectorAll<HTMLImageElement>('img[loading="eager"]')];
    void Promise.race([
      Promise.all(images.map((image) => image.decode().catch(() => {}))),
      new Promise((resolve) => { setTimeout(resolve, DECODE_WAIT_MS); }),
    ]).then(() => retire?.());
  };
  observer = new MutationObserver(check);
  // Classes too: a screen may say it is shown by one (the map's region once its tiles are in).
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  check();
}
