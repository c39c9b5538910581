// Stand-ins for what jsdom lacks and the screens use: the checkout scrolls the first problem into
// view once "place the order" finds one.
if (typeof window !== 'undefined') {
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = jest.fn();
  if (!jest.isMockFunction(window.scrollTo)) window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}
