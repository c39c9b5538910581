import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTopology } from '../../scripts/production/topology.mjs';

/** What every process of the topology said, kept beside the test results (CI keeps them). */
const LOG_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/production/processes.log');

/**
 * Starts the production topology once for the file's tests and hands its addresses to them through
 * the environment (Playwright's workers inherit it); the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const log: string[] = [];
  const topology = await startTopology({ log: (line) => log.push(line) }).catch((error: Error) => {
    console.error(log.join('\n'));
    throw error;
  });
  console.log(`production topology up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${topology.storefrontUrl}`);
  process.env.TOPOLOGY = JSON.stringify({
    storefrontUrl: topology.storefrontUrl,
    httpUrl: topology.httpUrl,
    apiUrls: topology.apiUrls,
    shellNginxUrl: topology.shellNginxUrl,
    remoteOrigins: topology.remoteOrigins,
    databaseUrl: topology.databaseUrl,
    redisUrl: topology.redisUrl,
    integrationKey: topology.integrationKey,
  });
  return async () => {
    await topology.stop();
    fs.mkdirSync(path.dirname(LOG_FILE), { recursive: true });
    fs.writeFileSync(LOG_FILE, `${log.join('\n')}\n`);
    console.log(`production topology: the processes' output is in ${path.relative(process.cwd(), LOG_FILE)}`);
  };
}
