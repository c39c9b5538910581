import type { Translations } from '@storefront/ui';

export const translations: Translations = {
  uz: {
    empty: "Menyu hozircha bo'sh.",
    add: 'Savatga',
    loading: '...loading',
    backToMenu: 'Menyuga qaytish',
    notOnMenu: 'Bu mahsulot menyuda yo\'q.',
    searchTitle: 'Qidiruv',
    searchPlaceholder: 'Mahsulot nomi',
    nothingFound: '“{{text}}” bo\'yicha hech narsa topilmadi.',
  },
  ru: {
    empty: 'Меню пока пусто.',
    add: 'В корзину',
    loading: '...loading',
    backToMenu: 'Вернуться в меню',
    notOnMenu: 'Этого товара нет в меню.',
    searchTitle: 'Поиск',
    searchPlaceholder: 'Название товара',
    nothingFound: 'По запросу «{{text}}» ничего не найдено.',
  },
  eng: {
    empty: 'The menu is empty for now.',
    add: 'Add',
    loading: '...loading',
    backToMenu: 'Back to the menu',
    notOnMenu: 'This product is not on the menu.',
    searchTitle: 'Search',
    searchPlaceholder: 'Product name',
    nothingFound: 'Nothing found for “{{text}}”.',
  },
};
