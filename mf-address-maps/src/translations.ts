import type { Translations } from '@storefront/ui';

export const translations: Translations = {
  uz: {
    close: 'Yopish',
    pickupTitle: 'Olib ketish filiali', pickupMap: 'Filiallar xaritasi', openNow: 'Hozir ochiq', closedNow: 'Yopiq',
    todayHours: 'Bugun: {{hours}}', distanceM: '{{n}} m', distanceKm: '{{n}} km', pickupHere: 'Shu yerdan olib ketaman: {{name}}',
    pickupChoose: 'Filialni tanlang',
    branches: 'Filiallar', loading: '...loading', failed: "Filiallarni yuklab bo'lmadi", hours: 'Ish vaqti', phone: 'Telefon',
    onMap: 'Xaritada', asList: "Ro'yxat", branchesMap: 'Filiallar xaritasi', deliveryMap: 'Yetkazib berish manzili xaritasi',
    back: 'Orqaga', searchPlaceholder: "Ko'cha yoki joy nomini qidiring", myLocation: 'Mening joylashuvim',
    findingAddress: 'Manzil aniqlanmoqda…', addressUnknown: "Manzil aniqlanmadi: xaritani suring", deliveryPrice: 'Yetkazib berish narxi',
    confirm: 'Manzilni tasdiqlash', nominatimHelp: "Dasturchilarga xabar bering yoki keyinroq urinib ko'ring",
  },
  ru: {
    close: 'Закрыть',
    pickupTitle: 'Филиал для самовывоза', pickupMap: 'Карта филиалов', openNow: 'Сейчас открыто', closedNow: 'Закрыто',
    todayHours: 'Сегодня: {{hours}}', distanceM: '{{n}} м', distanceKm: '{{n}} км', pickupHere: 'Заберу отсюда: {{name}}',
    pickupChoose: 'Выберите филиал',
    branches: 'Филиалы', loading: '...loading', failed: 'Не удалось загрузить филиалы', hours: 'Часы работы', phone: 'Телефон',
    onMap: 'На карте', asList: 'Списком', branchesMap: 'Карта филиалов', deliveryMap: 'Карта адреса доставки',
    back: 'Назад', searchPlaceholder: 'Поиск улицы или места', myLocation: 'Моё местоположение',
    findingAddress: 'Определяем адрес…', addressUnknown: 'Адрес не определён: подвиньте карту', deliveryPrice: 'Стоимость доставки',
    confirm: 'Подтвердить адрес', nominatimHelp: 'Сообщите разработчикам или попробуйте позже',
  },
  eng: {
    close: 'Close',
    pickupTitle: 'Pick-up branch', pickupMap: 'Map of the branches', openNow: 'Open now', closedNow: 'Closed',
    todayHours: 'Today: {{hours}}', distanceM: '{{n}} m', distanceKm: '{{n}} km', pickupHere: 'Pick up here: {{name}}',
    pickupChoose: 'Choose a branch',
    branches: 'Branches', loading: '...loading', failed: 'The branches could not be loaded', hours: 'Opening hours', phone: 'Phone',
    onMap: 'On the map', asList: 'As a list', branchesMap: 'Map of the branches', deliveryMap: 'Map of the delivery address',
    back: 'Back', searchPlaceholder: 'Search for a street or place', myLocation: 'My location',
    findingAddress: 'Finding the address…', addressUnknown: 'Address not found: move the map', deliveryPrice: 'Delivery price',
    confirm: 'Confirm the address', nominatimHelp: 'Please report it to the developers or try again later',
  },
};
