import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { BehaviorSubject, Subject } from 'rxjs';
import i18next from 'i18next';
import { I18nScopeProvider, RemoteFailureNotice, peek, rememberingT, useLanguage, useT } from '../src';

function Greeting() {
  const t = useT();
  return <p>{`${t('hello')} (${useLanguage()})`}</p>;
}

describe('peek', () => {
  it('reads the current value of a subject that has one, the fallback otherwise', () => {
    expect(peek(new BehaviorSubject(7), 0)).toBe(7);
    expect(peek(new Subject<number>(), 0)).toBe(0);
  });
});

describe('i18n scope', () => {
  it("translates in the scope's namespace and follows the language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'uz', fallbackLng: 'uz', resources: { uz: { catalog: { hello: 'Salom' } }, ru: { catalog: { hello: 'Привет' } } } });
    const render = () => renderToString(<I18nScopeProvider i18n={i18n} namespace="catalog"><Greeting /></I18nScopeProvider>);
    expect(render()).toContain('Salom (uz)');
    await i18n.changeLanguage('ru');
    expect(render()).toContain('Привет (ru)');
  });
});

describe('remembered translations', () => {
  it('answers a repeated call the same, with its options, and a bundle added later replaces a missing text', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'uz', fallbackLng: 'uz', resources: { uz: { catalog: { count: '{{count}} ta', unit: 'ta' } } } });
    const t = rememberingT(i18n, 'uz', 'catalog');
    expect(t('count', { count: 2 })).toBe('2 ta');
    expect(t('count', { count: 3 })).toBe('3 ta');
    expect(t('count', { count: 2 })).toBe('2 ta');
    // Answered from memory: a text changed without an 'added' event is not asked of i18next again.
    expect(t('unit')).toBe('ta');
    i18n.addResource('uz', 'catalog', 'unit', 'dona', { silent: true });
    expect(t('unit')).toBe('ta');
    expect(t('seeAll')).toBe('seeAll');
    i18n.addResourceBundle('uz', 'catalog', { seeAll: 'Hammasi' }, true, true);
    expect(t('seeAll')).toBe('Hammasi');
    expect(rememberingT(i18n, 'ru', 'catalog')('count', { count: 2 })).toBe('2 ta'); // the fallback language
  });
});

describe('failure notice', () => {
  it('speaks the interface language and offers a retry', () => {
    const html = renderToString(<RemoteFailureNotice remote="catalog" language="ru" onRetry={() => {}} />);
    expect(html).toContain('data-remote-failure="catalog"');
    expect(html).toContain('Повторить');
    expect(renderToString(<RemoteFailureNotice remote="catalog" language="eng" onRetry={() => {}} />)).toContain('Try again');
  });
});
