/** Sends one text message; resolves when the provider accepted it, rejects with SmsSendError otherwise. */
export interface SmsGateway {
  /** `phone` is 998XXXXXXXXX (no plus), as the API stores it. */
  send(phone: string, text: string): Promise<SmsSendResult>;
}

export interface SmsSendResult {
  /** The provider's id of the message, when it answers one. */
  providerId?: string;
}

/** A provider refused or could not be reached. `detail` is for logs, never for the customer. */
export class SmsSendError extends Error {
  constructor(readonly provider: string, readonly detail: string) {
    super(`${provider}: ${detail}`);
  }
}

/** Provider calls give up after this long (the API's own answer should not hang on them). */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

/** Reads a response body for an error message, at most a few hundred characters of it. */
export async function bodySnippet(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 300);
  } catch {
    return '';
  }
}
