import { afterEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('@storefront/ui', () => ({ navigate: (url: string) => navigate(url) }));
const { returnToOrigin } = await import('../src/lib/return');

/** A window whose Navigation API holds these URLs, the last one current. */
function browse(urls: string[]) {
  const entries = urls.map((url, index) => ({ url, key: `k${index}`, index }));
  const traverseTo = vi.fn();
  vi.stubGlobal('window', {
    location: new URL(urls[urls.length - 1]),
    navigation: { entries: () => entries, currentEntry: entries[entries.length - 1], traverseTo, canGoBack: urls.length > 1 },
    history: { back: vi.fn() },
  });
  return traverseTo;
}

afterEach(() => {
  vi.unstubAllGlobals();
  navigate.mockReset();
});

describe('returnToOrigin', () => {
  it('goes back to the page the customer came from', () => {
    const traverseTo = browse(['http://shop.localhost/checkout', 'http://shop.localhost/choose-address']);
    returnToOrigin();
    expect(traverseTo).toHaveBeenCalledWith('k0');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('skips the login steps a guest passed through, and this screen itself', () => {
    const traverseTo = browse([
      'http://shop.localhost/checkout', 'http://shop.localhost/choose-address', 'http://shop.localhost/login',
      'http://shop.localhost/login/confirm?phone=998901234567', 'http://shop.localhost/choose-address',
    ]);
    returnToOrigin();
    expect(traverseTo).toHaveBeenCalledWith('k0');
  });

  it('opens the fallback when nothing earlier is of this storefront', () => {
    const traverseTo = browse(['http://shop.localhost/login', 'http://shop.localhost/profile/address/create']);
    returnToOrigin('/profile/address');
    expect(traverseTo).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/profile/address');
  });
});
