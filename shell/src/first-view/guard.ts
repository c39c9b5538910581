// The first view's guard, a classic script in the page's head (EarlyScriptPlugin, classic): it runs
// before the body is drawn and drops the server's first view (page-server.tsx) where the
// browser would show something else than the server drew: inside Telegram (its theme, its own
// controls), when the customer chose another language on an earlier visit, or when the stored
// basket is not the one the view shows (its mirror cookie is older, or was never written), or a
// guest's view (the login) when the storage holds a login. The
// page's own containers then show as they would without it.
import { LANGUAGE_STORAGE_KEY } from '@storefront/contracts/rules';
import { storedSessionSummary } from '@storefront/runtime';
import {
  FIRST_VIEW_BASKET_ATTRIBUTE, FIRST_VIEW_BRAND_ATTRIBUTE, FIRST_VIEW_CLASS, FIRST_VIEW_GUEST_ATTRIBUTE, FIRST_VIEW_LANGUAGE_ATTRIBUTE,
} from './names';

const page = document.documentElement;
if (page.classList.contains(FIRST_VIEW_CLASS)) {
  let drop = true;
  try {
    const storage = window.localStorage;
    const chosen = storage.getItem(LANGUAGE_STORAGE_KEY);
    const brand = page.getAttribute(FIRST_VIEW_BRAND_ATTRIBUTE);
    const stored = brand === null ? null : storedSessionSummary(brand, (key) => storage.getItem(key));
    drop = /tgWebApp/.test(window.location.hash) || 'Telegram' in window || (chosen !== null && chosen !== page.getAttribute(FIRST_VIEW_LANGUAGE_ATTRIBUTE))
      || stored === null || stored.basketMirror !== page.getAttribute(FIRST_VIEW_BASKET_ATTRIBUTE)
      // A guest's view (the login) for a customer whose storage holds a login the cookie did not tell.
      || (stored.loggedIn && page.hasAttribute(FIRST_VIEW_GUEST_ATTRIBUTE));
  } catch { /* no storage: the view may be in another language than the page's; dropped */ }
  if (drop) page.classList.remove(FIRST_VIEW_CLASS);
}
