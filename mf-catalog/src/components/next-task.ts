import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true from a task after it: a screen draws what is on screen first and
 * the rest a moment later. The later part renders as a transition: a state set from a timer would
 * otherwise render in one task however long, where a transition yields to the browser every few
 * milliseconds (Total Blocking Time on a slow phone).
 */
export function useNextTask(): boolean {
  // Rendered to a string (no browser, no later task), everything is drawn at once.
  const [reached, setReached] = useState(() => typeof window === 'undefined');
  useEffect(() => {
    if (reached) return undefined;
    const timer = setTimeout(() => startTransition(() => setReached(true)), 0);
    return () => clearTimeout(timer);
  }, [reached]);
  return reached;
}

/**
 * False until the browser has painted once after the first render (a frame, then a task), true
 * after: the home page paints its stories and first banner (its largest paint) before the menu's
 * longer render starts. A hidden tab draws no frames; the timer stands in for the frame there.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(() => typeof window === 'undefined');
  useEffect(() => {
    if (painted) return undefined;
    // A transition, as in useNextTask: what waited for the paint renders in slices.
    return afterNextFrame(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}

/**
 * Runs `then` in a task after the browser's next frame; a hidden tab draws no frames, and a timer
 * stands in for the frame there. Returns a function that cancels it.
 */
export function afterNextFrame(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => { clearTimeout(fallback); timer = setTimeout(then, 0); });
  const fallback = setTimeout(() => { cancelAnimationFrame(frame); then(); }, 100);
  return () => { cancelAnimationFrame(frame); clearTimeout(fallback); clearTimeout(timer); };
}
