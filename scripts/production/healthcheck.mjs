#!/usr/bin/env node
// Whether a server of the deployment answers: the images' HEALTHCHECK and the production topology's
// wait for each process (topology.mjs) ask the same question the same way.
//   node scripts/production/healthcheck.mjs http://127.0.0.1:8080/health
// Healthy: an answer below 400 within 3 s (a redirect counts: the front's plain-HTTP port answers
// every request with one). Exit 0 when healthy, 1 otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} url */
export async function isHealthy(url, timeoutMs = 3000) {
  try {
    const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return answer.status > 0 && answer.status < 400;
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: healthcheck.mjs <url>');
    process.exit(2);
  }
  process.exit((await isHealthy(url)) ? 0 : 1);
}
