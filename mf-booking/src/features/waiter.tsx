import { useEffect, useState } from 'react';
import { routes, type WaiterCallReason } from '@storefront/contracts';
import { currentTable } from '@storefront/contracts/rules';
import { session as storage, useApiQuery, useMountProps, useSession } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useSending } from './common';

const REASONS: WaiterCallReason[] = ['BILL', 'WAITER', 'OTHER'];
/** How often the guest's screen asks whether a waiter took the call. */
const POLL_MS = 3000;
const CALL_KEY = 'waiter-call';

interface FollowedCall { id: number; key: string; tableId: number }

/** The call this tab follows, kept across a reload for the same table. */
function savedCall(tableId: number): FollowedCall | null {
  try {
    const saved = JSON.parse(storage.get(CALL_KEY) ?? 'null') as FollowedCall | null;
    return saved && saved.tableId === tableId ? saved : null;
  } catch {
    return null;
  }
}

function CallStatus({ call }: { call: FollowedCall }) {
  const { t } = useTranslation();
  const [acknowledged, setAcknowledged] = useState(false);
  // Asked again until a waiter takes the call; then the answer stays as it is.
  const state = useApiQuery(routes.waiterCall, { params: { id: call.id }, query: { key: call.key }, quiet: true }, { refreshEveryMs: acknowledged ? undefined : POLL_MS });
  const seen = state.status === 'ready' && state.data.status === 'ACKNOWLEDGED';
  useEffect(() => { if (seen) setAcknowledged(true); }, [seen]);
  if (state.status !== 'ready') return null;
  return (
    <p className={seen ? 'bk-success' : 'bk-note'} role="status" data-testid="waiter-status" data-status={state.data.status}>
      {seen ? t('waiterComing') : t('waiterSent')}
    </p>
  );
}

/** A dine-in guest's screen: the table from its QR code and the "call a waiter" button. */
export function WaiterPage() {
  const { t } = useTranslation();
  const { api } = useMountProps();
  const table = useSession((s) => currentTable(s.table, new Date()));
  const info = useApiQuery(table ? routes.branchTable : null, table ? { params: { id: table.tableId }, query: { branchId: table.branchId }, quiet: true } : {});
  const [reason, setReason] = useState<WaiterCallReason>('WAITER');
  const [call, setCall] = useState<FollowedCall | null>(() => (table ? savedCall(table.tableId) : null));
  const sending = useSending();

  if (!table) {
    return (
      <section>
        <h1>{t('callWaiter')}</h1>
        <p data-testid="waiter-no-table">{t('scanTable')}</p>
      </section>
    );
  }

  async function send() {
    if (!table) return;
    sending.setBusy(true);
    sending.setError(null);
    const result = await api.call(routes.waiterCallCreate, { body: { branchId: table.branchId, tableId: table.tableId, reason }, quiet: true });
    sending.setBusy(false);
    if (result.error) {
      sending.setError(result.error.message);
      return;
    }
    const followed = { id: result.data.id, key: result.data.key ?? '', tableId: table.tableId };
    storage.set(CALL_KEY, JSON.stringify(followed));
    setCall(followed);
  }

  return (
    <section>
      <h1>{t('callWaiter')}</h1>
      {info.status === 'ready' && <p data-testid="waiter-table">{t('table')} {info.data.name}</p>}
      {info.status === 'error' && <p className="bk-error" role="alert">{info.error.message}</p>}
      {info.status === 'ready' && (
        <div className="bk-form">
          <fieldset className="bk-choice">
            <legend>{t('reason')}</legend>
            {REASONS.map((r) => (
              <label key={r}>
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} data-testid={`reason-${r}`} />
                {t(`reason${r}`)}
              </label>
            ))}
          </fieldset>
          {sending.error && <p className="bk-error" role="alert" data-testid="waiter-error">{sending.error}</p>}
          <button type="button" className="bk-primary" disabled={sending.busy} onClick={() => void send()} data-testid="waiter-call">{t('callWaiter')}</button>
          {call && <CallStatus key={call.id} call={call} />}
        </div>
      )}
    </section>
  );
}
