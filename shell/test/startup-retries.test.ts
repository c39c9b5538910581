import type { ApiResult } from '@storefront/contracts';
import { BOOT_RETRY_DELAYS_MS } from '../src/boot/decisions';
import { MerchantNotFound, StartupDataUnreachable, requiredAtStartup } from '../src/boot/startup-retries';

/** A request answering the given results in turn, counting its calls. */
function scripted<T>(...answers: ApiResult<T>[]) {
  let calls = 0;
  return { request: async () => answers[Math.min(calls++, answers.length - 1)]!, calls: () => calls };
}
const failure = (status: number, code: string): ApiResult<never> => ({ data: null, error: { status, code, message: code } });
const success = <T>(data: T): ApiResult<T> => ({ data, error: null });

describe('requiredAtStartup', () => {
  it('waits and asks again after server failures, then answers the data', async () => {
    const waits: number[] = [];
    const merchant = scripted(failure(503, 'HTTP_503'), failure(0, 'NETWORK_ERROR'), success({ id: 7 }));
    await expect(requiredAtStartup(merchant.request, async (ms) => { waits.push(ms); })).resolves.toEqual({ id: 7 });
    expect(merchant.calls()).toBe(3);
    expect(waits).toEqual(BOOT_RETRY_DELAYS_MS.slice(0, 2));
  });

  it('stops at once on MERCHANT_NOT_FOUND', async () => {
    const merchant = scripted(failure(404, 'MERCHANT_NOT_FOUND'));
    await expect(requiredAtStartup(merchant.request, async () => {})).rejects.toBeInstanceOf(MerchantNotFound);
    expect(merchant.calls()).toBe(1);
  });

  it('gives up after its last wait, without calling the merchant missing', async () => {
    const merchant = scripted(failure(502, 'HTTP_502'));
    const error = await requiredAtStartup(merchant.request, async () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupDataUnreachable);
    expect(merchant.calls()).toBe(BOOT_RETRY_DELAYS_MS.length + 1);
  });
});
