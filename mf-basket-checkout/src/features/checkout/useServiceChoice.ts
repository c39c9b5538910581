import { useEffect, useMemo } from 'react';
import type { DeliverySettings } from '@storefront/contracts';
import type { DineInTable } from '@storefront/runtime';
import { currentTable } from '@storefront/contracts/rules';
import type { CheckoutState, Service } from './checkout-state';

type Update = (change: Partial<CheckoutState>) => void;

/**
 * The order's service type, and the QR code's table while dine-in is offered. The default is the
 * merchant's website service type (delivery settings), else the first allowed; a table not seen
 * yet makes it dine-in.
 */
export function useServiceChoice({ services, sessionTable, now, state, update, settingsSettled, deliverySettings }: {
  services: Service[]; sessionTable: DineInTable | null | undefined; now: Date; state: CheckoutState; update: Update;
  settingsSettled: boolean; deliverySettings: DeliverySettings | null;
}) {
  // The page draws the default in the same paint as the rest (an effect alone would draw the form
  // without its address or branch first, then push everything below down: layout shift).
  const table = useMemo(() => (services.includes('DINE_IN') ? currentTable(sessionTable, now) : null), [services, sessionTable, now]);
  const tableKey = table ? `${table.branchId}:${table.tableId}:${table.since ?? ''}` : null;
  const newTable = !!tableKey && state.tableSeen !== tableKey;
  const serviceType: Service | null = useMemo(() => {
    if (newTable) return 'DINE_IN';
    if (state.serviceType && services.includes(state.serviceType)) return state.serviceType;
    const preferred = deliverySettings?.website as Service | undefined;
    return preferred && services.includes(preferred) ? preferred : services[0] ?? null;
  }, [newTable, state.serviceType, services, deliverySettings]);
  useEffect(() => {
    // A table not seen yet: dine-in at its branch, once; the customer may still choose otherwise.
    if (settingsSettled && newTable && table) update({ serviceType: 'DINE_IN', branchId: table.branchId, tableSeen: tableKey });
    else if (settingsSettled && serviceType !== state.serviceType) update({ serviceType });
  }, [settingsSettled, newTable, table, tableKey, serviceType, state.serviceType, update]);
  return { table, newTable, serviceType };
}
