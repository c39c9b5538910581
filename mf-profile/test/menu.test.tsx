import app from '../src/app';
import { renderFirstView } from '../src/first-view';
import { within } from '@testing-library/react';
import { DEMO_MERCHANT, DEMO_SETTINGS, apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import { cashbackEntry, customer } from './fixtures';

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('the profile menu on /profile', () => {
  it('offers a guest the login and the public pages only', async () => {
    const { screen, api, user, location } = await renderRemote(app, { url: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы оформлять и отслеживать заказы.')).toBeInTheDocument();
    expect(linkNames(screen.getByRole('list'))).toEqual(['Филиалы', 'Вакансии', 'О компании', 'Условия использования', 'Политика конфиденциальности']);
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Войти' }));
    expect(location()).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    // The login brings the customer back here.
    expect(window.localStorage.getItem('_redirectUrl')).toBe('/profile');
  });

  it('names the customer and lists their screens, each while the merchant has it switched on', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/profile', session: loggedIn(), settings: { favouriteActive: false, vacanciesActive: false, chatActive: false },
      api: { me: customer(), activeOrders: [] },
    });
    expect(screen.getByText('Aziza Karimova')).toBeInTheDocument();
    expect(linkNames(screen.getByRole('list'))).toEqual([
      'Личные данные', 'Мои заказы', 'Мои адреса', 'Промокоды', 'Мои карты', 'Уведомления',
      'Филиалы', 'О компании', 'Условия использования', 'Политика конфиденциальности',
    ]);
    await user.click(screen.getByRole('link', { name: 'Мои заказы' }));
    expect(location()).toBe('/profile/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument();
  });

  it('shows the phone of a customer without a name', async () => {
    const { screen } = await renderRemote(app, {
      url: '/profile', session: loggedIn(customer({ firstName: null, lastName: null })), api: { me: customer({ firstName: null, lastName: null }) },
    });
    expect(screen.getByText('+998 90 123 45 67')).toBeInTheDocument();
  });

  it('shows the balance as the API tells it now, with the cashback history on demand', async () => {
    const { screen, user, api, store } = await renderRemote(app, {
      url: '/profile', session: loggedIn(),
      api: {
        me: customer({ cashback: 15_500 }),
        cashbackHistory: [cashbackEntry(1, 'EARNED', 2_500, '1001'), cashbackEntry(2, 'SPENT', -6_000, '1002'), cashbackEntry(3, 'RETURNED', 6_000)],
      },
    });
    expect(await screen.findByText('15 500 сум')).toBeInTheDocument();
    // The fresh user goes back to the session for every remote.
    expect(store.getState().user?.cashback).toBe(15_500);
    expect(screen.getByText('5 % кешбэка с каждого доставленного заказа')).toBeInTheDocument();
    expect(api.callsTo('cashbackHistory')).toEqual([]);

    const toggle = screen.getByRole('button', { name: 'История кешбэка' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = await screen.findAllByRole('listitem');
    const history = items.filter((item) => item.closest('ul')?.classList.contains('pf-history'));
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Начислен кешбэк · Заказ № 1001.*\+2 500 сум$/),
      expect.stringMatching(/^Оплачено кешбэком · Заказ № 1002.*−6 000 сум$/),
      expect.stringMatching(/^Возврат за отменённый заказ.*\+6 000 сум$/),
    ]);
    await user.click(toggle);
    expect(screen.queryByText(/Начислен кешбэк/)).not.toBeInTheDocument();
  });

  it('says when there is no cashback history yet, and hides the balance where the merchant has none', async () => {
    const withBalance = await renderRemote(app, { url: '/profile', session: loggedIn(), api: { me: customer(), cashbackHistory: [] } });
    await withBalance.user.click(withBalance.screen.getByRole('button', { name: 'История кешбэка' }));
    expect(await withBalance.screen.findByText('Движений пока нет')).toBeInTheDocument();

    const without = await renderRemote(app, { url: '/profile', session: loggedIn(), settings: { balanceActive: false, cashbackActive: false } });
    expect(without.screen.queryByText('Баланс')).not.toBeInTheDocument();
    expect(without.api.callsTo('me')).toEqual([]);
  });

  it('logs out: the API forgets the token and the session empties', async () => {
    const { screen, user, api, emitted, store } = await renderRemote(app, {
      url: '/profile', session: loggedIn(), api: { me: customer(), logout: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Войдите, чтобы оформлять и отслеживать заказы.')).toBeInTheDocument();
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(emitted('auth/logged-out')).toHaveLength(1);
    expect(store.getState().token).toBeNull();
  });

  it('deletes the account only after asking, then logs out', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/profile', session: loggedIn(), api: { me: customer(), deleteUser: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Удалить учётную запись' }));
    const dialog = screen.getByRole('alertdialog', { name: /Удалить учётную запись\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('deleteUser')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить учётную запись' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Войдите, чтобы оформлять и отслеживать заказы.')).toBeInTheDocument();
    expect(api.callsTo('deleteUser')).toMatchObject([{ method: 'DELETE' }]);
    expect(emitted('notify')).toEqual([{ kind: 'info', message: 'Учётная запись удалена' }]);
    expect(emitted('auth/logged-out')).toHaveLength(1);
  });

  it('keeps the account and the question when the API refuses the deletion', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/profile', session: loggedIn(), api: { me: customer(), deleteUser: apiError(500, 'INTERNAL', 'Не удалось удалить') },
    });
    await user.click(screen.getByRole('button', { name: 'Удалить учётную запись' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByRole('button', { name: 'Да, удалить' })).toBeEnabled();
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'Не удалось удалить' }]);
    expect(emitted('auth/logged-out')).toEqual([]);
    expect(screen.getByText('Aziza Karimova')).toBeInTheDocument();
  });

  it('speaks the language the customer picks in the header', async () => {
    const { screen, changeLanguage } = await renderRemote(app, { url: '/profile' });
    await changeLanguage('uz');
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kirish' })).toBeInTheDocument();
    await changeLanguage('eng');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });
});

describe('the merchant texts: about, terms, privacy', () => {
  it('shows the about text that came with the merchant, sanitised, without asking the API', async () => {
    const { screen, api } = await renderRemote(app, {
      url: '/about',
      merchant: { about: { type: 'ABOUT_COMPANY', text: { ru: '<p>Мы готовим <b>плов</b> с 1998 года</p><img src="x" onerror="alert(1)"><script>alert(2)</script>', uz: null, eng: null } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'О компании' })).toBeInTheDocument();
    expect(screen.getByText('плов')).toContainHTML('<b>плов</b>');
    expect(screen.getByText(/с 1998 года/)).toBeInTheDocument();
    expect(document.querySelector('#content script')).toBeNull();
    expect(document.querySelector('#content img')).not.toHaveAttribute('onerror');
    expect(api.calls).toEqual([]);
  });

  it('asks for the about text when the merchant came without it', async () => {
    const { screen, api } = await renderRemote(app, {
      url: '/about', api: { policies: [{ type: 'ABOUT_COMPANY', text: { ru: '<p>О нас</p>', uz: null, eng: null } }] },
    });
    expect(await screen.findByText('О нас')).toBeInTheDocument();
    expect(api.callsTo('policies')).toMatchObject([{ query: { type: 'ABOUT_COMPANY' } }]);
  });

  it('shows the terms on /offerta and on the login rules, in the language picked', async () => {
    const terms = { type: 'TERMS' as const, text: { ru: '<h2>Правила</h2>', uz: '<h2>Qoidalar</h2>', eng: null } };
    const offerta = await renderRemote(app, { url: '/offerta', api: { policies: [terms] } });
    expect(offerta.screen.getByRole('heading', { level: 1, name: 'Условия использования' })).toBeInTheDocument();
    expect(await offerta.screen.findByRole('heading', { level: 2, name: 'Правила' })).toBeInTheDocument();
    expect(offerta.api.callsTo('policies')).toMatchObject([{ query: { type: 'TERMS' } }]);
    await offerta.changeLanguage('uz');
    expect(offerta.screen.getByRole('heading', { level: 2, name: 'Qoidalar' })).toBeInTheDocument();

    const rules = await renderRemote(app, { url: '/login/rules', api: { policies: [terms] } });
    expect(await rules.screen.findByRole('heading', { level: 2, name: 'Правила' })).toBeInTheDocument();
  });

  it('says a text the merchant has not written yet, or could not be read, is missing', async () => {
    const empty = await renderRemote(app, { url: '/privacy', api: { policies: [] } });
    expect(empty.screen.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeInTheDocument();
    expect(await empty.screen.findByText('Этот текст ещё не добавлен.')).toBeInTheDocument();
    expect(empty.api.callsTo('policies')).toMatchObject([{ query: { type: 'PRIVACY_POLICY' } }]);

    const failed = await renderRemote(app, { url: '/privacy', api: { policies: apiError(503, 'UNAVAILABLE', 'Сервис недоступен') } });
    expect(await failed.screen.findByText('Этот текст ещё не добавлен.')).toBeInTheDocument();
    expect(failed.emitted('notify')).toEqual([{ kind: 'error', message: 'Сервис недоступен' }]);
  });
});

describe('the first view of /profile/orders', () => {
  const input = (pathname: string) => ({
    version: 1 as const, pathname, brand: 'demo', language: 'ru' as const,
    data: { merchant: DEMO_MERCHANT, settings: DEMO_SETTINGS, cities: [], about: null, brands: [], stories: [], banners: [] },
    urls: { apiBase: 'http://api.test', mediaBase: 'http://media.test' },
    loadOverall: async () => null,
  });

  it('draws the orders heading before the code runs, and nothing on other pages', async () => {
    const part = await renderFirstView(input('/profile/orders'));
    expect(part?.html).toContain('<h1>Мои заказы</h1>');
    expect(part?.readySelector).toBe('#content h1');
    expect(await renderFirstView(input('/profile'))).toBeNull();
  });
});
