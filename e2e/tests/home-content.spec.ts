import { expect, test } from '@playwright/test';
import { SHELL_URL } from '../stack-config';

test('stories: open, tap through, swipe down to close; the seen ones stay seen for the brand', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  const circles = page.getByTestId('story');
  await expect(circles).toHaveCount(3);
  await expect(circles.first()).toHaveAttribute('data-seen', 'false');

  await circles.first().click();
  const viewer = page.getByTestId('story-viewer');
  const slide = page.getByTestId('story-slide');
  await expect(viewer).toBeVisible();
  await expect(slide).toHaveAttribute('data-slide', '0');
  const firstStory = await slide.getAttribute('data-story');
  await page.getByTestId('story-next').click();
  await expect(slide).toHaveAttribute('data-slide', '1');
  await page.getByTestId('story-prev').click();
  await expect(slide).toHaveAttribute('data-slide', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // Past the first story's last slide: the next story.
  await expect(slide).not.toHaveAttribute('data-story', firstStory!);

  // Swipe down closes.
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.width / 2, 200);
  await page.mouse.down();
  await page.mouse.move(box.width / 2, 260, { steps: 3 });
  await page.mouse.move(box.width / 2, 420, { steps: 3 });
  await page.mouse.up();
  await expect(viewer).toHaveCount(0);
  await expect(circles.nth(0)).toHaveAttribute('data-seen', 'true');
  await expect(circles.nth(1)).toHaveAttribute('data-seen', 'true');
  await expect(circles.nth(2)).toHaveAttribute('data-seen', 'false');

  // The last story has one slide: it moves on by itself and the viewer closes after it.
  await circles.nth(2).click();
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('story-progress')).toBeVisible();
  await expect(viewer).toHaveCount(0, { timeout: 10_000 });

  await page.reload();
  await expect(page.getByTestId('story')).toHaveCount(3);
  for (const index of [0, 1, 2]) await expect(page.getByTestId('story').nth(index)).toHaveAttribute('data-seen', 'true');

  // Escape closes too.
  await page.getByTestId('story').first().click();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});

test('a banner leads to its product; a brand with stories and banners off shows neither', async ({ page }) => {
  await page.goto(`${SHELL_URL}/?vendor=demo`);
  const banners = page.getByTestId('banner');
  await expect(banners).toHaveCount(3);
  await banners.nth(1).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.locator('h1').first()).toBeVisible();

  await page.goto(`${SHELL_URL}/?vendor=oqshom`);
  await expect(page.getByTestId('menu')).toBeVisible();
  await expect(page.getByTestId('stories')).toHaveCount(0);
  await expect(page.getByTestId('banners')).toHaveCount(0);
});

test("/extra and /extra2 show the merchant's own pages; a merchant without them says the page is empty", async ({ page }) => {
  await page.goto(`${SHELL_URL}/extra?vendor=demo`);
  await expect(page.getByTestId('extra-page').getByRole('heading', { level: 1 })).toHaveText('Доставка и оплата');
  await expect(page.getByTestId('extra-page').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('menu')).toHaveCount(0);
  await page.goto(`${SHELL_URL}/extra2`);
  await expect(page.getByTestId('extra-page').getByRole('heading', { level: 1 })).toHaveText('Наша кухня');
  await page.goto(`${SHELL_URL}/extra?vendor=oqshom`);
  await expect(page.getByTestId('extra-missing')).toBeVisible();
});
