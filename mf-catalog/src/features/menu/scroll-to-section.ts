/**
 * How long the heading is held in place after a jump, unless the customer scrolls or touches first.
 * A time, not a number of frames or of still frames: on a slow phone the categories around draw
 * late and far apart (a frame count ran out, or the page looked settled, before they did).
 */
const HOLD_MS = 5000;

/**
 * Scrolls a group or category of the menu to the top, and keeps it there while the page settles:
 * the categories around it draw their cards only once they are near the screen, and each one that
 * does changes height, which would move the chosen heading away (or under the sticky chips).
 * A scroll or touch of the customer's own ends the hold.
 */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  const target = element.getBoundingClientRect().top;
  let released = false;
  const release = () => { released = true; };
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  for (const input of inputs) window.addEventListener(input, release, { once: true, passive: true });
  const until = performance.now() + HOLD_MS;
  const hold = () => {
    if (!released && element.isConnected && Math.abs(element.getBoundingClientRect().top - target) > 1) {
      element.scrollIntoView({ block: 'start' });
    }
    if (released || performance.now() >= until || !element.isConnected) {
      for (const input of inputs) window.removeEventListener(input, release);
      return;
    }
    requestAnimationFrame(hold);
  };
  requestAnimationFrame(hold);
}
