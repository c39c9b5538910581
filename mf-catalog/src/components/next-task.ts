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
