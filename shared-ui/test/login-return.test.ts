import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/navigation', () => ({ navigate: vi.fn() }));
const { goToLogin, safeRedirect, takeRedirect } = await import('../src/login-return');
const { navigate } = await import('../src/navigation');

afterEach(() => vi.unstubAllGlobals());

function stubWindow(pathname: string) {
  const stored: Record<string, string> = {};
  vi.stubGlobal('window', {
    location: { pathname, search: '?vendor=demo' },
    localStorage: {
      setItem: (k: string, v: string) => { stored[k] = v; },
      getItem: (k: string) => stored[k] ?? null,
      removeItem: (k: string) => { delete stored[k]; },
    },
  });
  return stored;
}

describe('go to login and come back', () => {
  it('remembers the page (spec §7 _redirectUrl), opens the login, and gives the page back once', () => {
    const stored = stubWindow('/product/12');
    goToLogin();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(stored._redirectUrl).toBe('/product/12?vendor=demo');
    expect(takeRedirect()).toBe('/product/12?vendor=demo');
    expect(takeRedirect()).toBe('/');
    goToLogin('/checkout');
    expect(takeRedirect()).toBe('/checkout');
  });

  it('goes only to a path of this storefront, never to the login itself', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/product/5?vendor=demo')).toBe('/product/5?vendor=demo');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login/confirm?phone=1')).toBe('/');
  });
});
