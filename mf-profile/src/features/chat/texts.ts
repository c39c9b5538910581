/** The chat screen's texts (`chat.*` of the profile remote's translations). */
export const CHAT_TEXTS = {
  uz: {
    title: 'Biz bilan chat', aboutOrder: 'Buyurtma {{number}} bo\'yicha', orderLabel: 'Buyurtma #{{id}}',
    empty: "Hali xabarlar yo'q. Savolingizni yozing — javob shu yerda keladi.",
    message: 'Xabar', placeholder: 'Xabar yozing…', send: 'Yuborish', earlier: 'Oldingi xabarlar',
    tooLong: "Xabar {{max}} belgidan oshmasin", hint: 'Enter — yuborish, Shift+Enter — yangi qator',
    you: 'Siz', merchant: 'Restoran', writeToUs: 'Bizga yozing', backToOrder: 'Buyurtmaga qaytish',
  },
  ru: {
    title: 'Чат с нами', aboutOrder: 'По заказу {{number}}', orderLabel: 'Заказ #{{id}}',
    empty: 'Сообщений пока нет. Напишите вопрос — ответ придёт сюда.',
    message: 'Сообщение', placeholder: 'Напишите сообщение…', send: 'Отправить', earlier: 'Предыдущие сообщения',
    tooLong: 'Сообщение не длиннее {{max}} символов', hint: 'Enter — отправить, Shift+Enter — новая строка',
    you: 'Вы', merchant: 'Ресторан', writeToUs: 'Написать нам', backToOrder: 'К заказу',
  },
  eng: {
    title: 'Chat with us', aboutOrder: 'About order {{number}}', orderLabel: 'Order #{{id}}',
    empty: 'No messages yet. Write your question — the answer will arrive here.',
    message: 'Message', placeholder: 'Write a message…', send: 'Send', earlier: 'Earlier messages',
    tooLong: 'Keep the message to {{max}} characters', hint: 'Enter sends, Shift+Enter starts a new line',
    you: 'You', merchant: 'Restaurant', writeToUs: 'Write to us', backToOrder: 'Back to the order',
  },
};
