import { createHash, timingSafeEqual } from 'node:crypto';
import type { ClickCredentials, PaymeCredentials, UzumCredentials } from '../../db/schema';
import { languageOfTag } from '@storefront/contracts/rules';

/**
 * The providers' documented formats (/work/shared/providers.md), as pure functions and one small
 * HTTP adapter. Amounts come in so'm; 1 so'm = 100 tiyin.
 */

export const toTiyin = (soum: number): number => Math.round(soum * 100);
/** So'm with two decimals, as Click wants it: 50000 → "50000.00". */
export const soumWithDecimals = (soum: number): string => (toTiyin(soum) / 100).toFixed(2);

export const CLICK_PAY_URL = 'https://my.click.uz/services/pay/';

/** `https://my.click.uz/services/pay/?service_id=…&merchant_id=…&amount=…&transaction_param=<order id>&return_url=…` */
export function clickPayUrl(credentials: ClickCredentials, p: { orderId: number; amount: number; returnUrl: string }): string {
  const query = new URLSearchParams({
    service_id: credentials.serviceId,
    merchant_id: credentials.merchantId,
    amount: soumWithDecimals(p.amount),
    transaction_param: String(p.orderId),
    return_url: p.returnUrl,
  });
  return `${CLICK_PAY_URL}?${query.toString()}`;
}

export const PAYME_HOST = 'https://checkout.paycom.uz/';
export const PAYME_TEST_HOST = 'https://checkout.test.paycom.uz/';
export type PaymeLanguage = 'ru' | 'uz' | 'en';

/** `https://checkout.paycom.uz/` + base64(`m=<merchant>;ac.order_id=<id>;a=<tiyin>;l=<lang>;c=<return url>`). */
export function paymePayUrl(
  credentials: PaymeCredentials,
  p: { orderId: number; amount: number; returnUrl: string; language: PaymeLanguage; testMode: boolean },
): string {
  const params = `m=${credentials.merchantId};ac.order_id=${p.orderId};a=${toTiyin(p.amount)};l=${p.language};c=${p.returnUrl}`;
  return (p.testMode ? PAYME_TEST_HOST : PAYME_HOST) + Buffer.from(params, 'utf8').toString('base64');
}

/** Payme's `l`: the first of ru, uz, en in Accept-Language (the storefront's `eng` counts as en); ru otherwise. */
export function paymeLanguage(acceptLanguage: string | string[] | undefined): PaymeLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage ?? '';
  for (const part of header.split(',')) {
    const language = languageOfTag(part);
    if (language) return language === 'eng' ? 'en' : language;
  }
  return 'ru';
}

// --- Click shop API (prepare action=0, complete action=1) ---------------------------------------

export interface ClickCallback {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id?: string;
  merchant_trans_id: string;
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  error: string;
  error_note?: string;
  sign_time: string;
  sign_string: string;
}

/** MD5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id [+ merchant_prepare_id] + amount + action + sign_time), hex. */
export function clickSign(secretKey: string, f: Omit<ClickCallback, 'sign_string' | 'error'>): string {
  const text = f.click_trans_id + f.service_id + secretKey + f.merchant_trans_id
    + (f.action === '1' ? f.merchant_prepare_id ?? '' : '') + f.amount + f.action + f.sign_time;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function clickSignValid(secretKey: string, f: ClickCallback): boolean {
  const expected = Buffer.from(clickSign(secretKey, f), 'utf8');
  const given = Buffer.from(String(f.sign_string).toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Click's documented error codes of the shop API. */
export const CLICK_ERRORS = {
  SUCCESS: { error: 0, error_note: 'Success' },
  SIGN_CHECK_FAILED: { error: -1, error_note: 'SIGN CHECK FAILED!' },
  INCORRECT_AMOUNT: { error: -2, error_note: 'Incorrect parameter amount' },
  ACTION_NOT_FOUND: { error: -3, error_note: 'Action not found' },
  ALREADY_PAID: { error: -4, error_note: 'Already paid' },
  ORDER_NOT_FOUND: { error: -5, error_note: 'User does not exist' },
  TRANSACTION_NOT_FOUND: { error: -6, error_note: 'Transaction does not exist' },
  UPDATE_FAILED: { error: -7, error_note: 'Failed to update user' },
  BAD_REQUEST: { error: -8, error_note: 'Error in request from click' },
  TRANSACTION_CANCELLED: { error: -9, error_note: 'Transaction cancelled' },
} as const;

// --- Uzum checkout ------------------------------------------------------------------------------

export class PaymentProviderError extends Error {}

export interface UzumRegisterRequest {
  amount: number;
  clientId: string;
  currency: 860;
  orderNumber: string;
  viewType: 'WEB_VIEW' | 'IFRAME';
  successUrl: string;
  failureUrl: string;
  paymentParams: { payType: 'ONE_STEP' | 'TWO_STEP' };
}

type UzumOptions = { timeoutMs?: number; fetch?: typeof fetch };

/** One call of Uzum's checkout API with the terminal's headers; answers the parsed JSON or throws. */
async function uzumPost(baseUrl: string, credentials: UzumCredentials, path: string, body: object, options: UzumOptions): Promise<any> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'X-Terminal-Id': credentials.terminalId,
        'X-API-Key': credentials.apiKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new PaymentProviderError(`Uzum ${path} failed: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) throw new PaymentProviderError(`Uzum ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new PaymentProviderError(`Uzum ${path} answered something other than JSON`);
  }
}

/**
 * Registers a payment with Uzum checkout: `POST {base}/api/v1/payment/register` with headers
 * `X-Terminal-Id` and `X-API-Key`; answers Uzum's `result.orderId` and `result.paymentRedirectUrl`.
 */
export async function uzumRegisterPayment(
  baseUrl: string,
  credentials: UzumCredentials,
  p: { orderId: number; amount: number; userId: number; successUrl: string; failureUrl: string },
  options: UzumOptions = {},
): Promise<{ orderId: string | null; paymentRedirectUrl: string }> {
  const body: UzumRegisterRequest = {
    amount: toTiyin(p.amount),
    clientId: String(p.userId),
    currency: 860,
    orderNumber: String(p.orderId),
    viewType: 'WEB_VIEW',
    successUrl: p.successUrl,
    failureUrl: p.failureUrl,
    paymentParams: { payType: 'ONE_STEP' },
  };
  const answer: { result?: { orderId?: unknown; paymentRedirectUrl?: unknown } } = await uzumPost(baseUrl, credentials, '/api/v1/payment/register', body, options);
  const redirect = answer?.result?.paymentRedirectUrl;
  if (typeof redirect !== 'string' || !/^https?:\/\//.test(redirect)) {
    throw new PaymentProviderError(`Uzum register answered no paymentRedirectUrl: ${JSON.stringify(answer).slice(0, 200)}`);
  }
  const orderId = answer.result?.orderId;
  return { orderId: orderId == null ? null : String(orderId), paymentRedirectUrl: redirect };
}

/**
 * What Uzum says of one of its checkout orders. Its callbacks are only a trigger: the status is
 * asked of Uzum with the terminal's own credentials, so a forged callback cannot mark anything.
 * COMPLETED is paid; DECLINED, REVERSED, CANCELED and REFUNDED end the attempt; anything else waits.
 */
export type UzumOrderStatus = { status: string; amount: number | null };

/** `POST {base}/api/v1/payment/getOrderStatus` {orderId} → `result.status` and `result.amount` (tiyin). */
export async function uzumOrderStatus(
  baseUrl: string, credentials: UzumCredentials, uzumOrderId: string, options: UzumOptions = {},
): Promise<UzumOrderStatus> {
  const answer: { result?: { status?: unknown; amount?: unknown } } = await uzumPost(baseUrl, credentials, '/api/v1/payment/getOrderStatus', { orderId: uzumOrderId }, options);
  const status = answer?.result?.status;
  if (typeof status !== 'string') throw new PaymentProviderError(`Uzum getOrderStatus answered no status: ${JSON.stringify(answer).slice(0, 200)}`);
  const amount = answer.result?.amount;
  return { status, amount: typeof amount === 'number' ? amount : null };
}
