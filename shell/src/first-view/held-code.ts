// The page's first script's half of the first view (page-server.tsx writes it): the storefront's
// code waits in a template until the view's largest image is painted, so on a slow network that
// image (and the page) are not sharing it with ~150 KB of scripts, and the customer sees the top of
// the screen about a second earlier; the code then starts as it would have (docs/performance.md).
// Imported by the page's first script: no contracts, only the agreed names.
import { FIRST_VIEW_CLASS, FIRST_VIEW_ID, FIRST_VIEW_START_ID, LATER_ID } from './names';

/** The longest the code waits for the view's image: on a very slow network the page must still come to life. */
const IMAGE_WAIT_MS = 1500;
/** A frame is drawn within this in a visible page; a page opened in the background draws none, and need not wait. */
const FRAME_WAIT_MS = 200;

/** The first view when it is on screen (written by the server and not dropped by its guard), else null. */
export function shownFirstView(): HTMLElement | null {
  return document.documentElement.classList.contains(FIRST_VIEW_CLASS) ? document.getElementById(FIRST_VIEW_ID) : null;
}

/** The start's answer the server wrote into the page with the first view, else null. */
export function inlinedStart(): string | null {
  return document.getElementById(FIRST_VIEW_START_ID)?.textContent || null;
}

const wait = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/** Resolves once the view's largest image has loaded (or failed, or been waited for long enough) and a frame has shown it. */
export function viewPainted(view: HTMLElement | null): Promise<void> {
  if (!view) return Promise.resolve();
  const image = view.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded = !image || image.complete ? Promise.resolve() : Promise.race([
    new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    }),
    wait(IMAGE_WAIT_MS),
  ]);
  // requestAnimationFrame runs just before the next frame is painted; the timeout after it, once it is.
  const framePainted = () => new Promise<void>((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); });
  return loaded.then(() => Promise.race([framePainted(), wait(FRAME_WAIT_MS)]));
}

/** Starts the code held back in the page: the shell's entry and the files it would have preloaded, in their order. */
export function startHeldCode(): void {
  const template = document.getElementById(LATER_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  // Into the head in one insertion: one at a time, each was its own change of the document.
  const elements = document.createDocumentFragment();
  for (const held of template.content.querySelectorAll('link, script')) {
    const element = document.createElement(held.tagName.toLowerCase());
    for (const { name, value } of held.attributes) element.setAttribute(name, value);
    // Inserted scripts run as they arrive unless told otherwise; the page's order is kept.
    if (element instanceof HTMLScriptElement) element.async = false;
    elements.append(element);
  }
  document.head.append(elements);
}
