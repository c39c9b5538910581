import type { Translations } from '@storefront/ui';

export const translations: Translations = {
  uz: { branches: 'Filiallar', loading: '...loading', failed: "Filiallarni yuklab bo'lmadi", hours: 'Ish vaqti', phone: 'Telefon' },
  ru: { branches: 'Филиалы', loading: '...loading', failed: 'Не удалось загрузить филиалы', hours: 'Часы работы', phone: 'Телефон' },
  eng: { branches: 'Branches', loading: '...loading', failed: 'The branches could not be loaded', hours: 'Opening hours', phone: 'Phone' },
};
