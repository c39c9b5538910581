import { useEffect, useState } from 'react';
import { isAroundTheClock, type BranchHoursNow } from '@storefront/contracts/rules';
import { useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/** The hours' state changes with the clock: read it again every minute. */
const CLOCK_TICK_MS = 60_000;

/** Now, renewed every minute, for screens that say whether a branch is open. */
export function useMinuteNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The badge's and hours' style, shared by the pick-up list and the branches page. */
export const BRANCH_HOURS_CSS = `.am-pick-hours{display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-size:14px}
.am-badge{border-radius:999px;padding:2px 8px;font-weight:600;font-size:13px}.am-badge-open{background:#E3F4E5;color:#1B5E20}
.am-badge-closed{background:#F1F1F1;color:#444}.am-badge-day-off{background:#FDECEA;color:#B71C1C}`;

/**
 * Whether a branch is open now ("Hozir ochiq", "Yopiq", or the spec's 'Bugun dam olish kuni') and
 * its hours today, or "around the clock"; nothing for a branch whose hours are unknown.
 */
export function BranchHours({ hours }: { hours: BranchHoursNow }) {
  const { t } = useTranslation();
  const message = useSpecMessage();
  const status = hours.state === 'open' ? t('openNow') : hours.state === 'closed' ? t('closedNow') : hours.state === 'day-off' ? message('dayOff') : null;
  if (!status && !hours.today) return null;
  return (
    <span className="am-pick-hours">
      {status && <span className={`am-badge am-badge-${hours.state}`} data-testid="branch-status">{status}</span>}
      {hours.today && <span data-testid="branch-hours">{isAroundTheClock(hours.today) ? t('aroundTheClock') : t('todayHours', { hours: hours.today })}</span>}
    </span>
  );
}
