import path from 'node:path';
import { buildApp } from './app';
import { configFromEnv, missingForProduction, REPO_ROOT, type ApiConfig } from './config';
import { databaseOptionsFromEnv, openDatabase } from './db/connect';
import { prepareDatabase } from './seed/startup';
import { startOrderClocks } from './domains/orders';
import { startCardUpkeep } from './domains/payments';
import { startBotMessenger } from './domains/bot-messages';

/** Every reason not to start, one line each, rather than the first one only. */
function configOrExit(env: NodeJS.ProcessEnv): ApiConfig {
  const problems = missingForProduction(env);
  let config: ApiConfig | null = null;
  try {
    config = configFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (config && problems.length === 0) return config;
  for (const problem of problems) console.error(`Refusing to start: ${problem}`);
  console.error('(NODE_ENV=development starts the API with its development defaults: docs/deploy.md)');
  process.exit(1);
}

const config = configOrExit(process.env);
const options = databaseOptionsFromEnv(process.env, path.join(REPO_ROOT, '.data'));
const handle = await openDatabase(options);

await prepareDatabase(handle.db, config, process.env, (line) => console.log(line));

const app = await buildApp({ db: handle.db, config, databaseKind: handle.kind, logging: { level: process.env.LOG_LEVEL?.trim() || 'info' } });
const where = options.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.dataDir}`;

const orderClocks = startOrderClocks(handle.db, app.log);
// The development stand-in for merchants' systems (ORDER_SIMULATOR, refused in production): the
// simulation is loaded only when it is on, so production never loads it.
const simulatedClocks = config.orderSimulator
  ? (await import('./simulation')).startSimulatedClocks(handle.db, config.orderSimulator, app.log)
  : { stop() {} };
// Stored card tokens sealed under the current key, and pending card receipts asked about again.
const cardUpkeep = startCardUpkeep(handle.db, config, app.log, app);
// The merchants' bots tell Telegram customers about their orders (the bot_messages outbox).
const botMessenger = config.telegramApiUrl
  ? startBotMessenger(handle.db, { ...config, telegramApiUrl: config.telegramApiUrl }, app.log)
  : { stop() {} };

async function shutdown() {
  orderClocks.stop();
  simulatedClocks.stop();
  cardUpkeep.stop();
  botMessenger.stop();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://localhost:${config.port} — database: ${where}`);
if (config.orderSimulator) {
  console.log(`Order simulator: new orders move a step every ${config.orderSimulator.stepMs} ms (ORDER_SIMULATOR=off to stop it)`);
}
if (!config.telegramApiUrl) {
  console.log('Telegram: bots\' order messages stay in the bot_messages table (TELEGRAM_API_URL is not set)');
}
if (config.sms.mode !== 'live') {
  console.log(config.production
    ? 'WARNING: SMS_MODE is not "live": login codes go to the sms_outbox table and no customer receives them'
    : 'SMS: development outbox (SMS_MODE is not "live"); read codes at GET /dev/sms-outbox?phone=998XXXXXXXXX');
}
