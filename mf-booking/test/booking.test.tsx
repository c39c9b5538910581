import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { BehaviorSubject } from 'rxjs';
import { emptySession, type RemoteMountProps, type SessionState } from '@storefront/contracts';
import { I18nScopeProvider, MountPropsContext } from '@storefront/ui';
import { BookingApp } from '../src/BookingApp';
import { translations } from '../src/translations';

afterEach(() => vi.unstubAllGlobals());

/** The remote's first paint at a path, in Russian, with the shell's props faked. */
function renderAt(pathname: string, session: Partial<SessionState> = {}) {
  vi.stubGlobal('window', { location: { pathname, search: '' } });
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'ru', fallbackLng: 'uz', resources: Object.fromEntries(Object.entries(translations).map(([l, r]) => [l, { booking: r }])), initAsync: false });
  const state$ = new BehaviorSubject<SessionState>({ ...emptySession('demo'), ...session });
  const store = { state$, getState: () => state$.value };
  const props = { api: { call: async () => ({ data: null, error: null }) }, i18n, store, telegram: { active: false } } as unknown as RemoteMountProps;
  return renderToString(
    <MountPropsContext.Provider value={props}>
      <I18nScopeProvider i18n={i18n} namespace="booking"><BookingApp /></I18nScopeProvider>
    </MountPropsContext.Provider>,
  );
}

describe('the booking remote picks its screen from the path', () => {
  it('lists the vacancies on /vacancy', () => {
    const html = renderAt('/vacancy');
    expect(html).toContain('<h1>Вакансии</h1>');
    expect(html).toContain('...loading');
  });

  it('opens one vacancy on /vacancy/{id}, with the way back to the list', () => {
    const html = renderAt('/vacancy/7');
    expect(html).not.toContain('<h1>Вакансии</h1>');
    expect(html).toMatch(/<a href="\/vacancy"[^>]*>Все вакансии<\/a>/);
  });

  it('opens the booking form on /reservations and my reservations on /reservations/my, with tabs between them', () => {
    const booking = renderAt('/reservations');
    expect(booking).toContain('<h1>Бронь стола</h1>');
    expect(booking).toMatch(/<a href="\/reservations\/my"[^>]*>Мои брони<\/a>/);
    const mine = renderAt('/reservations/my', { token: 't', user: { id: 1 } as SessionState['user'] });
    expect(mine).toContain('<h1>Мои брони</h1>');
  });

  it('asks a visitor without a table to scan its QR code on /waiter, and names the table otherwise', () => {
    expect(renderAt('/waiter')).toContain('Отсканируйте QR-код');
    const atTable = renderAt('/waiter', { table: { branchId: 1, tableId: 7 } });
    expect(atTable).not.toContain('Отсканируйте QR-код');
    expect(atTable).toContain('<h1>Позвать официанта</h1>');
  });
});
