import type { Kysely, Transaction } from 'kysely';
import type {
  Database, PaymentProviderType, StoredClickCredentials, StoredPaymeCredentials, StoredUzumCredentials,
} from '../db/schema';

/**
 * Development credentials of the demo merchants' payment providers. Every value is FAKE: they only
 * shape the links of `PAYMENTS_MODE=live` and sign the Click callbacks of the tests. A real merchant's
 * credentials are written into `payment_providers` by hand (or an admin tool), never into this file.
 */
export const DEV_PAYMENT_CREDENTIALS: Record<string, {
  CLICK: StoredClickCredentials; PAYME: StoredPaymeCredentials; UZUM: StoredUzumCredentials;
}> = {
  demo: {
    CLICK: { service_id: '90001', merchant_id: '80001', secret_key: 'FAKE-dev-click-secret-demo' },
    PAYME: { merchant_id: 'fake0000000000000000de01', key: 'FAKE-dev-payme-key-demo' },
    UZUM: { terminal_id: 'FAKE-dev-terminal-demo', api_key: 'FAKE-dev-uzum-api-key-demo' },
  },
  mim: {
    CLICK: { service_id: '90002', merchant_id: '80002', secret_key: 'FAKE-dev-click-secret-mim' },
    PAYME: { merchant_id: 'fake00000000000000000m02', key: 'FAKE-dev-payme-key-mim' },
    UZUM: { terminal_id: 'FAKE-dev-terminal-mim', api_key: 'FAKE-dev-uzum-api-key-mim' },
  },
};

/**
 * Gives the seeded merchants of `DEV_PAYMENT_CREDENTIALS` their Click, Payme and Uzum rows (test mode,
 * active). Idempotent: a merchant that already has a provider row keeps it, so this also runs on a
 * database seeded before the payments migration.
 */
export async function seedPaymentProviders(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const merchants = await db.selectFrom('merchants').select(['id', 'sub'])
    .where('sub', 'in', Object.keys(DEV_PAYMENT_CREDENTIALS)).execute();
  const rows = merchants.flatMap((merchant) =>
    (Object.entries(DEV_PAYMENT_CREDENTIALS[merchant.sub]) as [PaymentProviderType, object][]).map(([type, credentials]) => ({
      merchantId: merchant.id, type, credentials: JSON.stringify(credentials), isActive: true, testMode: true,
    })));
  if (rows.length === 0) return 0;
  const inserted = await db.insertInto('paymentProviders').values(rows)
    .onConflict((conflict) => conflict.columns(['merchantId', 'type']).doNothing())
    .returning('id').execute();
  return inserted.length;
}
