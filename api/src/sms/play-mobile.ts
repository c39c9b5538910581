import { randomBytes } from 'node:crypto';
import { SMS_HTTP_TIMEOUT_MS, SmsSendError, bodySnippet, type SmsGateway, type SmsSendResult } from './gateway';

export interface PlayMobileOptions {
  /** e.g. https://send.smsxabar.uz/broker-api/send */
  url: string;
  username: string;
  password: string;
  /** Sender (`originator`), e.g. 3700. */
  originator: string;
  timeoutMs?: number;
}

/** Play Mobile's documented maximum text length. */
export const PLAY_MOBILE_MAX_TEXT = 640;

/**
 * Play Mobile (providers.md): `POST {url}` with HTTP Basic auth and the JSON
 * `{"messages":[{"recipient":"998…","message-id":"<unique>","sms":{"originator":"3700","content":{"text":"…"}}}]}`.
 */
export class PlayMobileGateway implements SmsGateway {
  constructor(private readonly options: PlayMobileOptions) {}

  async send(phone: string, text: string): Promise<SmsSendResult> {
    if (text.length > PLAY_MOBILE_MAX_TEXT) throw new SmsSendError('play-mobile', `text longer than ${PLAY_MOBILE_MAX_TEXT} characters`);
    // Letters and digits only, 20 characters: unique enough and within every id length the broker takes.
    const messageId = `lm${randomBytes(9).toString('hex')}`;
    const body = {
      messages: [{
        recipient: phone.replace(/^\+/, ''),
        'message-id': messageId,
        sms: { originator: this.options.originator, content: { text } },
      }],
    };
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`, 'utf8').toString('base64');
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', authorization: `Basic ${basic}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError('play-mobile', `unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SmsSendError('play-mobile', `answered ${response.status}: ${await bodySnippet(response)}`);
    await response.body?.cancel();
    return { providerId: messageId };
  }
}
