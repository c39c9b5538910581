// The service worker's offline decisions (shell/src/service-worker/offline-rules.ts) and the shell's
// offline notice (shell/src/offline/offline-notice.ts), issue 34.
import { OFFLINE_TEXTS } from '../src/offline/offline-texts';
import { OFFLINE_NOTICE_ID, showOfflineState, startOfflineNotice } from '../src/offline/offline-notice';
import {
  languageOf, offlineLanguage, offlinePageHtml, remoteFiles, remoteFolder, shellPageFor, staleFiles,
} from '../src/service-worker/offline-rules';
import { startFilesOf } from '../src/remotes/start-files';
import { SHELL_TEXTS } from '../src/i18n/texts';

const ENTRY = 'http://localhost:3001/remoteEntry.js';

describe('the remotes\' files the worker keeps for offline', () => {
  it('are the app\'s files and every route\'s and part\'s, beside the entry, once each', () => {
    const list = {
      files: ['967.541aad0def.js', '56.1b6b6b27ef.js'],
      routes: {
        '/product/:id': ['screen-product-id.68a3494395.js'],
        '/extra': ['264.ffc6dc1a22.js', 'screen-extra.1c5ac12adb.js'],
        '/extra2': ['264.ffc6dc1a22.js', 'screen-extra.1c5ac12adb.js'],
      },
      parts: { 'map-leaflet': ['643.71bdc86b5d.js', 'map-leaflet.6b9655b6ca.js'] },
    };
    expect(remoteFiles(ENTRY, list)).toEqual([
      'http://localhost:3001/967.541aad0def.js',
      'http://localhost:3001/56.1b6b6b27ef.js',
      'http://localhost:3001/screen-product-id.68a3494395.js',
      'http://localhost:3001/264.ffc6dc1a22.js',
      'http://localhost:3001/screen-extra.1c5ac12adb.js',
      'http://localhost:3001/643.71bdc86b5d.js',
      'http://localhost:3001/map-leaflet.6b9655b6ca.js',
    ]);
    expect(startFilesOf('https://cdn.example/basket/remoteEntry.js')).toBe('https://cdn.example/basket/start-files.json');
  });

  it('take only plain script names from another server\'s list, and nothing from a broken one', () => {
    expect(remoteFiles(ENTRY, { files: ['../../evil.js', 'https://other.example/x.js', 42, 'ok.0123456789.js'], routes: { '/a': 'nope' }, parts: { b: [7] } }))
      .toEqual(['http://localhost:3001/ok.0123456789.js']);
    expect(remoteFiles(ENTRY, null)).toEqual([]);
    expect(remoteFiles(ENTRY, { routes: null, parts: null })).toEqual([]);
  });

  it('drop what an older deploy of the same remote named, and nothing of another remote', () => {
    const entry = 'https://cdn.example/catalog/remoteEntry.js';
    expect(remoteFolder(entry)).toBe('https://cdn.example/catalog/');
    const stored = ['https://cdn.example/catalog/old.1111111111.js', 'https://cdn.example/catalog/kept.2222222222.js', 'https://cdn.example/basket/old.3333333333.js'];
    expect(staleFiles(stored, entry, ['https://cdn.example/catalog/kept.2222222222.js'])).toEqual(['https://cdn.example/catalog/old.1111111111.js']);
  });
});

describe('the language of the worker\'s offline page', () => {
  it('is the one the page told, else the browser\'s first known, else Uzbek', () => {
    expect(languageOf('en-US')).toBe('eng');
    expect(languageOf('eng')).toBe('eng');
    expect(languageOf('RU')).toBe('ru');
    expect(languageOf('de')).toBeNull();
    expect(languageOf(null)).toBeNull();
    expect(offlineLanguage('ru', 'en-US,en;q=0.9')).toBe('ru');
    expect(offlineLanguage(null, 'de-DE,de;q=0.9,ru;q=0.8')).toBe('ru');
    expect(offlineLanguage(undefined, 'fr')).toBe('uz');
    expect(offlineLanguage('', null)).toBe('uz');
  });
});

describe('the page that answers a navigation with no network', () => {
  const stored = [
    'http://shop.example/profile?vendor=demo',
    'http://shop.example/?vendor=mim',
    'http://shop.example/?vendor=demo',
    'http://shop.example/search?vendor=demo',
  ];

  it('is the home page of the same brand, which the shell routes to the address asked for', () => {
    expect(shellPageFor(stored, 'http://shop.example/basket?vendor=demo')).toBe('http://shop.example/?vendor=demo');
    expect(shellPageFor(stored, 'http://shop.example/basket?vendor=mim')).toBe('http://shop.example/?vendor=mim');
  });

  it('is a page of the same address when there is one, and never another site\'s', () => {
    expect(shellPageFor(stored, 'http://shop.example/search?vendor=mim')).toBe('http://shop.example/search?vendor=demo');
    expect(shellPageFor(stored, 'http://other.example/basket')).toBeNull();
    expect(shellPageFor([], 'http://shop.example/')).toBeNull();
    // Of equal ones, the last stored.
    expect(shellPageFor(['http://shop.example/a', 'http://shop.example/b'], 'http://shop.example/c')).toBe('http://shop.example/b');
  });

  it('is otherwise the worker\'s own page, in the language, escaped, with a way to try again', () => {
    const html = offlinePageHtml('ru', OFFLINE_TEXTS.ru, 'http://shop.example/basket?vendor=demo&x="<b>"');
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Нет подключения к интернету');
    expect(html).toContain('href="http://shop.example/basket?vendor=demo&#38;x=&#34;&#60;b&#62;&#34;"');
    expect(html).not.toContain('<script');
    expect(offlinePageHtml('eng', OFFLINE_TEXTS.eng, '/')).toContain('<html lang="en">');
  });
});

describe('the shell\'s offline notice', () => {
  const textIn = (language: 'uz' | 'ru' | 'eng') => () => (SHELL_TEXTS[language] as Record<string, string>)['offline.notice'];

  beforeEach(() => { document.body.innerHTML = '<header id="shell"></header><main id="content"></main>'; });

  it('shows above the screens while offline, in the page\'s language, and goes when the network is back', () => {
    const notice = showOfflineState(textIn('ru'), false)!;
    expect(notice.textContent).toBe(OFFLINE_TEXTS.ru.notice);
    expect(notice.nextElementSibling?.id).toBe('content');
    expect(notice.getAttribute('role')).toBe('status');
    expect(showOfflineState(textIn('uz'), false)).toBe(notice);
    expect(notice.textContent).toBe(OFFLINE_TEXTS.uz.notice);
    expect(showOfflineState(textIn('uz'), true)).toBeNull();
    expect(document.getElementById(OFFLINE_NOTICE_ID)).toBeNull();
  });

  it('follows the network\'s events and the language', () => {
    const listeners: ((language: string) => void)[] = [];
    let language: 'uz' | 'ru' | 'eng' = 'eng';
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startOfflineNotice(() => textIn(language)(), (listener) => { listeners.push(listener); });
    expect(document.getElementById(OFFLINE_NOTICE_ID)?.textContent).toBe(OFFLINE_TEXTS.eng.notice);
    language = 'ru';
    listeners.forEach((listener) => listener('ru'));
    expect(document.getElementById(OFFLINE_NOTICE_ID)?.textContent).toBe(OFFLINE_TEXTS.ru.notice);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(document.getElementById(OFFLINE_NOTICE_ID)).toBeNull();
    online.mockRestore();
  });
});
