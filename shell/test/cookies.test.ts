/** @jest-environment jsdom */
import { clearCookies, readCookie, writeCookie } from '../src/platform/cookies';

describe('the page cookies', () => {
  it('asks the browser once, and sees its own writes and clears', () => {
    document.cookie = 'lang=ru; path=/';
    const getter = jest.spyOn(Document.prototype, 'cookie', 'get');
    expect(readCookie('lang')).toBe('ru');
    expect(readCookie('lang')).toBe('ru');
    expect(readCookie('missing')).toBeNull();
    expect(getter).toHaveBeenCalledTimes(1);

    writeCookie('lang', 'uz');
    expect(readCookie('lang')).toBe('uz');
    expect(getter).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('lang=uz');

    clearCookies(['keep']);
    expect(readCookie('lang')).toBeNull();
    getter.mockRestore();
  });

  it('reads an encoded value as it was written', () => {
    writeCookie('initData', 'user=%7B"id"%3A1%7D&hash=ab cd');
    expect(readCookie('initData')).toBe('user=%7B"id"%3A1%7D&hash=ab cd');
  });
});
