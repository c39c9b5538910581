/** @jest-environment jsdom */
import { clearCookies, readCookie, writeCookie } from '../src/platform/cookies';
import { keepTokenCookie } from '../src/session/auth';

describe('the token cookie of a stored login', () => {
  afterEach(() => clearCookies());

  it('comes back when the storage holds a login and the cookie is gone', () => {
    keepTokenCookie('stored-token');
    expect(readCookie('token')).toBe('stored-token');
    expect(document.cookie).toContain('token=stored-token');
  });

  it('is left as it is when there is one, and never written for a guest', () => {
    writeCookie('token', 'cookie-token');
    keepTokenCookie('stored-token');
    expect(readCookie('token')).toBe('cookie-token');
    clearCookies();
    keepTokenCookie(null);
    expect(readCookie('token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });
});
