// Stand-ins for what jsdom lacks and the screens use: scrolling into view and to a point. (The
// device's position is each test's own: test/geolocation.ts.)
if (typeof window !== 'undefined') {
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = jest.fn();
  if (!jest.isMockFunction(window.scrollTo)) window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}
