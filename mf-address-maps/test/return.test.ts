/**
 * @jest-environment-options {"url": "http://shop.localhost/"}
 */
import { returnToOrigin } from '../src/lib/return';

/** A window whose Navigation API holds these URLs, the last one current. */
function browse(urls: string[]) {
  const entries = urls.map((url, index) => ({ url, key: `k${index}`, index }));
  const traverseTo = jest.fn();
  window.history.pushState(null, '', urls[urls.length - 1]);
  // jsdom has no Navigation API: the Chromium one the screen reads is stood in for.
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: { entries: () => entries, currentEntry: entries[entries.length - 1], traverseTo, canGoBack: urls.length > 1 },
  });
  return traverseTo;
}

const navigate = jest.fn();

afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
  navigate.mockReset();
});

describe('returnToOrigin', () => {
  it('goes back to the page the customer came from', () => {
    const traverseTo = browse(['http://shop.localhost/checkout', 'http://shop.localhost/choose-address']);
    returnToOrigin(navigate);
    expect(traverseTo).toHaveBeenCalledWith('k0');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('skips the login steps a guest passed through, and this screen itself', () => {
    const traverseTo = browse([
      'http://shop.localhost/checkout', 'http://shop.localhost/choose-address', 'http://shop.localhost/login',
      'http://shop.localhost/login/confirm?phone=998901234567', 'http://shop.localhost/choose-address',
    ]);
    returnToOrigin(navigate);
    expect(traverseTo).toHaveBeenCalledWith('k0');
  });

  it('opens the fallback when nothing earlier is of this storefront', () => {
    const traverseTo = browse(['http://shop.localhost/login', 'http://shop.localhost/profile/address/create']);
    returnToOrigin(navigate, '/profile/address');
    expect(traverseTo).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/profile/address');
  });

  it('steps back without the Navigation API, or opens the fallback when there is nowhere to go back to', () => {
    window.history.pushState(null, '', '/choose-address');
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    Object.defineProperty(window, 'navigation', { configurable: true, value: { canGoBack: true } });
    returnToOrigin(navigate);
    expect(back).toHaveBeenCalledTimes(1);
    delete (window as { navigation?: unknown }).navigation;
    returnToOrigin(navigate);
    expect(navigate).toHaveBeenCalledWith('/checkout');
    back.mockRestore();
  });
});
