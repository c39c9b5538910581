/**
 * An answer to a client's mistake or a refused request: the status, a stable code for the
 * storefront to branch on, and the Russian description spec §8 shows to the customer. The error
 * handler answers it in the customer's language from the table of lib/descriptions.ts; a
 * description with values in it (a status, a number of minutes) names them in `params`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
    readonly details?: unknown,
    /** Extra response headers (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
    /** The values filled into the description, for its translations' `{name}` places. */
    readonly params?: Record<string, string | number>,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, description: string, details?: unknown) =>
  new HttpError(400, code, description, details);
export const unauthorized = (description = 'Требуется авторизация') => new HttpError(401, 'UNAUTHORIZED', description);
export const forbidden = (description = 'Доступ запрещён') => new HttpError(403, 'FORBIDDEN', description);
export const notFound = (code: string, description: string) => new HttpError(404, code, description);
export const conflict = (code: string, description: string) => new HttpError(409, code, description);
export const unprocessable = (code: string, description: string) => new HttpError(422, code, description);
/**
 * 429 with `Retry-After` (seconds) and the same figure in details, plus any further details. The
 * wait is the description's `{seconds}`, or `{minutes}` rounded up.
 */
export const tooManyRequests = (description: string, retryAfterSeconds?: number, details: Record<string, unknown> = {}) =>
  new HttpError(
    429, 'TOO_MANY_REQUESTS', description,
    retryAfterSeconds ? { retryAfterSeconds, ...details } : Object.keys(details).length ? details : undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined,
    retryAfterSeconds ? { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) } : undefined,
  );
