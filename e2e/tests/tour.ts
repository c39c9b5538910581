import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { APP_ROUTES, appLink } from '@storefront/contracts';
import { API_URL, SHELL_URL } from '../stack-config';
import { freshPhone, loginCodeFromOutbox, merchantBySub, savedSession } from './helpers';

/**
 * A walk over every screen of spec §2 (the contracts' route table) for one brand, shared by the
 * accessibility and the phone-layout specs: one page, logged in once, moved from screen to screen
 * inside the app (as a customer would, without reloading the shell).
 */

/** The brands of the demo data: light yellow, light orange, and oqshom's dark navy with its dark theme. */
export const TOUR_BRANDS = ['demo', 'mim', 'oqshom'] as const;

/** What the screens with ids need: a product of the menu, an order of the customer, a vacancy. */
export interface TourIds { product: number; order: number; vacancy: number }

/**
 * Paths not walked in the app: the guest's (a logged-in customer is sent away from them) and the
 * page of a brand that cannot be loaded (`endTour` opens it).
 */
export const GUEST_PATHS = ['/login', '/login/confirm', '/merchantNotAvailable'] as const;

/** The last screen of a tour: an unknown brand lands on /merchantNotAvailable (and forgets the session). */
export async function endTour(page: Page): Promise<string> {
  await page.goto(`${SHELL_URL}/?vendor=nosuchbrand`);
  await expect(page).toHaveURL(/\/merchantNotAvailable$/);
  await screenReady(page);
  return '/merchantNotAvailable';
}

/** Every path of the route table with real ids, the guest-only ones left out. */
export function tourPaths(ids: TourIds): string[] {
  return APP_ROUTES.flatMap((route): string[] => {
    if ((GUEST_PATHS as readonly string[]).includes(route.path)) return [];
    switch (route.path) {
      case '/product/:id': return [appLink(route.path, { id: ids.product })];
      case '/profile/orders/:id': return [appLink(route.path, { id: ids.order })];
      case '/profile/orders/:id/map': return [appLink(route.path, { id: ids.order })];
      case '/vacancy/:id': return [appLink(route.path, { id: ids.vacancy })];
      default: return [route.path];
    }
  });
}

/** Moves the page to a path the way the app's links do (single-spa follows pushState), then waits for the screen. */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => { history.pushState(null, '', to); }, path);
  await screenReady(page);
}

/**
 * A screen is there when its page heading shows and nothing in the content still says it is
 * loading ('...loading' in most remotes, the catalogue's own words in its).
 */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('#content h1, .sf-page h1').first()).toBeAttached();
  await expect(page.locator('#content').getByText(/^(\.\.\.loading|Yuklanmoqda…|Загрузка…|Loading…)$/)).toHaveCount(0);
}

/**
 * Opens a brand as a guest on /login, shows the guest screens to `onGuest`, logs in with a fresh
 * phone, puts one product in the basket and places a pick-up order through the API.
 */
export async function startTour(page: Page, request: APIRequestContext, sub: string, onGuest: (path: string) => Promise<void>): Promise<TourIds> {
  const merchant = await merchantBySub(request, sub);
  const headers = { merchant: String(merchant.id) };
  const phone = freshPhone();
  await page.goto(`${SHELL_URL}/login?vendor=${sub}`);
  await screenReady(page);
  await onGuest('/login');
  await page.getByTestId('login-phone').fill(phone.slice(3));
  await page.getByTestId('login-send').click();
  await expect(page).toHaveURL(/\/login\/confirm/);
  await screenReady(page);
  await onGuest('/login/confirm');
  await page.getByTestId('login-code').fill(await loginCodeFromOutbox(request, phone));
  await page.getByTestId('login-confirm').click();
  await expect(page).not.toHaveURL(/\/login/);
  const { token } = await savedSession(page, sub);
  const auth = { ...headers, authorization: `Bearer ${token}` };

  const overall = await (await request.get(`${API_URL}/products/v1/overalls?type=WEB`, { headers })).json();
  const branches = await (await request.get(`${API_URL}/users/v1/branches/full`, { headers })).json();
  const branch = branches.find((b: { settings?: { pickupEnabled?: boolean } }) => b.settings?.pickupEnabled) ?? branches[0];
  const product = overall.products.find((p: any) => p.type === 'NONE' && !p.modificationGroups?.length && p.productBranch?.some((e: any) => e.branch?.id === branch.id) && !p.systems?.length);
  expect(product, `a plain product of ${sub}`).toBeTruthy();
  const placed = await request.post(`${API_URL}/orders/v1/orders`, {
    headers: { ...auth, 'idempotency-key': `e2e-tour-${Math.random()}` },
    data: { serviceType: 'PICK_UP', paymentType: 'CASH', branch: { id: branch.id }, cartItems: [{ product: { id: product.id, costPrice: 1, discount: 0, count: 1, productBranch: null }, modifications: [] }] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { id: order } = await placed.json();

  // A line in the basket, so /basket and /checkout show their full screens.
  await goTo(page, appLink('/product/:id', { id: product.id }));
  await page.getByTestId('product-add').click();

  // A brand without vacancies shows its "not available here" page at any id.
  const vacancies: { id: number }[] = await (await request.get(`${API_URL}/support/v1/vacancies`, { headers })).json().catch(() => []);
  return { product: product.id, order, vacancy: vacancies[0]?.id ?? 1 };
}
