import { test } from '@playwright/test';
import { goTo, startTour } from './tour';

test('shots', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const ids = await startTour(page, request, 'demo', async () => {});
  for (const path of [`/product/${ids.product}`, '/basket', '/privacy']) {
    await goTo(page, path);
    const wide = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && e.getClientRects().length)
      .map((e) => `${e.tagName}.${e.className} r=${Math.round(e.getBoundingClientRect().right)} w=${Math.round(e.getBoundingClientRect().width)} ${e.textContent?.slice(0, 40)}`));
    console.log(path, '\n' + wide.slice(0, 12).join('\n'));
    await page.screenshot({ path: `/tmp/a11y-${path.split('/')[1]}.png`, fullPage: false });
  }
});
