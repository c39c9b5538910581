import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot, startProcess, stopProcess, waitForHttp } from '../../scripts/lib/stack.mjs';
import { OUTSIDE_REMOTE_DIST } from '../outside-remote/build';
import { E2E_PORTS, OUTSIDE_REMOTE_PORTS } from '../stack-config';

// The fixture of e2e/outside-remote is built by another team's kind of config (plain webpack and
// @module-federation/enhanced, React 19 from the shell). It is deployed as that team would: its own
// server, and a shell whose remotes.json names it as `booking`. The stack's own shell and remotes are
// left as they are, so the rest of the suite never sees it.
const REMOTE_URL = `http://localhost:${OUTSIDE_REMOTE_PORTS.remote}`;
const ENTRY = `${REMOTE_URL}/remoteEntry.js`;
const SHELL_URL = `http://localhost:${OUTSIDE_REMOTE_PORTS.shell}`;

/** What the page's stand-in for React DevTools saw: every renderer that registered, every root it committed. */
interface ReactSeen {
  renderers: { id: number; version: string; packageName: string }[];
  commits: { renderer: number; container: string }[];
}

/**
 * Runs before any script of the page. Each copy of react-dom registers itself with React DevTools'
 * global hook as it loads (`inject`) and reports every commit of its roots; a page with two copies
 * would show two renderers, and a remote rendering with its own copy would commit its root there.
 */
function installDevtoolsHook() {
  const seen: ReactSeen = { renderers: [], commits: [] };
  (window as unknown as { __reactSeen: ReactSeen }).__reactSeen = seen;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(internals: { version: string; rendererPackageName: string }) {
      const id = seen.renderers.length + 1;
      seen.renderers.push({ id, version: internals.version, packageName: internals.rendererPackageName });
      return id;
    },
    onCommitFiberRoot(renderer: number, root: { containerInfo?: Element }) {
      const container = root.containerInfo?.id || root.containerInfo?.nodeName || '?';
      if (!seen.commits.some((c) => c.renderer === renderer && c.container === container)) seen.commits.push({ renderer, container });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const reactSeen = (page: Page) => page.evaluate(() => (window as unknown as { __reactSeen: ReactSeen }).__reactSeen);

/** react-dom's renderer in a file, by its own string (as `npm run bench` counts copies, bench/src/attribute.mjs). */
const REACT_DOM_CLIENT = /rendererPackageName:"react-dom"/;
/** React's core in a file. */
const REACT_CORE = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/;

/** Holds the page's requests that match until `release()`; `arrived` settles when the first is held. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  let arrive!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const arrived = new Promise<void>((resolve) => { arrive = resolve; });
  await page.route(matches, async (route) => {
    arrive();
    await released;
    await route.continue();
  });
  return { arrived, release };
}

let servers: ChildProcess[] = [];
const serverLog: string[] = [];

test.beforeAll(async () => {
  const log = (line: string) => serverLog.push(line);
  const remote = startProcess('outside-remote', process.execPath,
    ['scripts/serve-static.mjs', '--root', path.relative(repoRoot, OUTSIDE_REMOTE_DIST), '--port', String(OUTSIDE_REMOTE_PORTS.remote)],
    { env: { ...process.env }, log });
  // The variables the stack's shell gets (scripts/lib/stack.mjs), and one more: BOOKING_ENTRY puts
  // the fixture in remotes.json (and in the page's Content-Security-Policy) in place of our booking.
  const shell = startProcess('outside-shell', process.execPath,
    ['scripts/serve-static.mjs', '--root', 'shell/dist', '--port', String(OUTSIDE_REMOTE_PORTS.shell), '--shell'],
    {
      env: {
        ...process.env,
        API_PORT: String(E2E_PORTS.api),
        CATALOG_PORT: String(E2E_PORTS.catalog),
        BASKET_CHECKOUT_PORT: String(E2E_PORTS.basketCheckout),
        PROFILE_PORT: String(E2E_PORTS.profile),
        ADDRESS_MAPS_PORT: String(E2E_PORTS.addressMaps),
        BOOKING_PORT: String(E2E_PORTS.booking),
        BOOKING_ENTRY: ENTRY,
      },
      log,
    });
  servers = [remote, shell];
  try {
    await Promise.all([
      waitForHttp(ENTRY, { child: remote, timeoutMs: 15_000 }),
      waitForHttp(`${SHELL_URL}/remotes.json`, { child: shell, timeoutMs: 15_000 }),
    ]);
  } catch (error) {
    console.error(serverLog.join('\n'));
    throw error;
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((child) => stopProcess(child)));
});

test('a remote built outside this repository on React 19 (use, useActionState, useOptimistic) runs in place of booking, on the shell\'s one React', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(installDevtoolsHook);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Every script the page ran, by address, to count the copies of React among them.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url()) && response.ok()) scripts.set(response.url(), response.text().catch(() => ''));
  });

  const manifest = await (await page.request.get(`${SHELL_URL}/remotes.json`)).json();
  expect(manifest.booking.entry).toBe(ENTRY);
  expect(manifest.catalog.entry).toBe(`http://localhost:${E2E_PORTS.catalog}/remoteEntry.js`);

  const vacancies = await hold(page, (url) => url.pathname === '/api/support/v1/vacancies');
  await page.goto(`${SHELL_URL}/vacancy?vendor=demo`);
  const screen = page.locator('#content [data-remote="booking"] [data-outside-remote="join-us"]');

  await test.step('it mounts in the content slot of the shell\'s layout, the shell\'s header above it', async () => {
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Работа у нас');
    await expect(page.getByTestId('merchant-name')).toBeVisible();
    await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
  });

  await test.step('`use` reads the vacancies\' promise: the Suspense fallback shows until the API answers', async () => {
    await vacancies.arrived;
    await expect(screen.getByTestId('outside-loading')).toHaveText('Загружаем вакансии…');
    await expect(screen.getByTestId('outside-form')).toHaveCount(0);
    vacancies.release();
    await expect(screen.getByTestId('outside-loading')).toHaveCount(0);
    await expect(screen.getByTestId('outside-vacancy').locator('option').first()).toBeAttached();
  });

  await test.step('one React on the page: one renderer registered, and it is the one that commits the remote\'s root', async () => {
    const seen = await reactSeen(page);
    expect(seen.renderers).toEqual([{ id: 1, version: expect.stringMatching(/^19\./), packageName: 'react-dom' }]);
    expect(seen.commits).toContainEqual({ renderer: 1, container: 'remote-booking' });
    const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })));
    const fromRemote = bodies.filter((script) => script.url.startsWith(REMOTE_URL));
    expect(fromRemote.map((script) => new URL(script.url).pathname)).toContain('/remoteEntry.js');
    expect(fromRemote.filter((script) => REACT_CORE.test(script.body) || REACT_DOM_CLIENT.test(script.body)).map((s) => s.url), 'React in the remote\'s own files').toEqual([]);
    expect(bodies.filter((script) => REACT_DOM_CLIENT.test(script.body)).map((s) => s.url), 'files with a react-dom renderer').toHaveLength(1);
  });

  await test.step('the useActionState form posts to the API; useOptimistic lists the application before the answer', async () => {
    const apply = await hold(page, (url) => /^\/api\/support\/v1\/vacancies\/\d+\/applications$/.test(url.pathname));
    await screen.getByTestId('outside-name').fill('Aziza Outside');
    await screen.getByTestId('outside-phone').fill('998901112233');
    const answered = page.waitForResponse((response) => /\/applications$/.test(new URL(response.url()).pathname));
    await screen.getByTestId('outside-apply').click();
    await apply.arrived;
    // The API has not answered yet: what shows is the optimistic state and the action's pending flag.
    const applications = screen.getByTestId('outside-applications').locator('li');
    await expect(applications).toHaveCount(1);
    await expect(applications).toHaveAttribute('data-state', 'pending');
    await expect(applications).toContainText('Aziza Outside — отправляется');
    await expect(screen.getByTestId('outside-apply')).toHaveText('Отправляем…');
    await expect(screen.getByTestId('outside-apply')).toBeDisabled();
    apply.release();
    const response = await answered;
    expect(response.ok()).toBe(true);
    const { id } = await response.json();
    // The action's result replaced the optimistic entry; the shell showed the notice sent on its bus.
    await expect(applications).toHaveCount(1);
    await expect(applications).toHaveAttribute('data-state', 'sent');
    await expect(applications).toContainText(`Aziza Outside — принят, № ${id}`);
    await expect(screen.getByTestId('outside-apply')).toHaveText('Откликнуться');
    await expect(page.locator('.sf-notice-success').filter({ hasText: 'Отклик отправлен' })).toBeVisible();
  });

  await test.step('the shell\'s header and basket work around it: to the menu, add, back, another language', async () => {
    await screen.getByTestId('outside-to-menu').click();
    await expect(page).toHaveURL(`${SHELL_URL}/`);
    await expect(page.locator('[data-outside-remote]')).toHaveCount(0);
    await page.getByRole('button', { name: /^В корзину/ }).first().click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.locator('.sf-nav a[data-nav="/vacancy"]').click();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Работа у нас');
    await expect(screen.getByTestId('outside-vacancy').locator('option').first()).toBeAttached();
    await page.getByTestId('language-select').selectOption('uz');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Biz bilan ishlang');
    await expect(screen.getByTestId('outside-apply')).toHaveText('Ariza yuborish');
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    // Mounted a second time, still on the one renderer.
    expect((await reactSeen(page)).renderers).toHaveLength(1);
  });

  expect(pageErrors).toEqual([]);
});
