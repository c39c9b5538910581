// Async boundary: the shared singletons are negotiated before any of the shell's code runs.
//
// The shell's module graph takes a few hundred milliseconds to evaluate on a slow phone, and in
// one piece it is one long task that blocks input (Lighthouse's Total Blocking Time). The largest
// parts are evaluated first, each in a task of its own, with a yield to the browser in between;
// the shell's own code then finds them evaluated. (The renderer is not among them: it is Preact's
// compat layer, a few milliseconds, see scripts/webpack/create-config.mjs.)
import { yieldToBrowser } from './platform/yield';

async function start() {
  for (const load of [() => import('@storefront/contracts'), () => import('i18next')]) {
    await load();
    await yieldToBrowser();
  }
  await import('./bootstrap');
}

void start();
