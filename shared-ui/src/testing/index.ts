/*
 * `@storefront/ui/testing`: renders a remote's app as the shell mounts it, for Testing Library
 * tests (jest, jsdom). For tests only: nothing under src imports it, and the linter refuses it there.
 *
 *   import app from '../src/app';
 *   import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
 *
 *   const { screen, user, api, emitted } = await renderRemote(app, {
 *     url: '/reservations',                  // the address opened (path and query); its owner is mounted
 *     language: 'ru',                        // the default
 *     session: loggedIn(),                   // or any Partial<SessionState>; a guest by default
 *     api: {                                 // answers by route name of the contracts' `routes`
 *       branchesFull: [branch],              //   the data itself,
 *       bookingSlots: ({ query }) => slots,  //   a function of the request (may be async),
 *       reservationCreate: apiError(409, 'RESERVATION_LIMIT', 'Limit reached'), // or a refusal
 *     },
 *     settings: { bookingActive: true },     // over DEMO_SETTINGS (every feature on)
 *   });
 *   await user.click(await screen.findByRole('button', { name: 'Забронировать' }));
 *   expect(api.callsTo('reservationCreate')[0].body).toMatchObject({ guests: 2 });
 *   expect(emitted('notify')).toEqual([...]);
 *
 * Other options: `merchant` (cities, about, brands, stories, banners), `overall` and `activeOrders`
 * (what `data.overall$` / `data.activeOrders$` start with), `telegram` (inactive by default), `urls`,
 * `live` ('live' by default, 'down', or false for a shell without the stream), `remote` (when the
 * url's owner is not the one to mount), `userEvent` (userEvent.setup's options).
 *
 * What the kit gives (RemoteTestKit):
 * - `screen`, `user`: Testing Library's screen and a userEvent.setup() customer.
 * - `api.calls` / `api.callsTo(name)`: the calls made ({ route, method, path, params, query, body, quiet });
 *   `api.on(name, handler)` changes an answer mid-test; `api.unhandled`: calls no handler answered
 *   (they get 404 NO_TEST_HANDLER). An answer its route's schema refuses fails the test when it ends.
 * - As the shell's client: an error of a call that is not `quiet` emits `notify` (the shell shows
 *   it), and a 401 of a call with the token emits `auth/logged-out`.
 * - `bus`, `events`, `emitted(type)`: the real bus of the contracts and every event on it.
 * - `store`: the session, changed by bus events through the contracts' reducer, as in the shell.
 * - `data.overall$`, `data.activeOrders$`, `live.*`: subjects to push the shell's data and live events
 *   (wrap a push in Testing Library's `act`).
 * - `location()`: the address bar; `navigate(url)`: a link of the shell or Back; `changeLanguage(lang)`:
 *   the header's switch; `unmount()`: the page closing (storage kept: a second `renderRemote` with
 *   the same session is a reload).
 * - `fakeMountProps(options)` alone gives the same props without rendering (shell code, hooks).
 *
 * The remote is registered with single-spa and mounted through its real lifecycles, so leaving
 * its paths (a link to /login, say) unmounts it as on the page; `location()` tells where the
 * customer went. After each test the remote is unmounted and local and session storage cleared.
 * Fake timers: turn them on after `renderRemote` resolves, pass
 * `userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) }`, and go back to real timers
 * in an `afterEach` (mf-booking/test/waiter.test.tsx polls so).
 * jsdom has no layout, IntersectionObserver, ResizeObserver, matchMedia or scrollTo: a screen that
 * needs them needs a stand-in in its test.
 * Assert what a customer sees and does (texts, roles, labels), not hooks or components: the
 * remotes' internals change.
 */
export { apiError, type ApiHandlers, type ApiRequest, type FakeApi, type RouteHandler, type RouteName } from './fake-api';
export {
  DEMO_MERCHANT, DEMO_SETTINGS, DEMO_USER, fakeMountProps, loggedIn,
  type FakeLive, type FakeMountProps, type FakeMountPropsOptions,
} from './fake-props';
export { cleanupRemote, renderRemote, type RemoteApp, type RemoteTestKit, type RenderRemoteOptions } from './render-remote';
