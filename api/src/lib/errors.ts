import {
  errorText, type ErrorCode, type ErrorParams, type ErrorParamValue, type ErrorTextChoice, type ErrorVariant,
} from '@storefront/contracts/rules';

/**
 * An answer to a client's mistake or a refused request: the status, a stable code for the
 * storefront to branch on, and which of the code's texts (`variant`) with what values (`params`).
 * The texts are the contracts' ERROR_CATALOGUE; the error handler writes the one named in the
 * customer's language. `description` is the Russian text (spec §8), for logs and for callers that
 * read it.
 */
export class HttpError extends Error {
  readonly description: string;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly variant?: string,
    readonly params?: Readonly<Record<string, ErrorParamValue>>,
    readonly details?: unknown,
    /** Extra response headers (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(errorText(code, 'ru', variant, params));
    this.description = this.message;
  }
}

/** A tuple of one argument, optional when an empty object would do. */
export type OptionalWhenEmpty<T> = Record<string, never> extends T ? [T?] : [T];
/** What a throw site names besides the status and the code: the text's choice, and the answer's details and headers. */
export type ErrorOptions<C extends ErrorCode, V extends ErrorVariant<C>> =
  ErrorTextChoice<C, V> & { details?: unknown; headers?: Record<string, string> };
export type ErrorArgs<C extends ErrorCode, V extends ErrorVariant<C>> = OptionalWhenEmpty<ErrorOptions<C, V>>;

/**
 * The one way to refuse: a status (the same code answers 404 at one place and 422 at another, so
 * the place chooses) and a code of the catalogue, with its variant and params as the types require.
 */
export function apiError<C extends ErrorCode, V extends ErrorVariant<C> = never>(
  statusCode: number, code: C, ...[options]: ErrorArgs<C, V>
): HttpError {
  const { variant, params, details, headers } = (options ?? {}) as {
    variant?: string; params?: Record<string, ErrorParamValue>; details?: unknown; headers?: Record<string, string>;
  };
  return new HttpError(statusCode, code, variant, params, details, headers);
}

export const badRequest = <C extends ErrorCode, V extends ErrorVariant<C> = never>(code: C, ...args: ErrorArgs<C, V>) =>
  apiError<C, V>(400, code, ...args);
export const notFound = <C extends ErrorCode, V extends ErrorVariant<C> = never>(code: C, ...args: ErrorArgs<C, V>) =>
  apiError<C, V>(404, code, ...args);
export const conflict = <C extends ErrorCode, V extends ErrorVariant<C> = never>(code: C, ...args: ErrorArgs<C, V>) =>
  apiError<C, V>(409, code, ...args);
export const unprocessable = <C extends ErrorCode, V extends ErrorVariant<C> = never>(code: C, ...args: ErrorArgs<C, V>) =>
  apiError<C, V>(422, code, ...args);
export const unauthorized = () => apiError(401, 'UNAUTHORIZED');
export const forbidden = (variant: ErrorVariant<'FORBIDDEN'> = 'default') => apiError(403, 'FORBIDDEN', { variant });

type Wait = 'seconds' | 'minutes';
/**
 * 429 with `Retry-After` (seconds) and the same figure in details, plus any further details. The
 * wait fills the text's `{seconds}`, or `{minutes}` rounded up; `params` are its other places.
 */
export function tooManyRequests<V extends ErrorVariant<'TOO_MANY_REQUESTS'>>(
  variant: V, retryAfterSeconds?: number, details: Record<string, unknown> = {},
  ...[params]: OptionalWhenEmpty<Omit<ErrorParams<'TOO_MANY_REQUESTS', V>, Wait>>
): HttpError {
  const wait = retryAfterSeconds ? { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) } : undefined;
  return new HttpError(
    429, 'TOO_MANY_REQUESTS', variant,
    wait || params ? { ...wait, ...(params as Record<string, ErrorParamValue> | undefined) } : undefined,
    retryAfterSeconds ? { retryAfterSeconds, ...details } : Object.keys(details).length ? details : undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined,
  );
}
