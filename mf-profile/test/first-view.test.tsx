import { APP_ROUTES } from '@storefront/contracts';
import { renderRemote } from '@storefront/ui/testing';
import app from '../src/app';
import { LOGIN_ONLY_PATHS } from '../src/first-view';

/** The profile's screens of the route table, their `:param` segments filled. */
const profileScreens = APP_ROUTES.filter((route) => route.owner === 'profile' && !route.path.startsWith('/login'))
  .map((route) => ({ path: route.path, url: route.path.replace(/:[^/]+/g, '12') }));

describe('the first view draws the login for a guest exactly where the screen itself sends a guest', () => {
  it.each(profileScreens)('$path', async ({ path, url }) => {
    const { location } = await renderRemote(app, { url });
    const sentToLogin = location() === '/login';
    // The page server draws the login on these paths for a guest (src/first-view.tsx): a screen that
    // sends a guest away and is missing from the list loses that view; one listed that does not
    // would show a guest the login for a moment and then the screen.
    expect(sentToLogin).toBe((LOGIN_ONLY_PATHS as readonly string[]).includes(path));
  });
});
