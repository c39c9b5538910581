// Async boundary: the shared singletons are negotiated before any of the shell's code runs.
//
// The shell's module graph takes a few hundred milliseconds to evaluate on a slow phone, and in
// one piece it is one long task that blocks input (Lighthouse's Total Blocking Time). The largest
// parts are evaluated first, each in a task of its own, with a yield to the browser in between;
// the shell's own code then finds them evaluated.
//
// React's renderer (react-dom/client, the shared module the shell provides) is the largest single
// module of the start: its evaluation is a task of its own, the first, before anything renders.
//
// The contracts alone were the longest task of the start (~50 ms unthrottled, ~200 ms at
// Lighthouse's 4×): their schemas are built while their modules are evaluated. So their entities
// go first, in groups (the start's, the order's, the rest), and the package's index (the route
// table) last. These are the very modules the shared '@storefront/contracts' is made of: the
// shell provides that package and negotiates it here, before any remote has registered another
// copy, so nothing is evaluated twice. The entities are imported eagerly (no file of their own):
// as lazy chunks each group carried its own copy of the modules it shares with the others
// (enums, common), and the first visit grew (docs/performance.md).
// (zod is not warmed apart: importing it whole would keep every export, where the contracts' own
// imports let the build drop most of it.) Each step yields first, so none shares a task with the
// one before.
import { yieldToBrowser } from './platform/yield';

const EVALUATED_FIRST = [
  () => import('react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@storefront/contracts/entities/start'),
  () => import(/* webpackMode: "eager" */ '@storefront/contracts/entities/order'),
  () => Promise.all([
    import(/* webpackMode: "eager" */ '@storefront/contracts/entities/catalog'), import(/* webpackMode: "eager" */ '@storefront/contracts/entities/booking'),
    import(/* webpackMode: "eager" */ '@storefront/contracts/entities/chat'), import(/* webpackMode: "eager" */ '@storefront/contracts/entities/account'),
    import(/* webpackMode: "eager" */ '@storefront/contracts/entities/session'), import(/* webpackMode: "eager" */ '@storefront/contracts/entities/payment'),
  ]),
  () => import('@storefront/contracts'),
  // The runtime (API client, bus, session store), shared like the contracts and provided here for the same reason.
  () => import('@storefront/runtime'),
  () => import('i18next'),
  // The shell's own code, which the bootstrap below imports: in one piece its evaluation (and
  // compilation) was the longest task left of the start. Its larger parts go first, each in a task
  // of its own. Files of their own (preloaded with the page, as every step's): an "eager" import
  // would run them before the shared modules they use are negotiated.
  () => import('./view/ShellView'),
  () => import('./live'),
  () => import('./remotes/register'),
];

async function start() {
  for (const load of EVALUATED_FIRST) {
    await yieldToBrowser();
    await load();
  }
  await yieldToBrowser();
  await import('./bootstrap');
}

void start();
