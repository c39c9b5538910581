import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';

export interface LoggingOptions {
  /** pino level; 'silent' turns logging off (LOG_LEVEL, default info). */
  level: string;
  /** Where the JSON lines go (tests read them); standard output by default. */
  stream?: NodeJS.WritableStream;
}

/** A request id a proxy may hand us (X-Request-Id), trusted only when it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Headers and body fields that carry secrets: bearer tokens, bot and integration secrets, login
 * codes, Telegram init data, card data. Request logs never include headers or bodies, but an error
 * logged with its request might; pino censors these paths wherever they appear.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-telegram-bot-api-secret-token"]',
  'req.headers["x-integration-key"]', 'req.headers["x-auth"]',
  '*.authorization', '*.token', '*.code', '*.initData', '*.password', '*.secret', '*.secret_key', '*.number', '*.cvv',
];

/**
 * Fastify's logger settings: JSON lines with a request id per request (echoed as X-Request-Id),
 * the path without its query (queries carry coordinates and ids, nothing a log needs), never
 * headers or bodies.
 */
export function loggerOptions(options: LoggingOptions): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId: (request: RawRequestDefaultExpression) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger: options.level === 'silent' ? false : {
      level: options.level,
      ...(options.stream ? { stream: options.stream } : {}),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        // Only what tells what failed and where: an error's other properties may hold a request's
        // headers or a provider's answer, with secrets in them.
        err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
          type: error.constructor?.name ?? 'Error',
          message: error.message,
          stack: error.stack ?? '',
          ...(typeof error.code === 'string' ? { code: error.code } : {}),
          ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
        }),
        req: (request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
          method: request.method,
          path: request.url.split('?')[0],
          ip: request.ip ?? request.socket?.remoteAddress,
        }),
      },
    },
  };
}
