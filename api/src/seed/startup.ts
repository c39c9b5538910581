import type { Kysely } from 'kysely';
import type { Database, PaymentProviderType } from '../db/schema';
import type { ApiConfig } from '../config';
import { isSeeded, seedDatabase } from './index';
import { DEV_PAYMENT_CREDENTIALS, seedPaymentProviders } from './payments';
import { BIG, DEMO, MIM, OQSHOM } from './merchants';

/** Every secret of the demo merchants that this public repository spells out. */
const PUBLIC_PAYMENT_SECRETS = new Set(
  Object.values(DEV_PAYMENT_CREDENTIALS).flatMap((providers) => [providers.CLICK.secret_key, providers.PAYME.key, providers.UZUM.api_key]),
);
const PUBLIC_BOT_TOKENS = [MIM, DEMO, OQSHOM, BIG].map((def) => def.botToken);

export interface StartupSeedEnv {
  /** SEED_DEMO=1: the operator asks for the demo merchants in production. */
  SEED_DEMO?: string;
  SEED_BIG?: string;
}

/**
 * What the API does to its database before it serves. Outside production an empty database gets
 * the demo merchants with their development credentials. In production nothing is seeded unless
 * SEED_DEMO=1, and even then without credentials; and credentials this repository publishes are
 * switched off wherever they are found (a database seeded by an older version), so a callback
 * signed with a published secret can never mark an order paid.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'production'>,
  env: StartupSeedEnv,
  log: (line: string) => void,
): Promise<void> {
  const seeded = await isSeeded(db);
  if (!seeded && (!config.production || env.SEED_DEMO === '1')) {
    const started = Date.now();
    await seedDatabase(db, { bigMerchant: env.SEED_BIG === '1', demoCredentials: !config.production });
    log(`Seeded demo merchants in ${Date.now() - started} ms${config.production ? ' (without their development credentials)' : ''}`);
  } else if (!seeded) {
    log('The database is empty and nothing was seeded (production; SEED_DEMO=1 seeds the demo merchants)');
  } else if (!config.production) {
    // A development database seeded before the payments migration gets the demo credentials too.
    await seedPaymentProviders(db);
  }
  if (config.production) {
    for (const refused of await disablePublicCredentials(db)) log(`WARNING: switched off ${refused}: its credentials are public in the source`);
  }
}

/** Switches off payment providers and bots whose secrets are the published demo ones; answers what it switched off. */
export async function disablePublicCredentials(db: Kysely<Database>): Promise<string[]> {
  const switchedOff: string[] = [];
  const providers = await db.selectFrom('paymentProviders')
    .innerJoin('merchants', 'merchants.id', 'paymentProviders.merchantId')
    .select(['paymentProviders.id', 'paymentProviders.type', 'paymentProviders.credentials', 'merchants.sub'])
    .where('paymentProviders.isActive', '=', true).execute();
  for (const provider of providers) {
    const values: unknown[] = Object.values(provider.credentials ?? {});
    if (!values.some((value) => typeof value === 'string' && PUBLIC_PAYMENT_SECRETS.has(value))) continue;
    await db.updateTable('paymentProviders').set({ isActive: false }).where('id', '=', provider.id).execute();
    switchedOff.push(`the ${provider.type satisfies PaymentProviderType} payments of merchant ${provider.sub}`);
  }
  const bots = await db.updateTable('merchants').set({ botToken: null, botWebhookSecretHash: null })
    .where('botToken', 'in', PUBLIC_BOT_TOKENS).returning('sub').execute();
  for (const bot of bots) switchedOff.push(`the Telegram bot of merchant ${bot.sub}`);
  return switchedOff;
}
