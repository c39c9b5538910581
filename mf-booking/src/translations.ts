import type { Translations } from '@storefront/ui';

export const translations: Translations = {
  uz: { vacancies: "Bo'sh ish o'rinlari", none: "Hozircha bo'sh ish o'rinlari yo'q.", salary: 'Maosh', back: "Barcha bo'sh ish o'rinlari", loading: '...loading', notFound: 'Vakansiya topilmadi.' },
  ru: { vacancies: 'Вакансии', none: 'Сейчас открытых вакансий нет.', salary: 'Зарплата', back: 'Все вакансии', loading: '...loading', notFound: 'Вакансия не найдена.' },
  eng: { vacancies: 'Vacancies', none: 'There are no open vacancies right now.', salary: 'Salary', back: 'All vacancies', loading: '...loading', notFound: 'Vacancy not found.' },
};
