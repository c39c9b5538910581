import { SMS_HTTP_TIMEOUT_MS, SmsSendError, bodySnippet, type SmsGateway, type SmsSendResult } from './gateway';

export interface EskizOptions {
  /** e.g. https://notify.eskiz.uz/api (no trailing slash). */
  baseUrl: string;
  email: string;
  password: string;
  /** Sender name (`from`), e.g. 4546. */
  from: string;
  timeoutMs?: number;
}

/**
 * Eskiz (providers.md): `POST {base}/auth/login` with form fields email and password answers
 * `data.token`, which is long-lived and kept here; `POST {base}/message/sms/send` with
 * `Authorization: Bearer <token>` and form fields mobile_phone (998…, no plus), message and from.
 * A send answered 401 logs in again once and repeats the send.
 */
export class EskizGateway implements SmsGateway {
  private token: string | null = null;
  /** One login at a time: concurrent sends after an expiry share it. */
  private pendingLogin: Promise<string> | null = null;

  constructor(private readonly options: EskizOptions) {}

  async send(phone: string, text: string): Promise<SmsSendResult> {
    const mobilePhone = phone.replace(/^\+/, '');
    let token = this.token ?? (await this.login());
    let response = await this.post('/message/sms/send', { mobile_phone: mobilePhone, message: text, from: this.options.from }, token);
    if (response.status === 401) {
      await response.body?.cancel();
      if (this.token === token) this.token = null;
      token = await this.login();
      response = await this.post('/message/sms/send', { mobile_phone: mobilePhone, message: text, from: this.options.from }, token);
    }
    if (!response.ok) throw new SmsSendError('eskiz', `send answered ${response.status}: ${await bodySnippet(response)}`);
    const body = (await response.json().catch(() => null)) as { id?: unknown; status?: unknown } | null;
    return body?.id !== undefined && body?.id !== null ? { providerId: String(body.id) } : {};
  }

  private login(): Promise<string> {
    this.pendingLogin ??= (async () => {
      try {
        const response = await this.post('/auth/login', { email: this.options.email, password: this.options.password });
        if (!response.ok) throw new SmsSendError('eskiz', `login answered ${response.status}: ${await bodySnippet(response)}`);
        const body = (await response.json().catch(() => null)) as { data?: { token?: unknown } } | null;
        const token = body?.data?.token;
        if (typeof token !== 'string' || !token) throw new SmsSendError('eskiz', 'login answered no data.token');
        this.token = token;
        return token;
      } finally {
        this.pendingLogin = null;
      }
    })();
    return this.pendingLogin;
  }

  private async post(path: string, fields: Record<string, string>, token?: string): Promise<Response> {
    try {
      return await fetch(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError('eskiz', `${path} unreachable: ${(error as Error).message}`);
    }
  }
}
