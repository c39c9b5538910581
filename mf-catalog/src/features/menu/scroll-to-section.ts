/** Frames the heading is held in place after a jump, at most (about a second). */
const HOLD_FRAMES = 60;
/** Frames without movement after which the page counts as settled. */
const SETTLED_FRAMES = 10;

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
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  for (const input of inputs) window.addEventListener(input, release, { once: true, passive: true });
  let frames = 0;
  let still = 0;
  const hold = () => {
    frames += 1;
    if (!released && element.isConnected) {
      if (Math.abs(element.getBoundingClientRect().top - target) > 1) {
        element.scrollIntoView({ block: 'start' });
        still = 0;
      } else {
        still += 1;
      }
    }
    if (released || frames >= HOLD_FRAMES || still >= SETTLED_FRAMES || !element.isConnected) {
      for (const input of inputs) window.removeEventListener(input, release);
      return;
    }
    requestAnimationFrame(hold);
  };
  requestAnimationFrame(hold);
}
