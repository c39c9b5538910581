// Starts the storefront as separate deployments: the API, the shell's server and one static server
// per remote, each its own process (so one can be stopped alone). Used by `npm start` and by the
// e2e global setup.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../serve-static.mjs';
import { API_BUNDLE, buildApi } from './api-bundle.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ports of `npm start`; every one can be changed through its environment variable. */
export function defaultPorts(env = process.env) {
  const ports = { api: Number(env.API_PORT || 8080), shell: Number(env.SHELL_PORT || 3000) };
  for (const remote of REMOTES) ports[remote.name] = Number(env[remote.portVar] || remote.port);
  return ports;
}

export function startProcess(name, command, args, { env, log }) {
  // Its own process group, so stopping it also stops whatever it started.
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).forEach((line) => log(`[${name}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

export function stopProcess(child, timeoutMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signalGroup = (signal) => {
    try { process.kill(-child.pid, signal); } catch { /* already gone */ }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), timeoutMs);
  return child.exited.then(() => clearTimeout(timer));
}

export async function waitForHttp(url, { timeoutMs = 120_000, isUp = (status) => status === 200, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (isUp(response.status)) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @param {object} [options]
 * @param {Record<string, number>} [options.ports]  api, shell and one per remote name
 * @param {Record<string, string | undefined>} [options.apiEnv]  extra environment of the API (DATA_DIR, DATABASE_URL...)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ ports: Record<string, number>, urls: { api: string, shell: string }, processes: Map<string, import('node:child_process').ChildProcess>, stop: () => Promise<void> }>}
 */
export async function startStack({ ports = defaultPorts(), apiEnv = {}, log = console.log } = {}) {
  const processes = new Map();
  const baseEnv = { ...process.env };
  const stop = async () => {
    await Promise.all([...processes.values()].map((child) => stopProcess(child)));
  };
  const startRemoteServer = (remote) => startProcess(remote.name, process.execPath,
    ['scripts/serve-static.mjs', '--root', `${remote.workspace}/dist`, '--port', String(ports[remote.name])],
    { env: baseEnv, log });
  /** Stops one remote's server, as if its deployment went down. */
  const stopRemote = async (name) => {
    const child = processes.get(name);
    if (child) await stopProcess(child);
  };
  /** Starts a stopped remote's server again and waits until it answers. */
  const startRemote = async (name) => {
    const remote = REMOTES.find((r) => r.name === name);
    if (!remote) throw new Error(`no remote ${name}`);
    const child = startRemoteServer(remote);
    processes.set(name, child);
    await waitForHttp(`http://localhost:${ports[name]}/remoteEntry.js`, { child, timeoutMs: 15_000 });
  };
  try {
    // The API runs as deployed, from its bundle (api/build.mjs); bundling takes under a second.
    await buildApi();
    const api = startProcess('api', process.execPath, [path.relative(repoRoot, API_BUNDLE)], {
      // Development mode, explicitly: the API's default is production (api/src/config.ts).
      env: { ...baseEnv, NODE_ENV: 'development', ...apiEnv, PORT: String(ports.api) },
      log,
    });
    processes.set('api', api);

    const remoteEnv = { API_PORT: String(ports.api) };
    for (const remote of REMOTES) {
      remoteEnv[remote.portVar] = String(ports[remote.name]);
      processes.set(remote.name, startRemoteServer(remote));
    }
    const shell = startProcess('shell', process.execPath,
      ['scripts/serve-static.mjs', '--root', 'shell/dist', '--port', String(ports.shell), '--shell'],
      { env: { ...baseEnv, ...remoteEnv }, log });
    processes.set('shell', shell);

    const urls = { api: `http://localhost:${ports.api}`, shell: `http://localhost:${ports.shell}` };
    await Promise.all([
      waitForHttp(`${urls.api}/health`, { child: api }),
      waitForHttp(`${urls.shell}/remotes.json`, { child: shell, timeoutMs: 15_000 }),
      ...REMOTES.map((remote) => waitForHttp(`http://localhost:${ports[remote.name]}/remoteEntry.js`,
        { child: processes.get(remote.name), timeoutMs: 15_000 })),
    ]);
    return { ports, urls, processes, stop, stopRemote, startRemote };
  } catch (error) {
    await stop();
    throw error;
  }
}
