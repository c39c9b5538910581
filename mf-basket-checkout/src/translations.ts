import type { Translations } from '@storefront/ui';

export const translations: Translations = {
  uz: {
    basket: 'Savat', empty: "Savatingiz bo'sh.", toMenu: 'Menyuga o\'tish', total: 'Jami', remove: "O'chirish",
    more: "Ko'paytirish", less: 'Kamaytirish', checkout: 'Rasmiylashtirish', checkoutTitle: 'Buyurtmani rasmiylashtirish',
    loginFirst: 'Buyurtma berish uchun tizimga kiring.', login: 'Kirish', clear: 'Savatni tozalash',
  },
  ru: {
    basket: 'Корзина', empty: 'Ваша корзина пуста.', toMenu: 'Перейти в меню', total: 'Итого', remove: 'Удалить',
    more: 'Больше', less: 'Меньше', checkout: 'Оформить', checkoutTitle: 'Оформление заказа',
    loginFirst: 'Войдите, чтобы оформить заказ.', login: 'Войти', clear: 'Очистить корзину',
  },
  eng: {
    basket: 'Basket', empty: 'Your basket is empty.', toMenu: 'Go to the menu', total: 'Total', remove: 'Remove',
    more: 'More', less: 'Less', checkout: 'Check out', checkoutTitle: 'Checkout',
    loginFirst: 'Log in to place the order.', login: 'Log in', clear: 'Empty the basket',
  },
};
