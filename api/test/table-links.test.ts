import { describe, expect, it } from 'vitest';
import { parseDeepLink } from '@storefront/contracts/rules';
import { tableLinks } from '../src/domains/booking/table-links';

describe('a branch’s table QR links', () => {
  const tables = [{ id: 23, name: '1', seats: 2 }, { id: 33, name: 'VIP', seats: 8 }];

  it('gives each table the Mini App link (t_<branch>_<table>) and the web ?table=&branch= link', () => {
    const links = tableLinks(6, tables, { botUsername: '@demo_lamenu_bot', storefront: 'https://demo.lamenu.uz/' });
    expect(links).toEqual([
      { tableId: 23, name: '1', seats: 2, telegram: 'https://t.me/demo_lamenu_bot?startapp=t_6_23', web: 'https://demo.lamenu.uz/?table=23&branch=6' },
      { tableId: 33, name: 'VIP', seats: 8, telegram: 'https://t.me/demo_lamenu_bot?startapp=t_6_33', web: 'https://demo.lamenu.uz/?table=33&branch=6' },
    ]);
    expect(parseDeepLink(new URL(links[0]!.telegram!).searchParams.get('startapp'))).toEqual({ kind: 'table', branchId: 6, tableId: 23 });
  });

  it('names the Mini App’s short name when it has one, and leaves out a link it cannot make', () => {
    expect(tableLinks(6, tables.slice(0, 1), { botUsername: 'demo_lamenu_bot', appShortName: 'menu', storefront: null })[0])
      .toMatchObject({ telegram: 'https://t.me/demo_lamenu_bot/menu?startapp=t_6_23', web: null });
    expect(tableLinks(6, tables.slice(0, 1), { botUsername: null, storefront: 'https://demo.lamenu.uz' })[0]).toMatchObject({ telegram: null });
  });
});
