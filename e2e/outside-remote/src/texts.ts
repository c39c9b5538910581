import type { Language } from '@storefront/contracts';

/** The screen's texts in each of the storefront's languages; the shell's i18n says which one shows. */
export interface Texts {
  heading: string;
  intro: string;
  loading: string;
  noVacancies: string;
  vacancy: string;
  name: string;
  phone: string;
  apply: string;
  sending: string;
  yours: string;
  pending: string;
  received: (id: number) => string;
  notice: string;
  toMenu: string;
}

export const TEXTS: Record<Language, Texts> = {
  ru: {
    heading: 'Работа у нас',
    intro: 'Выберите вакансию и оставьте номер: мы перезвоним.',
    loading: 'Загружаем вакансии…',
    noVacancies: 'Сейчас открытых вакансий нет',
    vacancy: 'Вакансия',
    name: 'Имя',
    phone: 'Телефон (998XXXXXXXXX)',
    apply: 'Откликнуться',
    sending: 'Отправляем…',
    yours: 'Ваши отклики',
    pending: 'отправляется',
    received: (id) => `принят, № ${id}`,
    notice: 'Отклик отправлен',
    toMenu: 'Перейти к меню',
  },
  uz: {
    heading: 'Biz bilan ishlang',
    intro: "Vakansiyani tanlang va raqamingizni qoldiring: biz qo'ng'iroq qilamiz.",
    loading: 'Vakansiyalar yuklanmoqda…',
    noVacancies: "Hozircha ochiq vakansiyalar yo'q",
    vacancy: 'Vakansiya',
    name: 'Ism',
    phone: 'Telefon (998XXXXXXXXX)',
    apply: 'Ariza yuborish',
    sending: 'Yuborilmoqda…',
    yours: 'Arizalaringiz',
    pending: 'yuborilmoqda',
    received: (id) => `qabul qilindi, № ${id}`,
    notice: 'Ariza yuborildi',
    toMenu: "Menyuga o'tish",
  },
  eng: {
    heading: 'Work with us',
    intro: 'Choose a vacancy and leave your number: we will call you back.',
    loading: 'Loading the vacancies…',
    noVacancies: 'No open vacancies right now',
    vacancy: 'Vacancy',
    name: 'Name',
    phone: 'Phone (998XXXXXXXXX)',
    apply: 'Apply',
    sending: 'Sending…',
    yours: 'Your applications',
    pending: 'sending',
    received: (id) => `received, № ${id}`,
    notice: 'Application sent',
    toMenu: 'Go to the menu',
  },
};
