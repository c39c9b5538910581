// The shell's notice while the network is gone (issue 34): above every screen, in the page's
// language, it says the customer is offline and what still works (the menu, a product, the basket:
// the service worker keeps their code and the menu) and what does not (placing an order). It goes
// when the network is back. It also tells the service worker the customer's language, for the
// worker's own offline page (service-worker/offline-worker.ts).
import { LANGUAGE_MESSAGE } from '../service-worker/offline-rules';

export const OFFLINE_NOTICE_ID = 'sf-offline-notice';

const STYLE = 'box-sizing:border-box;width:calc(100% - 32px);max-width:1088px;margin:8px auto 0;padding:10px 14px;border-radius:12px;'
  + 'background:#fff4e5;color:#5c3b00;border:1px solid #f5c77e;font-size:14px;line-height:1.4';

/** Shows or removes the notice as the network is; returns the notice shown, if any. */
export function showOfflineState(text: () => string, online: boolean): HTMLElement | null {
  let notice = document.getElementById(OFFLINE_NOTICE_ID);
  if (online) {
    notice?.remove();
    return null;
  }
  if (!notice) {
    notice = document.createElement('p');
    notice.id = OFFLINE_NOTICE_ID;
    notice.dataset.testid = 'offline-notice';
    notice.setAttribute('role', 'status');
    notice.setAttribute('style', STYLE);
    // Above the screens' slots, outside React's trees (the remotes render inside #content).
    const content = document.getElementById('content');
    if (content) content.before(notice);
    else document.body.prepend(notice);
  }
  notice.textContent = text();
  return notice;
}

/** Tells the active service worker the customer's language. */
function tellWorker(language: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: LANGUAGE_MESSAGE, language });
}

/**
 * Watches the network and the language for the rest of the page's life: `text` is the notice in the
 * page's language now (the shell's `offline.notice`), `onLanguage` calls back on each change.
 */
export function startOfflineNotice(text: () => string, onLanguage: (listener: (language: string) => void) => void): void {
  const update = () => showOfflineState(text, navigator.onLine !== false);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  onLanguage((language) => {
    update();
    tellWorker(language);
  });
  update();
}
