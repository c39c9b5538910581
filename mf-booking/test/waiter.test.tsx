import app from '../src/app';
import { act } from '@testing-library/react';
import { apiError, renderRemote } from '@storefront/ui/testing';
import { TABLE, waiterCall } from './fixtures';

const AT_TABLE = { table: { branchId: 1, tableId: 7, since: Date.now() } };

afterEach(() => jest.useRealTimers());

describe('calling a waiter', () => {
  it('calls a waiter for the reason picked, then follows the call until a waiter takes it', async () => {
    const { screen, user, api } = await renderRemote(app, {
      url: '/waiter', session: AT_TABLE,
      api: { branchTable: TABLE, waiterCallCreate: waiterCall('SENT', { reason: 'BILL', key: 'k-51' }), waiterCall: waiterCall('SENT') },
      userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
    });
    // The screen asks again every few seconds: time is the test's from here on.
    jest.useFakeTimers();
    expect(await screen.findByText('Стол A3')).toBeInTheDocument();
    expect(api.callsTo('branchTable')).toMatchObject([{ params: { id: 7 }, query: { branchId: 1 } }]);
    expect(screen.getByRole('radio', { name: 'Официант' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Счёт' }));
    await user.click(screen.getByRole('button', { name: 'Позвать официанта' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Вызов отправлен, ждём официанта…');
    expect(api.callsTo('waiterCallCreate')).toMatchObject([{ body: { branchId: 1, tableId: 7, reason: 'BILL' } }]);
    expect(api.callsTo('waiterCall')).toMatchObject([{ params: { id: 51 }, query: { key: 'k-51' } }]);

    api.on('waiterCall', waiterCall('ACKNOWLEDGED'));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Официант принял вызов и идёт к вам.')).toBeInTheDocument();

    // Taken: nobody asks any more.
    const asked = api.callsTo('waiterCall').length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('waiterCall')).toHaveLength(asked);
  });

  it('keeps following the call after a reload at the same table', async () => {
    const first = await renderRemote(app, {
      url: '/waiter', session: AT_TABLE, api: { branchTable: TABLE, waiterCallCreate: waiterCall('SENT', { key: 'k-51' }), waiterCall: waiterCall('SENT') },
    });
    await first.user.click(await first.screen.findByRole('button', { name: 'Позвать официанта' }));
    expect(await first.screen.findByRole('status')).toHaveTextContent('Вызов отправлен, ждём официанта…');
    await first.unmount();

    const again = await renderRemote(app, { url: '/waiter', session: AT_TABLE, api: { branchTable: TABLE, waiterCall: waiterCall('ACKNOWLEDGED') } });
    expect(await again.screen.findByRole('status')).toHaveTextContent('Официант принял вызов и идёт к вам.');
    expect(again.api.callsTo('waiterCall')).toMatchObject([{ params: { id: 51 }, query: { key: 'k-51' } }]);
  });

  it('shows the API refusing the call', async () => {
    const { screen, user, emitted } = await renderRemote(app, {
      url: '/waiter', session: AT_TABLE,
      api: { branchTable: TABLE, waiterCallCreate: apiError(429, 'WAITER_CALL_LIMIT', 'Официант уже спешит к вам, подождите немного') },
    });
    await user.click(await screen.findByRole('button', { name: 'Позвать официанта' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Официант уже спешит к вам, подождите немного');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Позвать официанта' })).toBeEnabled();
    expect(emitted('notify')).toEqual([]);
  });

  it('shows why the table could not be read, without the call button', async () => {
    const { screen } = await renderRemote(app, {
      url: '/waiter', session: AT_TABLE, api: { branchTable: apiError(404, 'TABLE_NOT_FOUND', 'Стол не найден') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Стол не найден');
    expect(screen.queryByRole('button', { name: 'Позвать официанта' })).not.toBeInTheDocument();
  });

  it('asks to scan the QR code again once the visit is over', async () => {
    const { screen, api } = await renderRemote(app, { url: '/waiter', session: { table: { branchId: 1, tableId: 7, since: Date.now() - 24 * 3_600_000 } } });
    expect(screen.getByText('Отсканируйте QR-код на вашем столе — и зовите официанта отсюда.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
