import { pickText, routes, type Branch } from '@storefront/contracts';
import { useApiQuery, useLanguage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';

/**
 * Dine-in at the table whose QR code the guest scanned: its branch and its table, shown and fixed
 * (the order goes there). The table's name comes from the same call the waiter screen asks.
 */
export function TableSection({ table, branch }: { table: { branchId: number; tableId: number }; branch: Branch | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const info = useApiQuery(routes.branchTable, { params: { id: table.tableId }, query: { branchId: table.branchId }, quiet: true });
  return (
    <fieldset className="bc-section" data-testid="table-section">
      <legend>{t('yourTable')}</legend>
      <p className="bc-table" data-testid="checkout-table" data-table-id={table.tableId} data-branch-id={table.branchId}>
        <strong>{info.status === 'ready' ? t('tableName', { name: info.data.name }) : info.status === 'error' ? info.error.message : '…'}</strong>
        {branch && <span>{pickText(branch.name, language)}{branch.address ? ` — ${branch.address}` : ''}</span>}
      </p>
    </fieldset>
  );
}
