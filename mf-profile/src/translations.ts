import type { Translations } from '@storefront/ui';

export const translations: Translations = {
  uz: {
    profile: 'Profil', login: 'Kirish', logout: 'Chiqish', personal: "Shaxsiy ma'lumotlar", orders: 'Buyurtmalarim',
    addresses: 'Manzillarim', promos: 'Promokodlar', favourites: 'Sevimlilar', cards: 'Kartalarim', vacancies: "Bo'sh ish o'rinlari",
    branches: 'Filiallar', about: 'Kompaniya haqida', terms: 'Foydalanish shartlari', privacy: 'Maxfiylik siyosati',
    guest: 'Buyurtma berish va ularni kuzatish uchun tizimga kiring.', loading: '...loading', missing: "Bu matn hali qo'shilmagan.",
    loginSoon: 'Telefon raqami orqali kirish', loginBody: 'Telefon raqamingizga yuborilgan kod bilan kirish shu yerda bo\'ladi; Telegram ichida siz avtomatik kirasiz.',
    back: 'Profilga qaytish',
  },
  ru: {
    profile: 'Профиль', login: 'Войти', logout: 'Выйти', personal: 'Личные данные', orders: 'Мои заказы',
    addresses: 'Мои адреса', promos: 'Промокоды', favourites: 'Избранное', cards: 'Мои карты', vacancies: 'Вакансии',
    branches: 'Филиалы', about: 'О компании', terms: 'Условия использования', privacy: 'Политика конфиденциальности',
    guest: 'Войдите, чтобы оформлять и отслеживать заказы.', loading: '...loading', missing: 'Этот текст ещё не добавлен.',
    loginSoon: 'Вход по номеру телефона', loginBody: 'Здесь будет вход по коду из SMS; внутри Telegram вы входите автоматически.',
    back: 'Назад в профиль',
  },
  eng: {
    profile: 'Profile', login: 'Log in', logout: 'Log out', personal: 'Personal information', orders: 'My orders',
    addresses: 'My addresses', promos: 'Promo codes', favourites: 'Favourites', cards: 'My cards', vacancies: 'Vacancies',
    branches: 'Branches', about: 'About the company', terms: 'Terms of use', privacy: 'Privacy policy',
    guest: 'Log in to place orders and follow them.', loading: '...loading', missing: 'This text has not been added yet.',
    loginSoon: 'Log in with your phone number', loginBody: 'Logging in with a code sent by SMS comes here; inside Telegram you are logged in automatically.',
    back: 'Back to the profile',
  },
};
