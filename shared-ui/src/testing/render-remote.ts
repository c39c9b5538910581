import { act, getConfig, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  addErrorHandler, navigateToUrl, registerApplication, removeErrorHandler, start, triggerAppChange, unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import { isServedBy, matchAppRoute, REMOTES, type Language, type RemoteName } from '@storefront/contracts';
import type { RemoteMountProps } from '@storefront/runtime';
import type { createRemoteApp } from '../remote-app';
import { fakeMountProps, type FakeMountProps, type FakeMountPropsOptions } from './fake-props';

/** A remote's `./app` (the default export of its `src/app.tsx`). */
export type RemoteApp = Pick<ReturnType<typeof createRemoteApp>, 'bootstrap' | 'mount' | 'unmount'>;

export interface RenderRemoteOptions extends FakeMountPropsOptions {
  /** The address the customer opens, path and query ('/reservations/my?booked=3'); '/' unless given. */
  url?: string;
  /** The remote's name; the owner of `url` in the route table unless given. */
  remote?: RemoteName;
  /** userEvent's options (with fake timers: `{ advanceTimers: jest.advanceTimersByTime }`). */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

export interface RemoteTestKit extends FakeMountProps {
  /** Testing Library's queries over the page. */
  screen: typeof screen;
  /** A customer at the keyboard and mouse (userEvent.setup()). */
  user: UserEvent;
  /** The address bar: path and query. */
  location(): string;
  /** Goes to another address as a link of the shell would (single-spa mounts or unmounts the remote). */
  navigate(url: string): Promise<void>;
  /** The customer picks another language in the shell's header. */
  changeLanguage(language: Language): Promise<void>;
  /**
   * Unmounts the remote (as when the page closes), keeping local and session storage: a second
   * `renderRemote` is then a reload. Done after every test anyway, storage cleared too.
   */
  unmount(): Promise<void>;
}

/** Whether the test faked time with jest (Testing Library asks the same way). */
function fakeTimers(): boolean {
  if (typeof jest === 'undefined') return false;
  const timer = setTimeout as unknown as { _isMockFunction?: boolean; clock?: unknown };
  return timer._isMockFunction === true || Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
}

/**
 * Lets single-spa and React settle outside act(): single-spa mounts asynchronously, as it does on the
 * page, so this waits the way Testing Library's waitFor does (React's act environment off meanwhile,
 * then one more task for the answers already on their way). single-spa-react finishes a mount or
 * an unmount in a zero-delay timer: with time faked, those timers are run here, or the wait would
 * never end.
 */
function settle<T>(work: () => Promise<T>): Promise<T> {
  return getConfig().asyncWrapper(async () => {
    const promise = work();
    if (!fakeTimers()) return promise;
    let done = false;
    promise.then(() => { done = true; }, () => { done = true; });
    for (let round = 0; round < 1000 && !done; round++) {
      jest.advanceTimersByTime(0);
      await Promise.resolve();
    }
    return promise;
  }) as Promise<T>;
}

let started = false;
/** Unmounts the remote of the running test, if one is mounted. */
let unmountCurrent: (() => Promise<void>) | null = null;

function ownerOf(url: string): RemoteName {
  const owner = matchAppRoute(new URL(url, 'http://localhost').pathname)?.route.owner;
  if (!owner || owner === 'shell' || !(REMOTES as readonly string[]).includes(owner)) {
    throw new Error(`no remote owns ${url} in the route table: pass \`remote\``);
  }
  return owner;
}

/**
 * Opens `url` and mounts the remote there as the shell does: registered with single-spa, active on
 * the paths the route table gives it (and its feature flag allows), into its slot of the layout,
 * with fake mount props. Resolves once it is mounted (its first answers already in). Fails with the
 * remote's own error if it could not mount.
 */
export async function renderRemote(app: RemoteApp, options: RenderRemoteOptions = {}): Promise<RemoteTestKit> {
  // One remote at a time, as one route's owner is on the page.
  await unmountCurrent?.();
  const url = options.url ?? '/';
  const name = options.remote ?? ownerOf(url);
  window.history.pushState(null, '', url);
  const fake = fakeMountProps(options);

  const content = document.createElement('main');
  content.id = 'content';
  const slot = document.createElement('div');
  slot.id = `remote-${name}`;
  slot.dataset.remote = name;
  content.appendChild(slot);
  document.body.appendChild(content);

  const errors: Error[] = [];
  const onError = (error: Error & { appOrParcelName?: string }) => {
    if (error.appOrParcelName === name) errors.push(error);
  };
  addErrorHandler(onError);

  let unmounted = false;
  const unmount = async () => {
    if (unmounted) return;
    unmounted = true;
    unmountCurrent = null;
    await settle(() => unregisterApplication(name));
    removeErrorHandler(onError);
    fake.dispose();
    content.remove();
    if (fake.api.problems.length) throw new Error(fake.api.problems.join('\n'));
  };
  unmountCurrent = unmount;

  registerApplication<RemoteMountProps & { domElementGetter(): HTMLElement }>({
    name,
    app: async () => app as unknown as LifeCycles<RemoteMountProps & { domElementGetter(): HTMLElement }>,
    activeWhen: isServedBy(name, fake.props.settings),
    customProps: { ...fake.props, domElementGetter: () => slot },
  });
  await settle(async () => {
    if (!started) {
      started = true;
      start({ urlRerouteOnly: true });
    }
    await triggerAppChange();
  });
  if (errors.length) throw errors[0];

  return {
    ...fake,
    screen,
    user: userEvent.setup(options.userEvent),
    location: () => window.location.pathname + window.location.search,
    navigate: (to) => settle(async () => {
      navigateToUrl(to);
      await triggerAppChange();
    }),
    changeLanguage: async (language) => {
      // What the shell's language switch does: i18next first, then the event for whoever listens.
      await act(async () => {
        await fake.i18n.changeLanguage(language);
        fake.bus.emit('language/changed', { language });
      });
    },
    unmount,
  };
}

/**
 * Unmounts the remote of the test, if one is mounted (reporting answers its route's schema refused),
 * and clears local and session storage, so that the next test is a fresh visit.
 */
export async function cleanupRemote(): Promise<void> {
  try {
    await unmountCurrent?.();
  } finally {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
}

// As Testing Library does for its own renders: every test ends with the remote unmounted.
const hooks = globalThis as { afterEach?: (fn: () => Promise<void>) => void };
if (typeof hooks.afterEach === 'function') hooks.afterEach(cleanupRemote);
