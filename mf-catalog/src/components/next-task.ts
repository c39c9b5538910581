import { useEffect, useState } from 'react';

/**
 * False in the first render, true from a task after it: a screen draws what is on screen first and
 * the rest a moment later, as two short tasks rather than one long one (Total Blocking Time).
 */
export function useNextTask(): boolean {
  // Rendered to a string (no browser, no later task), everything is drawn at once.
  const [reached, setReached] = useState(() => typeof window === 'undefined');
  useEffect(() => {
    if (reached) return undefined;
    const timer = setTimeout(() => setReached(true), 0);
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => { timer = setTimeout(() => setPainted(true), 0); };
    const frame = requestAnimationFrame(() => { clearTimeout(fallback); next(); });
    const fallback = setTimeout(() => { cancelAnimationFrame(frame); setPainted(true); }, 100);
    return () => { cancelAnimationFrame(frame); clearTimeout(fallback); clearTimeout(timer); };
  }, [painted]);
  return painted;
}
