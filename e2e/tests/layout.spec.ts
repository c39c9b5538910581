import { expect, test, type Page } from '@playwright/test';
import { endTour, goTo, startTour, tourPaths } from './tour';
import { SHELL_URL } from '../stack-config';
import { isMenuCall } from './helpers';

/**
 * Phone layout (issue 14): no screen scrolls sideways on a 320 or 390 px wide phone, and no price
 * breaks across lines ("45 000 so'm" stays whole). One brand: the layout does not depend on colours.
 */

/** What is wrong with the screen's layout at this width: sideways scroll, prices broken over lines. */
async function layoutProblems(page: Page, path: string): Promise<string[]> {
  return page.evaluate((at) => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > innerWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>('#shell *, #content *, #footer *')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && e.getClientRects().length)
        .slice(0, 3).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
      problems.push(`${at}: scrolls sideways (${scrollWidth} > ${innerWidth}), e.g. ${wide.join(', ')}`);
    }
    // A price is the innermost element whose text holds "<digits> so'm"; broken, its text takes two lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/-?\d{1,3}(?: \d{3})* (?:so'm|сум|sum|UZS)/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) problems.push(`${at}: "${match[0]}" breaks over ${lines.size} lines in ${node.parentElement?.className || node.parentElement?.tagName}`);
      }
    }
    return problems;
  }, path);
}

test('no screen scrolls sideways or breaks a price at 320 and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  await page.setViewportSize({ width: 320, height: 640 });
  const ids = await startTour(page, request, 'demo', async (path) => { problems.push(...await layoutProblems(page, `${path} at 320`)); });
  for (const path of tourPaths(ids)) {
    await goTo(page, path);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
      problems.push(...await layoutProblems(page, `${path} at ${width}`));
    }
    await page.setViewportSize({ width: 320, height: 640 });
  }
  problems.push(...await layoutProblems(page, `${await endTour(page)} at 320`));
  expect(problems, problems.join('\n')).toEqual([]);
});

/** The layout shifts the page has had so far (the Layout Instability API's entries), summed. */
async function layoutShiftSoFar(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => new Promise<number[]>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => (entry as unknown as { value: number }).value)))
      .observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve([]), 500);
  }));
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** The menu's answer held until the returned function is called: what is drawn without it is drawn first. */
async function holdMenu(page: Page): Promise<() => void> {
  let answerMenu: () => void = () => {};
  const menuHeld = new Promise<void>((resolve) => { answerMenu = resolve; });
  await page.route(isMenuCall, async (route) => { await menuHeld; await route.continue(); });
  return answerMenu;
}

test('the home page fills in without moving: brand tabs, stories, banners and the menu shift nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The header, its brand tabs and the home page's top are drawn first; the menu arriving must not push them.
  const answerMenu = await holdMenu(page);
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await expect(page.getByRole('navigation', { name: 'Бренды' }).getByRole('button', { name: 'Oqshom' })).toBeVisible();
  answerMenu();
  await expect(page.locator('article.cat-card').first()).toBeVisible();
  await expect(page.getByTestId('banners')).toBeVisible();
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
});

test('the basket fills in without moving: the recommendations, which need the menu, come below its totals', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  await page.locator('article.cat-card:has(button.cat-add:not([data-needs-choice]))').first().locator('button.cat-add').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  const answerMenu = await holdMenu(page);
  await page.goto(`${SHELL_URL}/basket`);
  await expect(page.getByTestId('totals')).toBeVisible();
  answerMenu();
  await expect(page.getByTestId('recommendations')).toBeVisible();
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
});
