import { useEffect, useState } from 'react';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_SPACING_PX } from '@storefront/contracts';
import type { Bus, NotificationKind } from '@storefront/runtime';

interface Shown { id: number; kind: NotificationKind; title?: string; message: string }

/** Notices of spec §8/§9: top-right, 4500 ms each, 16 px apart, newest at the top. */
export function Notifications({ bus, closeLabel }: { bus: Bus; closeLabel: string }) {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    let next = 0;
    const subscription = bus.on('notify').subscribe((notice) => {
      const id = ++next;
      setShown((list) => [{ id, ...notice }, ...list].slice(0, 5));
      setTimeout(() => setShown((list) => list.filter((n) => n.id !== id)), NOTIFICATION_DURATION_MS);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return (
    <div className="sf-notifications" style={{ gap: NOTIFICATION_SPACING_PX }} aria-live="polite">
      {shown.map((notice) => (
        <div key={notice.id} className={`sf-notice sf-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <div>
            {notice.title && <strong>{notice.title}</strong>}
            <p>{notice.message}</p>
          </div>
          <button type="button" aria-label={closeLabel} onClick={() => setShown((list) => list.filter((n) => n.id !== notice.id))}>×</button>
        </div>
      ))}
    </div>
  );
}
