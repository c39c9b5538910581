import type { ApiError, ApiResult } from '@storefront/contracts';
import { afterBootFailure } from './decisions';
import { sleep } from '../platform/yield';

/** The API answered that the merchant does not exist (404 MERCHANT_NOT_FOUND). */
export class MerchantNotFound extends Error {
  constructor(readonly reason: ApiError) {
    super(reason.message);
  }
}

/** The merchant's start-up data could not be had, retries included; nothing is known about the merchant. */
export class StartupDataUnreachable extends Error {
  constructor(readonly reason: ApiError) {
    super(`${reason.code}: ${reason.message}`);
  }
}


/**
 * A start-up request the storefront cannot open without: asked again after a growing wait while
 * the failure says nothing about the merchant, and turned into MerchantNotFound or
 * StartupDataUnreachable otherwise.
 */
export async function requiredAtStartup<T>(request: () => Promise<ApiResult<T>>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const result = await request();
    if (!result.error) return result.data;
    const action = afterBootFailure(result.error, attempt);
    if (action.kind === 'not-found') throw new MerchantNotFound(result.error);
    if (action.kind === 'give-up') throw new StartupDataUnreachable(result.error);
    console.warn(`start-up request failed (${result.error.code}), asking again in ${action.delayMs} ms`);
    await wait(action.delayMs);
  }
}
