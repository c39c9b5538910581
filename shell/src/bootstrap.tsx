import { boot } from './boot/boot';

void boot().catch((error) => {
  console.error('the storefront could not start', error);
  document.getElementById('shell')!.innerHTML =
    '<section class="sf-page" data-testid="server-error"><h1>Server error</h1><p>Please reload the page.</p></section>';
});
