import type { MultilingualText } from '@storefront/contracts';
import { t } from './catalog-data';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

/** The three policy texts of a merchant (simple HTML paragraphs; sanitised when rendered). */
export function policyTexts(brand: string, domain: string, phone: string): Record<'TERMS' | 'ABOUT_COMPANY' | 'PRIVACY_POLICY', MultilingualText> {
  return {
    TERMS: t(
      p(
        `<strong>${brand}</strong> onlayn buyurtma xizmatidan foydalanish shartlari. Ushbu shartlar ${domain} sayti va Telegram mini-ilovasi orqali berilgan barcha buyurtmalarga tatbiq etiladi.`,
        'Buyurtma telefon raqamingiz SMS-kod orqali tasdiqlangandan keyin qabul qilinadi. Narxlar so\'mda ko\'rsatilgan va QQSni o\'z ichiga oladi. Yetkazib berish narxi manzilingiz joylashgan hududga qarab hisoblanadi.',
        'Buyurtmani oshxona tayyorlashni boshlagunga qadar bekor qilishingiz mumkin. Tayyorlangan taomlar qaytarib olinmaydi, ammo sifat bo\'yicha har qanday e\'tirozni biz albatta ko\'rib chiqamiz.',
        `Savollar bo'yicha ${phone} raqamiga qo'ng'iroq qiling. Xizmatdan foydalanish ushbu shartlarga roziligingizni bildiradi.`,
      ),
      p(
        `Условия использования сервиса онлайн-заказов <strong>${brand}</strong>. Настоящие условия распространяются на все заказы, оформленные на сайте ${domain} и в мини-приложении Telegram.`,
        'Заказ принимается после подтверждения номера телефона SMS-кодом. Цены указаны в сумах с учётом НДС. Стоимость доставки рассчитывается по зоне, в которой находится ваш адрес.',
        'Вы можете отменить заказ, пока кухня не начала его готовить. Приготовленные блюда возврату не подлежат, но любую претензию к качеству мы обязательно рассмотрим.',
        `По всем вопросам звоните по номеру ${phone}. Пользуясь сервисом, вы соглашаетесь с настоящими условиями.`,
      ),
      p(
        `Terms of use of the <strong>${brand}</strong> online ordering service. These terms apply to every order placed on ${domain} and in the Telegram mini app.`,
        'An order is accepted once your phone number is confirmed with an SMS code. Prices are in so\'m and include VAT. The delivery price depends on the zone your address is in.',
        'You may cancel an order until the kitchen starts cooking it. Cooked meals cannot be returned, but we will always look into any complaint about quality.',
        `For any question call ${phone}. By using the service you agree to these terms.`,
      ),
    ),
    ABOUT_COMPANY: t(
      p(
        `<strong>${brand}</strong> — Toshkentdagi oilaviy restoranlar tarmog'i. Biz milliy taomlarni an'anaviy retseptlar asosida, faqat yangi va halol mahsulotlardan tayyorlaymiz.`,
        'Oshpazlarimiz palovni har kuni ertalab qozonda damlaydi, nonni esa tandirda yopadi. Menyuda milliy taomlar bilan birga zamonaviy fast food va shirinliklar ham bor.',
        'Buyurtmangizni uyingizga yetkazib beramiz yoki o\'zingiz eng yaqin filialimizdan olib ketishingiz mumkin. Yoqimli ishtaha!',
      ),
      p(
        `<strong>${brand}</strong> — сеть семейных ресторанов в Ташкенте. Мы готовим национальные блюда по традиционным рецептам только из свежих халяльных продуктов.`,
        'Наши повара каждое утро готовят плов в казане, а лепёшки пекут в тандыре. Помимо национальной кухни в меню есть современный фастфуд и десерты.',
        'Доставим заказ к вам домой, или вы можете забрать его сами в ближайшем филиале. Приятного аппетита!',
      ),
      p(
        `<strong>${brand}</strong> is a family restaurant chain in Tashkent. We cook national dishes from traditional recipes using only fresh halal produce.`,
        'Every morning our chefs cook plov in a kazan and bake bread in a tandir. Besides the national cuisine the menu offers modern fast food and desserts.',
        'We deliver your order to your door, or you can pick it up at the nearest branch. Enjoy your meal!',
      ),
    ),
    PRIVACY_POLICY: t(
      p(
        `${brand} shaxsiy ma'lumotlaringizni O'zbekiston Respublikasining "Shaxsga doir ma'lumotlar to'g'risida"gi qonuniga muvofiq himoya qiladi.`,
        'Biz faqat buyurtmani bajarish uchun zarur bo\'lgan ma\'lumotlarni yig\'amiz: ism, telefon raqami, yetkazib berish manzili va buyurtmalar tarixi. To\'lov kartasi ma\'lumotlari bizning serverlarimizda saqlanmaydi.',
        'Ma\'lumotlaringiz uchinchi shaxslarga faqat buyurtmani yetkazish uchun (kuryer xizmati) yoki qonunda nazarda tutilgan hollarda beriladi.',
        'Profil sahifasida hisobingizni istalgan vaqtda o\'chirishingiz mumkin; shundan so\'ng ma\'lumotlaringiz 30 kun ichida o\'chiriladi.',
      ),
      p(
        `${brand} защищает ваши персональные данные в соответствии с Законом Республики Узбекистан «О персональных данных».`,
        'Мы собираем только данные, необходимые для выполнения заказа: имя, номер телефона, адрес доставки и историю заказов. Данные платёжных карт на наших серверах не хранятся.',
        'Ваши данные передаются третьим лицам только для доставки заказа (курьерская служба) или в случаях, предусмотренных законом.',
        'Вы можете удалить аккаунт в любой момент на странице профиля; после этого ваши данные будут удалены в течение 30 дней.',
      ),
      p(
        `${brand} protects your personal data in accordance with the Law of the Republic of Uzbekistan "On Personal Data".`,
        'We only collect the data needed to fulfil an order: name, phone number, delivery address and order history. Payment card details are never stored on our servers.',
        'Your data is shared with third parties only to deliver your order (courier service) or where the law requires it.',
        'You can delete your account at any time from the profile page; your data is then erased within 30 days.',
      ),
    ),
  };
}

export interface VacancyText { title: MultilingualText; description: MultilingualText; salary: MultilingualText }

export const VACANCIES: VacancyText[] = [
  {
    title: t('Oshpaz (milliy taomlar)', 'Повар (национальная кухня)', 'Cook (national cuisine)'),
    description: t(
      'Palov, lag\'mon va manti tayyorlash tajribasi kamida 2 yil. Ish jadvali 6/1, bepul ovqat, rasmiy ishga joylashish.',
      'Опыт приготовления плова, лагмана и мантов не менее 2 лет. График 6/1, бесплатное питание, официальное трудоустройство.',
      'At least 2 years of experience cooking plov, lagman and manti. 6/1 schedule, free meals, official employment.',
    ),
    salary: t('6 000 000 – 9 000 000 so\'m', '6 000 000 – 9 000 000 сум', '6,000,000 – 9,000,000 UZS'),
  },
  {
    title: t('Kuryer (o\'z avtomobili bilan)', 'Курьер (на личном автомобиле)', 'Courier (own car)'),
    description: t(
      'Toshkent bo\'ylab buyurtmalarni yetkazish. Moslashuvchan jadval, har kuni to\'lov, yoqilg\'i kompensatsiyasi.',
      'Доставка заказов по Ташкенту. Гибкий график, ежедневные выплаты, компенсация топлива.',
      'Delivering orders across Tashkent. Flexible hours, daily pay, fuel allowance.',
    ),
    salary: t('25 000 so\'m / buyurtma', '25 000 сум / заказ', '25,000 UZS per order'),
  },
  {
    title: t('Ofitsiant', 'Официант', 'Waiter'),
    description: t(
      'Mehmonlarni kutib olish va xizmat ko\'rsatish. O\'zbek va rus tillarini bilish shart. Tajribasiz nomzodlarni o\'qitamiz.',
      'Встреча и обслуживание гостей. Обязательно знание узбекского и русского языков. Обучаем без опыта.',
      'Welcoming and serving guests. Uzbek and Russian are required. We train candidates without experience.',
    ),
    salary: t('4 000 000 so\'m + choychaqa', '4 000 000 сум + чаевые', '4,000,000 UZS + tips'),
  },
];

/** Closing sentences of product descriptions, in uz, ru and eng. */
export const DESCRIPTION_TAILS: MultilingualText[] = [
  t('Har kuni yangi tayyorlanadi.', 'Готовим свежим каждый день.', 'Freshly made every day.'),
  t('Oshpazimizning maxsus retsepti.', 'Фирменный рецепт нашего шеф-повара.', 'Our chef\'s signature recipe.'),
  t('Issiq holda tortiladi.', 'Подаётся горячим.', 'Served hot.'),
  t('Faqat halol mahsulotlardan.', 'Только из халяльных продуктов.', 'Made with halal ingredients only.'),
  t('Butun oila uchun sevimli ta\'m.', 'Любимый вкус всей семьи.', 'A favourite of the whole family.'),
];

/** The merchant's own pages at /extra and /extra2 (policy types EXTRA and EXTRA2). */
export function extraPageTexts(brand: string, phone: string): Record<'EXTRA' | 'EXTRA2', MultilingualText> {
  return {
    EXTRA: {
      uz: `<h1>Yetkazib berish va to'lov</h1>\n${p(`${brand} Toshkent bo'ylab har kuni 10:00 dan 23:00 gacha yetkazib beradi.`, "Yetkazib berish narxi manzilingiz qaysi hududda ekanligiga bog'liq va buyurtma berishda ko'rsatiladi.")}\n<ul><li>Naqd pul yoki terminal orqali qabul qilganda</li><li>Click, Payme yoki Uzum orqali onlayn</li><li>Saqlangan Uzcard yoki Humo kartasi bilan</li></ul>\n${p(`Savollar bo'lsa: <a href="tel:${phone.replace(/\s/g, '')}">${phone}</a>`)}`,
      ru: `<h1>Доставка и оплата</h1>\n${p(`${brand} доставляет по Ташкенту каждый день с 10:00 до 23:00.`, 'Стоимость доставки зависит от зоны, в которой находится ваш адрес, и видна при оформлении заказа.')}\n<ul><li>Наличными или терминалом при получении</li><li>Онлайн через Click, Payme или Uzum</li><li>Сохранённой картой Uzcard или Humo</li></ul>\n${p(`Вопросы: <a href="tel:${phone.replace(/\s/g, '')}">${phone}</a>`)}`,
      eng: `<h1>Delivery and payment</h1>\n${p(`${brand} delivers across Tashkent every day from 10:00 to 23:00.`, 'The delivery price depends on the area of your address and is shown at checkout.')}\n<ul><li>Cash or card terminal on receipt</li><li>Online with Click, Payme or Uzum</li><li>A saved Uzcard or Humo card</li></ul>\n${p(`Questions: <a href="tel:${phone.replace(/\s/g, '')}">${phone}</a>`)}`,
    },
    EXTRA2: {
      uz: `<h1>Bizning oshxona</h1>\n${p("Har kuni ertalab bozordan yangi mahsulotlar olamiz, palovni esa o'choqda qozonda damlaymiz.", "Taomlarimizda ta'm kuchaytirgichlar ishlatilmaydi.")}`,
      ru: `<h1>Наша кухня</h1>\n${p('Каждое утро мы берём свежие продукты на базаре, а плов готовим в казане на очаге.', 'В наших блюдах нет усилителей вкуса.')}`,
      eng: `<h1>Our kitchen</h1>\n${p('Every morning we buy fresh produce at the bazaar, and our plov is cooked in a kazan over a fire.', 'Our dishes have no flavour enhancers.')}`,
    },
  };
}
