import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject, Subject } from 'rxjs';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { I18nScopeProvider, RemoteFailureNotice, peek, useLanguage } from '../src';

function Greeting() {
  const { t } = useTranslation();
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
    render(<I18nScopeProvider i18n={i18n} namespace="catalog"><Greeting /></I18nScopeProvider>);
    expect(screen.getByText('Salom (uz)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByText('Привет (ru)')).toBeInTheDocument();
  });
});

describe('failure notice', () => {
  it('speaks the interface language and offers a retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<RemoteFailureNotice remote="catalog" language="ru" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-failure', 'catalog');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<RemoteFailureNotice remote="catalog" language="eng" onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
