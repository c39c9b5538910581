/**
 * The Telegram Bot API behind one small adapter: a method of a merchant's bot, called with JSON,
 * and its answer sorted into what the caller does next. The base URL is configured
 * (TELEGRAM_API_URL; tests point it at a local fake). The bot token is part of the request's URL
 * (`<base>/bot<token>/<method>`): it never appears in an outcome, an error or a log line, and a
 * failed fetch is reported by its kind only, since its message or cause could carry the URL.
 */

export type BotApiOutcome =
  | { kind: 'ok'; result: unknown }
  /** 403: the user blocked the bot (or deleted their account): do not write there again. */
  | { kind: 'blocked'; status: number; description: string }
  /** 429: Telegram's flood control; try again after `retryAfterSeconds`. */
  | { kind: 'rate-limited'; status: number; description: string; retryAfterSeconds: number }
  /** A 5xx, a timeout or a network error: worth trying again later. */
  | { kind: 'retry'; status: number | null; description: string }
  /** Any other refusal (400 bad request, 401/404 a revoked token): trying again would change nothing. */
  | { kind: 'refused'; status: number; description: string };

export interface BotApi {
  call(token: string, method: string, body: Record<string, unknown>): Promise<BotApiOutcome>;
}

/** How long one Bot API call may take before it counts as a network error. */
export const BOT_API_TIMEOUT_MS = 10_000;
/** A 429 without `retry_after` (Telegram always sends one; a proxy might not) waits this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;
/** The most a 429 is honoured for: a longer pause is capped, the message tried again then. */
const LONGEST_RETRY_AFTER_SECONDS = 3600;

interface Answer { ok?: boolean; result?: unknown; description?: string; parameters?: { retry_after?: number } }

/** What a Bot API answer means for the caller. */
export function outcomeOf(status: number, answer: Answer | null): BotApiOutcome {
  const description = typeof answer?.description === 'string' ? answer.description.slice(0, 300) : `HTTP ${status}`;
  if (status >= 200 && status < 300 && answer?.ok === true) return { kind: 'ok', result: answer.result };
  if (status === 429) {
    const given = Number(answer?.parameters?.retry_after);
    const retryAfterSeconds = Number.isFinite(given) && given > 0 ? Math.min(Math.ceil(given), LONGEST_RETRY_AFTER_SECONDS) : DEFAULT_RETRY_AFTER_SECONDS;
    return { kind: 'rate-limited', status, description, retryAfterSeconds };
  }
  if (status === 403) return { kind: 'blocked', status, description };
  if (status >= 500 || (status >= 200 && status < 300)) return { kind: 'retry', status, description };
  return { kind: 'refused', status, description };
}

/** The Bot API over HTTPS (fetch), at `baseUrl`. */
export function httpBotApi(baseUrl: string, timeoutMs = BOT_API_TIMEOUT_MS): BotApi {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async call(token, method, body) {
      let response: Response;
      try {
        response = await fetch(`${base}/bot${token}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The error's message and cause may name the URL, and with it the token: only its kind.
        const name = (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network error';
        return { kind: 'retry', status: null, description: name };
      }
      const answer = (await response.json().catch(() => null)) as Answer | null;
      return outcomeOf(response.status, answer);
    },
  };
}
