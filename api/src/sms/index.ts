import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SmsConfig } from '../config';
import { EskizGateway } from './eskiz';
import { PlayMobileGateway } from './play-mobile';
import { OutboxGateway } from './outbox';
import type { SmsGateway } from './gateway';

export { SmsSendError, type SmsGateway } from './gateway';
export { EskizGateway } from './eskiz';
export { PlayMobileGateway } from './play-mobile';
export { OutboxGateway } from './outbox';

/** The merchant columns that choose and authenticate its gateway. */
export interface MerchantSmsAccount {
  id: number;
  smsGateway: 'PLAY_MOBILE' | 'ESKIZ' | null;
  smsUsername: string | null;
  smsPassword: string | null;
}

/** The merchant has no usable gateway in live mode. */
export class SmsNotConfiguredError extends Error {}

/**
 * Chooses the gateway of a merchant: in live mode its own Eskiz or Play Mobile account
 * (merchants.sms_gateway, sms_username, sms_password; base URLs from the environment), otherwise
 * the outbox. Live clients are kept per merchant and credentials, so Eskiz's token is reused.
 */
export class SmsGateways {
  private readonly live = new Map<string, SmsGateway>();

  constructor(private readonly db: Kysely<Database>, private readonly config: SmsConfig) {}

  get mode() {
    return this.config.mode;
  }

  forMerchant(merchant: MerchantSmsAccount): SmsGateway {
    if (this.config.mode !== 'live') return new OutboxGateway(this.db, merchant.id, merchant.smsGateway);
    const { smsGateway, smsUsername, smsPassword } = merchant;
    if (!smsGateway || !smsUsername || !smsPassword) {
      throw new SmsNotConfiguredError(`merchant ${merchant.id} has no SMS gateway credentials`);
    }
    const key = `${merchant.id}:${smsGateway}:${createHash('sha256').update(`${smsUsername}\n${smsPassword}`).digest('hex')}`;
    let gateway = this.live.get(key);
    if (!gateway) {
      // A changed password leaves an old entry behind: drop this merchant's others.
      for (const old of this.live.keys()) if (old.startsWith(`${merchant.id}:`)) this.live.delete(old);
      gateway = smsGateway === 'ESKIZ'
        ? new EskizGateway({ baseUrl: this.config.eskizBaseUrl, email: smsUsername, password: smsPassword, from: this.config.eskizFrom })
        : new PlayMobileGateway({ url: this.config.playMobileUrl, username: smsUsername, password: smsPassword, originator: this.config.playMobileOriginator });
      this.live.set(key, gateway);
    }
    return gateway;
  }
}
