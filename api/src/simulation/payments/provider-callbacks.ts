import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ClickCredentials, PaymeCredentials, PaymentProviderType } from '../../db/schema';
import { clickSign, findActiveProvider, setProviderPaymentId, soumWithDecimals, toTiyin, type ClickCallback } from '../../domains/payments';
import type { SimulatedUzum } from './uzum';

/** The attempt the simulated page shows. */
export interface SimulatedAttempt {
  id: number;
  publicId: string;
  merchantId: number;
  orderId: number;
  provider: PaymentProviderType;
  amount: string;
  providerPaymentId: string | null;
}

type Choice = 'pay' | 'cancel';

/**
 * Plays the provider of a simulated attempt against our own callback endpoints, in process
 * (`inject` runs the same routing, parsing and checks as a request from Click, Payme or Uzum).
 * Answers null when the endpoints accepted, else what they refused.
 */
export async function simulateProvider(
  app: FastifyInstance, simulatedUzum: SimulatedUzum, attempt: SimulatedAttempt, choice: Choice,
): Promise<string | null> {
  const settings = await findActiveProvider(app.db, attempt.merchantId, attempt.provider);
  if (!settings) return `${attempt.provider} is not active for this merchant`;
  switch (attempt.provider) {
    case 'CLICK': return simulateClick(app, settings.credentials as ClickCredentials, attempt, choice);
    case 'PAYME': return simulatePayme(app, settings.credentials as PaymeCredentials, attempt, choice);
    case 'UZUM': return simulateUzum(app, simulatedUzum, attempt, choice);
  }
}

/** Click: prepare, then complete with error 0 (paid) or -5017 (the customer's card was refused). */
async function simulateClick(app: FastifyInstance, credentials: ClickCredentials, attempt: SimulatedAttempt, choice: Choice) {
  const base = {
    click_trans_id: String(randomInt(1_000_000, 2_000_000_000)),
    service_id: credentials.serviceId,
    click_paydoc_id: String(randomInt(1_000_000, 2_000_000_000)),
    merchant_trans_id: String(attempt.orderId),
    amount: soumWithDecimals(Number(attempt.amount)),
    sign_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
  };
  const call = async (path: string, fields: Omit<ClickCallback, 'sign_string'>) => {
    const res = await app.inject({
      method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, sign_string: clickSign(credentials.secretKey, fields) } as Record<string, string>).toString(),
    });
    return res.json() as { error: number; error_note: string; merchant_prepare_id?: number };
  };
  const prepared = await call('/payments/v1/click/prepare', { ...base, action: '0', error: '0', error_note: 'Success' });
  if (prepared.error !== 0) return `Click prepare: ${prepared.error_note}`;
  const completed = await call('/payments/v1/click/complete', {
    ...base, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id),
    ...(choice === 'pay' ? { error: '0', error_note: 'Success' } : { error: '-5017', error_note: 'Cancelled by the customer' }),
  });
  if (choice === 'pay' && completed.error !== 0) return `Click complete: ${completed.error_note}`;
  return null;
}

/** Payme: CheckPerformTransaction, CreateTransaction, then PerformTransaction or CancelTransaction (reason 3). */
async function simulatePayme(app: FastifyInstance, credentials: PaymeCredentials, attempt: SimulatedAttempt, choice: Choice) {
  const authorization = `Basic ${Buffer.from(`Paycom:${credentials.key}`).toString('base64')}`;
  let rpcId = 0;
  const call = async (method: string, params: object) => {
    const res = await app.inject({
      method: 'POST', url: '/payments/v1/payme', headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    });
    return res.json() as { result?: unknown; error?: { code: number; message: { en: string } } };
  };
  const account = { order_id: String(attempt.orderId) };
  const amount = toTiyin(Number(attempt.amount));
  const id = randomBytes(12).toString('hex');
  const steps: [string, object][] = [
    ['CheckPerformTransaction', { amount, account }],
    ['CreateTransaction', { id, time: Date.now(), amount, account }],
    choice === 'pay' ? ['PerformTransaction', { id }] : ['CancelTransaction', { id, reason: 3 }],
  ];
  for (const [method, params] of steps) {
    const answer = await call(method, params);
    if (answer.error) return `Payme ${method}: ${answer.error.message.en} (${answer.error.code})`;
  }
  return null;
}

/** Uzum: the simulated Uzum records the outcome, then calls our status callback, which asks it back. */
async function simulateUzum(app: FastifyInstance, simulatedUzum: SimulatedUzum, attempt: SimulatedAttempt, choice: Choice) {
  const uzumOrderId = attempt.providerPaymentId ?? `sim-uzum-${attempt.publicId}`;
  if (!attempt.providerPaymentId) await setProviderPaymentId(app.db, attempt.id, uzumOrderId);
  simulatedUzum.set(uzumOrderId, { status: choice === 'pay' ? 'COMPLETED' : 'DECLINED', amount: toTiyin(Number(attempt.amount)) });
  const res = await app.inject({
    method: 'POST', url: '/payments/v1/uzum/callback',
    payload: { orderId: uzumOrderId, operationState: choice === 'pay' ? 'SUCCESS' : 'FAIL' },
  });
  return res.statusCode === 200 ? null : `Uzum callback: ${res.json().description ?? res.statusCode}`;
}
