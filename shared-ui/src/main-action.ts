import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MainAction } from '@storefront/runtime';
import { useMountProps } from './context';

/**
 * Hands the screen's main action to the host (Telegram's MainButton inside the Mini App) while the
 * screen shows it; `null` while the screen has no such action. Answers whether the host shows it,
 * so the screen leaves out its own big button and the customer sees one main button, not two. In
 * a browser (and in an older shell) it answers false and the screen's own button stays.
 */
export function useMainAction(action: MainAction | null): boolean {
  const host = useMountProps().telegram.mainButton;
  const latest = useRef(action);
  const handle = useRef<ReturnType<NonNullable<typeof host>['show']> | null>(null);
  const shown = Boolean(host && action);
  // The host calls the latest onClick, so a press never runs a handler of an earlier render.
  const current = (): MainAction => ({ ...latest.current!, onClick: () => latest.current?.onClick() });

  // Before paint, not after: a press that follows a change at once (a radio, then the button)
  // must run this render's handler, whatever the renderer's schedule for effects.
  useLayoutEffect(() => { latest.current = action; });
  useEffect(() => {
    if (!host || !shown) return undefined;
    handle.current = host.show(current());
    return () => {
      handle.current?.hide();
      handle.current = null;
    };
  }, [host, shown]);
  useEffect(() => {
    if (action) handle.current?.update(current());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the host shows: text and state, not the handler
  }, [action?.text, action?.disabled, action?.progress]);
  return shown;
}
