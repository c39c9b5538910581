// Stand-ins for what jsdom lacks and the screens use (a test file of the node environment, which
// renders the first view to a string, has no DOM and needs none): the menu's chips scroll a group or
// a category into view; a swipe down closes a story. IntersectionObserver is left out: the lists
// draw everything without it, and the test of drawing as the customer scrolls brings its own.
if (typeof window !== 'undefined') {
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = jest.fn();
  if (!jest.isMockFunction(window.scrollTo)) window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  // jsdom has no PointerEvent: without it Testing Library's pointer events carry no coordinates.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'touch';
      }
    }
    Object.assign(window, { PointerEvent });
  }
}
