import { appLink } from '@storefront/contracts';
import { navigateToUrl } from 'single-spa';
import { preloadRouteOwner } from '../remotes/register';
import type { RemotesManifest } from '../runtime-config';
import { goBack, markFirstEntry } from '../telegram/back';
import { deepLinkTarget, startLink } from '../telegram/deep-link';
import { integrateTelegram } from '../telegram/integrate';
import { findTelegramWebApp } from '../telegram/webapp';

/**
 * The Telegram Mini App the page runs in (null in a browser), made ready at once, and the deep link
 * it was opened with, followed before any screen starts.
 */
export async function openTelegram(remotes: RemotesManifest, scriptUrl: string) {
  const webApp = await findTelegramWebApp(scriptUrl);
  // ready() and expand() as early as possible: Telegram shows its own loader until ready().
  const telegram = webApp ? integrateTelegram(webApp, { goBack: () => goBack(navigateToUrl), openSettings: () => navigateToUrl(appLink('/profile')) }) : null;
  // A deep link (Telegram's start_param, ?startapp=, a table's QR code), read once: the page opens
  // what it names before any screen starts, and Back there leads to the screen's parent.
  const link = startLink(webApp, window.location);
  const linkTarget = link ? deepLinkTarget(link, window.location) : null;
  if (linkTarget) {
    window.history.replaceState(null, '', linkTarget);
    preloadRouteOwner(remotes, window.location.pathname);
  }
  markFirstEntry();
  // The shell's router started with the loading page, on the address before the link; a replaced
  // state is no navigation to it (single-spa, not started yet, says nothing): told as a popstate.
  if (linkTarget) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  return { webApp, telegram, link };
}
