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
 * The credentials a demo merchant is seeded with: a secret an operator (or the e2e suite) gives in
 * the environment wins — `SEED_CLICK_SECRET_KEY_<SUB>`, `SEED_PAYME_KEY_<SUB>`,
 * `SEED_UZUM_API_KEY_<SUB>` — else the published development value, only when `demoCredentials`.
 */
export function demoPaymentCredentials(sub: string, demoCredentials: boolean, env: NodeJS.ProcessEnv = process.env) {
  const dev = DEV_PAYMENT_CREDENTIALS[sub];
  if (!dev) return {};
  const SUB = sub.toUpperCase();
  const pick = <T extends object>(given: string | undefined, credentials: T, secret: keyof T): T | undefined =>
    given ? { ...credentials, [secret]: given } : demoCredentials ? credentials : undefined;
  const all: Partial<Record<PaymentProviderType, object>> = {
    CLICK: pick(env[`SEED_CLICK_SECRET_KEY_${SUB}`], dev.CLICK, 'secret_key'),
    PAYME: pick(env[`SEED_PAYME_KEY_${SUB}`], dev.PAYME, 'key'),
    UZUM: pick(env[`SEED_UZUM_API_KEY_${SUB}`], dev.UZUM, 'api_key'),
  };
  return Object.fromEntries(Object.entries(all).filter(([, credentials]) => credentials)) as Partial<Record<PaymentProviderType, object>>;
}

/**
 * Gives the seeded merchants of `DEV_PAYMENT_CREDENTIALS` their Click, Payme and Uzum rows (test mode,
 * active), with the secrets of `demoPaymentCredentials`. Idempotent: a merchant that already has a
 * provider row keeps it, so this also runs on a database seeded before the payments migration.
 */
export async function seedPaymentProviders(db: Kysely<Database> | Transaction<Database>, demoCredentials = true): Promise<number> {
  const merchants = await db.selectFrom('merchants').select(['id', 'sub'])
    .where('sub', 'in', Object.keys(DEV_PAYMENT_CREDENTIALS)).execute();
  const rows = merchants.flatMap((merchant) =>
    Object.entries(demoPaymentCredentials(merchant.sub, demoCredentials)).map(([type, credentials]) => ({
      merchantId: merchant.id, type: type as PaymentProviderType, credentials: JSON.stringify(credentials), isActive: true, testMode: true,
    })));
  if (rows.length === 0) return 0;
  const inserted = await db.insertInto('paymentProviders').values(rows)
    .onConflict((conflict) => conflict.columns(['merchantId', 'type']).doNothing())
    .returning('id').execute();
  return inserted.length;
}
