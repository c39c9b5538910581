import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, uzumRegisterPayment } from '../src/domains/payments/links';
import { startFakeServer } from './helpers/fake-http';

/** The Uzum checkout adapter against a local fake speaking providers.md's format (no network beyond loopback). */
let fake: Awaited<ReturnType<typeof startFakeServer>>;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  fake = await startFakeServer(() => ({ status: answer.status, body: answer.body }));
});
afterAll(async () => { await fake?.close(); });

const credentials = { terminalId: 'TERM-1', apiKey: 'KEY-1' };
const params = { orderId: 42, amount: 50_000, userId: 7, successUrl: 'https://demo.lamenu.uz/profile/orders/42', failureUrl: 'https://demo.lamenu.uz/profile/orders/42' };

describe('uzumRegisterPayment', () => {
  it('posts the documented JSON with X-Terminal-Id and X-API-Key and answers result.paymentRedirectUrl', async () => {
    answer = { status: 200, body: { errorCode: 0, result: { orderId: 'uz-900', paymentRedirectUrl: 'https://pay.uzum.example/p/uz-900' } } };
    const before = fake.requests.length;
    const registered = await uzumRegisterPayment(`${fake.url}/`, credentials, params);
    expect(registered).toEqual({ orderId: 'uz-900', paymentRedirectUrl: 'https://pay.uzum.example/p/uz-900' });
    const request = fake.requests[before];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v1/payment/register');
    expect(request.headers['x-terminal-id']).toBe('TERM-1');
    expect(request.headers['x-api-key']).toBe('KEY-1');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({
      amount: 5_000_000, // tiyin
      clientId: '7',
      currency: 860,
      orderNumber: '42',
      viewType: 'WEB_VIEW',
      successUrl: params.successUrl,
      failureUrl: params.failureUrl,
      paymentParams: { payType: 'ONE_STEP' },
    });
  });

  it('converts fractional so\'m to whole tiyin', async () => {
    answer = { status: 200, body: { result: { paymentRedirectUrl: 'https://pay.uzum.example/p/2' } } };
    const before = fake.requests.length;
    const registered = await uzumRegisterPayment(fake.url, credentials, { ...params, amount: 12_345.67 });
    expect(registered.orderId).toBeNull();
    expect(JSON.parse(fake.requests[before].body).amount).toBe(1_234_567);
  });

  it('refuses an error status or an answer without a redirect URL', async () => {
    answer = { status: 500, body: { errorCode: 1, message: 'boom' } };
    await expect(uzumRegisterPayment(fake.url, credentials, params)).rejects.toBeInstanceOf(PaymentProviderError);
    answer = { status: 200, body: { errorCode: 3, result: null } };
    await expect(uzumRegisterPayment(fake.url, credentials, params)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
