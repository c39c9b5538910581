import { goToLogin, safeRedirect, takeRedirect } from '../src/login-return';

afterEach(() => window.localStorage.clear());

describe('go to login and come back', () => {
  it('remembers the page (spec §7 _redirectUrl), opens the login, and gives the page back once', () => {
    window.history.pushState(null, '', '/product/12?vendor=demo');
    const navigate = jest.fn();
    goToLogin(navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(window.localStorage.getItem('_redirectUrl')).toBe('/product/12?vendor=demo');
    expect(takeRedirect()).toBe('/product/12?vendor=demo');
    expect(takeRedirect()).toBe('/');
    goToLogin(navigate, '/checkout');
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
