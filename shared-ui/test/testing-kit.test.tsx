import { useTranslation } from 'react-i18next';
import { routes } from '@storefront/contracts';
import { createRemoteApp, useApiQuery, useMountProps, useSession } from '../src';
import { apiError, loggedIn, renderRemote } from '../src/testing';

/** A remote of the test's own: the vacancies, as the booking remote would mount them. */
function Vacancies() {
  const { t } = useTranslation();
  const { api } = useMountProps();
  const user = useSession((s) => s.user);
  const state = useApiQuery(routes.vacancies);
  return (
    <section>
      <h1>{t('title')}</h1>
      {user && <p>{user.firstName}</p>}
      {state.status === 'ready' && <ul>{state.data.map((v) => <li key={v.id}>{v.title.ru}</li>)}</ul>}
      {state.status === 'error' && <p role="alert">{state.error.message}</p>}
      <button type="button" onClick={() => void api.call(routes.me)}>me</button>
    </section>
  );
}

const translations = { uz: { title: "Bo'sh ish o'rinlari" }, ru: { title: 'Вакансии' }, eng: { title: 'Vacancies' } };
const app = createRemoteApp({ name: 'booking', App: Vacancies, translations });
const COOK = { id: 5, merchantId: 1, title: { ru: 'Повар', uz: null, eng: null }, description: { ru: '', uz: null, eng: null }, salary: null, isActive: true };

describe('renderRemote', () => {
  it('mounts the remote with its translations at the address asked, answering its calls', async () => {
    const { screen, api, location } = await renderRemote(app, { url: '/vacancy?from=menu', session: loggedIn(), api: { vacancies: [COOK] } });
    expect(screen.getByRole('heading', { name: 'Вакансии' })).toBeInTheDocument();
    expect(screen.getByText('Aziza')).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Повар');
    expect(api.calls).toMatchObject([{ route: 'vacancies', method: 'GET', path: '/support/v1/vacancies', quiet: false }]);
    expect(location()).toBe('/vacancy?from=menu');
    expect(document.querySelector('#content > #remote-booking[data-remote="booking"]')).not.toBeNull();
  });

  it("answers a call without a handler 404, and shows a call's error through the shell unless it is quiet", async () => {
    const { screen, user, api, emitted } = await renderRemote(app, { url: '/vacancy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('no test handler for vacancies (GET /support/v1/vacancies)');
    expect(api.unhandled.map((call) => call.route)).toEqual(['vacancies']);
    expect(emitted('notify')).toEqual([{ kind: 'error', message: 'no test handler for vacancies (GET /support/v1/vacancies)' }]);

    api.on('me', apiError(500, 'INTERNAL', 'Сервер недоступен'));
    await user.click(screen.getByRole('button', { name: 'me' }));
    expect(emitted('notify').at(-1)).toEqual({ kind: 'error', message: 'Сервер недоступен' });
  });

  it('logs the customer out when a call with the token answers 401, as the shell does', async () => {
    const { screen, user, store, emitted } = await renderRemote(app, {
      url: '/vacancy', session: loggedIn(), api: { vacancies: [], me: apiError(401, 'UNAUTHORIZED', 'Войдите снова') },
    });
    await user.click(screen.getByRole('button', { name: 'me' }));
    expect(emitted('auth/logged-out')).toHaveLength(1);
    expect(store.getState().token).toBeNull();
    expect(screen.queryByText('Aziza')).not.toBeInTheDocument();
  });

  it('fails the test when a handler answers what the route never would', async () => {
    const { screen, unmount } = await renderRemote(app, { url: '/vacancy', api: { vacancies: [{ ...COOK, id: 'five' }] as never } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка, попробуйте позже');
    await expect(unmount()).rejects.toThrow(/the answer of vacancies does not match its schema/);
  });

  it("takes the remote off the page when the customer leaves its paths, and puts it back on them", async () => {
    const { screen, navigate, location } = await renderRemote(app, { url: '/vacancy', api: { vacancies: [] } });
    await navigate('/login');
    expect(location()).toBe('/login');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await navigate('/vacancy/5');
    expect(screen.getByRole('heading', { name: 'Вакансии' })).toBeInTheDocument();
  });

  it('follows the language the customer picks in the header', async () => {
    const { screen, changeLanguage, emitted } = await renderRemote(app, { url: '/vacancy', language: 'uz', api: { vacancies: [] } });
    expect(screen.getByRole('heading', { name: "Bo'sh ish o'rinlari" })).toBeInTheDocument();
    await changeLanguage('eng');
    expect(screen.getByRole('heading', { name: 'Vacancies' })).toBeInTheDocument();
    expect(emitted('language/changed')).toEqual([{ language: 'eng' }]);
  });

  it('hands the remote the live stream as a shell with one does, or none', async () => {
    const withStream = await renderRemote(app, { url: '/vacancy', api: { vacancies: [] } });
    expect(withStream.props.live?.state$).toBe(withStream.live!.state$);
    expect(withStream.live!.state$.value).toBe('live');
    const older = await renderRemote(app, { url: '/vacancy', live: false, api: { vacancies: [] } });
    expect(older.props.live).toBeUndefined();
  });

  it("shows the remote's failure notice when its screen breaks, as on the page", async () => {
    const broken = createRemoteApp({ name: 'booking', App: () => { throw new Error('broken screen'); }, translations });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { screen } = await renderRemote(broken, { url: '/waiter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Этот раздел сейчас не открылся');
    error.mockRestore();
  });

  it('needs the remote named for an address no remote owns', async () => {
    await expect(renderRemote(app, { url: '/merchantNotAvailable' })).rejects.toThrow('pass `remote`');
  });
});
