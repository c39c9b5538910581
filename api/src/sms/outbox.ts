import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SmsGateway, SmsSendResult } from './gateway';

/**
 * The development gateway (SMS_MODE other than `live`): messages go to the `sms_outbox` table
 * instead of a provider. Outside production they are readable at `GET /dev/sms-outbox?phone=`.
 */
export class OutboxGateway implements SmsGateway {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly merchantId: number | null,
    /** The merchant's configured gateway, recorded for reference. */
    private readonly standsInFor: string | null,
  ) {}

  async send(phone: string, text: string): Promise<SmsSendResult> {
    const row = await this.db.insertInto('smsOutbox')
      .values({ merchantId: this.merchantId, phone, text, gateway: this.standsInFor })
      .returning('id').executeTakeFirstOrThrow();
    return { providerId: `outbox-${row.id}` };
  }
}
