// An open-loop load generator on loopback: requests are started at a fixed arrival rate whatever
// the server's speed (a slow answer does not delay the next request), bounded in count and time.
// Latency is measured from each request's scheduled start, so queueing in the client (no free
// socket) counts too (no coordinated omission); the time from the actual send is reported beside it.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarise(values) {
  const sorted = Float64Array.from(values).sort();
  const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null;
  return {
    count: sorted.length,
    min: round(sorted[0] ?? null),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? null),
    mean: round(mean),
  };
}

/**
 * @param {object} options
 * @param {string} options.url            loopback only
 * @param {Record<string,string>} [options.headers]
 * @param {number} options.rate           requests per second
 * @param {number} options.durationMs     arrivals stop after this
 * @param {number} [options.maxRequests]  and after this many
 * @param {number} [options.drainMs]      answers still awaited this long after the last arrival
 * @param {number} [options.maxSockets]
 */
export async function openLoop({ url, headers = {}, rate, durationMs, maxRequests = Infinity, drainMs = 5000, maxSockets = 256, timeoutMs = 10_000 }) {
  const target = new URL(url);
  if (!LOOPBACK.has(target.hostname)) throw new Error(`load: ${target.hostname} is not loopback; this generator only targets this machine`);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const total = Math.min(maxRequests, Math.floor((rate * durationMs) / 1000));
  const interval = 1000 / rate;
  const fromSchedule = [];
  const fromSend = [];
  const statuses = {};
  const encodings = {};
  let errors = 0;
  let bytes = 0;
  let started = 0;
  let completed = 0;
  let lastLag = 0;

  const fire = (scheduledAt) => new Promise((resolve) => {
    const sentAt = performance.now();
    const request = http.request(target, { method: 'GET', headers, agent, timeout: timeoutMs }, (response) => {
      response.on('data', (chunk) => { bytes += chunk.length; });
      response.on('end', () => {
        const now = performance.now();
        statuses[response.statusCode] = (statuses[response.statusCode] || 0) + 1;
        const encoding = response.headers['content-encoding'] || 'identity';
        encodings[encoding] = (encodings[encoding] || 0) + 1;
        if (response.statusCode === 200) {
          fromSchedule.push(now - scheduledAt);
          fromSend.push(now - sentAt);
        } else {
          errors += 1;
        }
        completed += 1;
        resolve();
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => { errors += 1; completed += 1; resolve(); });
    request.end();
  });

  const inflight = new Set();
  const t0 = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - t0) / interval) + 1);
      while (started < due) {
        const scheduledAt = t0 + started * interval;
        lastLag = Math.max(lastLag, now - scheduledAt);
        started += 1;
        const promise = fire(scheduledAt);
        inflight.add(promise);
        promise.then(() => inflight.delete(promise));
      }
      if (started >= total || now - t0 > durationMs) return resolve();
      setTimeout(tick, Math.max(0, Math.min(interval, t0 + started * interval - performance.now())));
    };
    tick();
  });
  const arrivalsMs = performance.now() - t0;
  await Promise.race([Promise.all(inflight), new Promise((resolve) => setTimeout(resolve, drainMs))]);
  const unanswered = started - completed;
  agent.destroy();
  return {
    url: target.href,
    rate,
    durationMs,
    scheduled: total,
    sent: started,
    completed,
    unanswered,
    errors,
    statuses,
    encodings,
    achievedRate: Math.round((started / arrivalsMs) * 1000 * 10) / 10,
    maxSchedulerLagMs: Math.round(lastLag * 100) / 100,
    receivedBytes: bytes,
    latencyMs: summarise(fromSchedule),
    serviceMs: summarise(fromSend),
  };
}
