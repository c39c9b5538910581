// The one names file of the first view: the names its parties agree on, the page server that
// writes it (page-server.tsx), the guard that drops it before it is drawn (guard.ts), the page's
// first script that holds the code back until it is painted (early-script.ts, held-code.ts) and
// the boot that takes it away (retire.ts). README.md in this folder tells the flow.

/** The element holding the view; `data-ready`: the selector the page's own render matches once it shows the same. */
export const FIRST_VIEW_ID = 'sf-first-view';
/** On `<html>` while the view is shown: the page's own containers are unseen under it (index.html's styles). */
export const FIRST_VIEW_CLASS = 'sf-fv';
/** On `<html>`: the language the view is drawn in (guard.ts drops a view in another than the customer's). */
export const FIRST_VIEW_LANGUAGE_ATTRIBUTE = 'data-first-view-lang';
/** On `<html>`: the brand and the basket's mirror the view is drawn with (the guard drops a view showing another basket than the stored one). */
export const FIRST_VIEW_BRAND_ATTRIBUTE = 'data-first-view-brand';
export const FIRST_VIEW_BASKET_ATTRIBUTE = 'data-first-view-basket';
/** On `<html>` when the view was drawn for a guest (the login): the guard drops it when the storage holds a login. */
export const FIRST_VIEW_GUEST_ATTRIBUTE = 'data-first-view-guest';
/** On the view: the route it shows when not the page's own (a guest's `/profile/orders` shows `/login`). */
export const FIRST_VIEW_SHOWN_PATH_ATTRIBUTE = 'data-shown-path';
/** The start's answer the view was drawn from, a JSON block the boot takes instead of asking again. */
export const FIRST_VIEW_START_ID = 'sf-first-view-start';
/** A template holding the storefront's script tags until the view's largest image is painted. */
export const LATER_ID = 'sf-later';
