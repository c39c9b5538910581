import type { LoginResponse } from '@storefront/contracts';
import { createApiClient, createBus, responseAdapter } from '@storefront/runtime';
import { createPhoneSharing } from '../src/telegram/share-phone';
import type { TelegramWebApp } from '../src/telegram/webapp';

const user = { id: 7, merchantId: 1, phone: '998901234567', isActive: true, cashback: 0, firstName: 'Aziz' };
const answer: LoginResponse = { token: 't'.repeat(43), user, orderRequest: null, nearestBranch: null, isPhoneVerificationRequired: false } as LoginResponse;

/** The contact call answering these statuses in turn (409 CONTACT_NOT_RECEIVED until the bot has it). */
function apiAnswering(...codes: Array<'CONTACT_NOT_RECEIVED' | 'PHONE_MERGE_NEEDS_CODE' | 'OK'>) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test', getMerchant: () => 1, getToken: () => null,
    adapter: responseAdapter(async (config) => {
      calls.push(String(config.url));
      const code = codes.shift() ?? 'CONTACT_NOT_RECEIVED';
      // Not a Response: jsdom has none.
      return code === 'OK'
        ? { status: 200, text: async () => JSON.stringify(answer) }
        : { status: 409, text: async () => JSON.stringify({ code, description: 'нет' }) };
    }),
  });
  return { api, calls };
}
const webApp = (shared: boolean): TelegramWebApp => ({
  initData: 'query_id=1&user=%7B%7D&auth_date=1&hash=00', ready() {}, expand() {},
  requestContact: (callback) => callback(shared),
});
const quick = { intervalMs: 1, attempts: 3 };

describe('sharing the phone in the Mini App', () => {
  it('asks the API nothing when the customer closes Telegram\'s popup', async () => {
    const { api, calls } = apiAnswering('OK');
    expect(await createPhoneSharing(webApp(false), api, createBus(), quick)()).toEqual({ status: 'cancelled' });
    expect(calls).toEqual([]);
  });

  it('waits while the contact is on its way to the bot, then logs the session in with the updated user', async () => {
    const { api, calls } = apiAnswering('CONTACT_NOT_RECEIVED', 'CONTACT_NOT_RECEIVED', 'OK');
    const bus = createBus();
    const loggedIn: unknown[] = [];
    bus.on('auth/logged-in').subscribe((event) => loggedIn.push(event));
    expect(await createPhoneSharing(webApp(true), api, bus, quick)()).toEqual({ status: 'bound' });
    expect(calls).toHaveLength(3);
    expect(loggedIn).toEqual([{ token: answer.token, user: expect.objectContaining({ id: 7, phone: '998901234567' }) }]);
  });

  it('sends the customer to the SMS code when the contact never comes or the phone is a website account\'s', async () => {
    const never = apiAnswering();
    expect(await createPhoneSharing(webApp(true), never.api, createBus(), quick)()).toEqual({ status: 'needs-code', code: 'CONTACT_NOT_RECEIVED' });
    expect(never.calls).toHaveLength(3);
    const merge = apiAnswering('PHONE_MERGE_NEEDS_CODE');
    expect(await createPhoneSharing(webApp(true), merge.api, createBus(), quick)()).toEqual({ status: 'needs-code', code: 'PHONE_MERGE_NEEDS_CODE' });
    expect(merge.calls).toHaveLength(1);
  });
});
