import type { WaiterCall } from '@storefront/contracts';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/mappers';
import type { WaiterCallRow } from './repository';

/** A dine-in guest's waiter call as the guest's screen and the merchant's systems (integration) both see it. */

export const WAITER_CALL_NOT_FOUND = () => notFound('WAITER_CALL_NOT_FOUND');

export const toWaiterCall = (row: WaiterCallRow, key?: string): WaiterCall => ({
  id: row.id,
  branchId: row.branchId,
  tableId: row.tableId,
  tableName: row.tableName,
  reason: row.reason,
  status: row.status,
  createdDate: iso(row.createdDate)!,
  acknowledgedDate: iso(row.acknowledgedDate),
  ...(key ? { key } : {}),
});
