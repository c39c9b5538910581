import { COOKIES, STORAGE_KEYS } from '@storefront/contracts';
import { local as storage } from '@storefront/ui';
import { boot } from './boot/boot';
import { languageBeforeSettings } from './boot/decisions';
import { SHELL_TEXTS } from './i18n/texts';
import { readCookie } from './platform/cookies';
import { yieldToBrowser } from './platform/yield';

/** Last resort, when React itself could not render the error page: the same page in plain DOM. */
function showBareErrorPage() {
  const texts = SHELL_TEXTS[languageBeforeSettings(storage.get(STORAGE_KEYS.language), readCookie(COOKIES.lang))];
  const page = document.createElement('section');
  page.className = 'sf-page';
  page.dataset.testid = 'server-error';
  const title = page.appendChild(document.createElement('h1'));
  title.textContent = texts['serverError.title'] ?? '';
  page.appendChild(document.createElement('p')).textContent = texts['serverError.body'] ?? '';
  const reload = page.appendChild(document.createElement('button'));
  reload.type = 'button';
  reload.textContent = texts['serverError.reload'] ?? '';
  reload.addEventListener('click', () => window.location.reload());
  document.getElementById('shell')!.replaceChildren(page);
}

// In a task after the one that evaluated the shell's code: the two are long enough apart to block
// input on a slow phone if they ran as one (Total Blocking Time).
void yieldToBrowser().then(boot).catch((error) => {
  console.error('the storefront could not start', error);
  showBareErrorPage();
});
