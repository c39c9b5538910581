import { telegramStartAppLink } from '@storefront/contracts/rules';

/** One table's QR code links: the Mini App's (`t.me/<bot>?startapp=t_<branch>_<table>`) and the web's (`/?table=&branch=`). */
export interface TableLinks {
  tableId: number;
  name: string;
  seats: number;
  /** null when the merchant has no bot username. */
  telegram: string | null;
  /** null when the merchant's storefront address is unknown. */
  web: string | null;
}

/** The links of a branch's tables, in the contracts' deep-link format. */
export function tableLinks(
  branchId: number,
  tables: ReadonlyArray<{ id: number; name: string; seats: number }>,
  where: { botUsername: string | null; appShortName?: string | null; storefront: string | null },
): TableLinks[] {
  return tables.map((table) => ({
    tableId: table.id,
    name: table.name,
    seats: table.seats,
    telegram: where.botUsername ? telegramStartAppLink(where.botUsername, { kind: 'table', branchId, tableId: table.id }, where.appShortName) : null,
    web: where.storefront
      ? `${where.storefront.replace(/\/+$/, '')}/?${new URLSearchParams({ table: String(table.id), branch: String(branchId) })}`
      : null,
  }));
}
