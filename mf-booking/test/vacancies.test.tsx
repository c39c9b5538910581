import app from '../src/app';
import { MESSAGES } from '@storefront/contracts';
import { apiError, loggedIn, renderRemote } from '@storefront/ui/testing';
import { vacancy } from './fixtures';

const COOK = vacancy(5, 'Повар', { salaryText: { ru: 'от 6 млн сум', uz: '6 mln so‘mdan', eng: 'from 6 mln UZS' } });
const WAITER = vacancy(6, 'Официант', { salary: '4 000 000' });
const CLEANER = vacancy(8, 'Уборщик');

describe('vacancies', () => {
  it('lists the open vacancies with their salary, and opens one', async () => {
    const { screen, user, location } = await renderRemote(app, {
      url: '/vacancy', api: { vacancies: [COOK, WAITER, CLEANER], vacancy: ({ params }) => [COOK, WAITER, CLEANER].find((v) => v.id === Number(params.id))! },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Повар · Зарплата: от 6 млн сум', 'Официант · Зарплата: 4 000 000', 'Уборщик']);

    await user.click(screen.getByRole('link', { name: 'Повар' }));
    expect(location()).toBe('/vacancy/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Повар' })).toBeInTheDocument();
    expect(screen.getByText('Зарплата:', { exact: false })).toHaveTextContent('Зарплата: от 6 млн сум');
    expect(screen.getByText('Повар: описание')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Все вакансии' }));
    expect(location()).toBe('/vacancy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии' })).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    const { screen } = await renderRemote(app, { url: '/vacancy', api: { vacancies: [] } });
    expect(await screen.findByText('Сейчас открытых вакансий нет.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says a vacancy was not found when the API does not know it', async () => {
    const { screen } = await renderRemote(app, { url: '/vacancy/99', api: { vacancy: apiError(404, 'NOT_FOUND', 'Не найдено') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Вакансия не найдена.');
    expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
  });
});

describe('applying for a vacancy', () => {
  it('asks for a name and a whole phone number before sending anything', async () => {
    const { screen, user, api } = await renderRemote(app, { url: '/vacancy/5', api: { vacancy: COOK } });
    await user.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(screen.getByText(MESSAGES.requiredField)).toBeInTheDocument();
    expect(screen.getByText('Введите номер полностью: +998 и 9 цифр')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '90123');
    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveValue('+998 90 123');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByText('Введите номер полностью: +998 и 9 цифр')).toBeInTheDocument();
    expect(api.callsTo('vacancyApply')).toEqual([]);
  });

  it('sends the application of a guest and thanks them', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/vacancy/5', api: { vacancy: COOK, vacancyApply: { id: 301, vacancyId: 5, createdDate: '2026-11-27T10:00:00Z' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Имя' }), '  Bobur  ');
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '901234567');
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Работал поваром 3 года');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Отклик отправлен. Мы скоро с вами свяжемся.');
    expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
    expect(api.callsTo('vacancyApply')).toMatchObject([
      { params: { id: 5 }, body: { name: 'Bobur', phone: '998901234567', message: 'Работал поваром 3 года' } },
    ]);
  });

  it('fills in a logged-in customer, and shows the API refusing the application', async () => {
    const { screen, user, api, emitted } = await renderRemote(app, {
      url: '/vacancy/5', session: loggedIn(),
      api: { vacancy: COOK, vacancyApply: apiError(429, 'TOO_MANY_REQUESTS', 'Слишком много откликов, попробуйте позже') },
    });
    expect(await screen.findByRole('textbox', { name: 'Имя' })).toHaveValue('Aziza Karimova');
    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveValue('+998 90 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много откликов, попробуйте позже');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(api.callsTo('vacancyApply')).toMatchObject([{ body: { name: 'Aziza Karimova', phone: '998901234567', message: null } }]);
    // The form shows the refusal itself: the shell is not asked to as well.
    expect(emitted('notify')).toEqual([]);
  });
});
