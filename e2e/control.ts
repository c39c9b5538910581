import http from 'node:http';
import type { Stack } from '../scripts/lib/stack.mjs';
import { E2E_CONTROL_URL, E2E_PORTS } from './stack-config';

/**
 * The stack runs in Playwright's global setup, a process apart from the tests; this loopback
 * endpoint lets a test stop and start one remote's server (POST /remotes/<name>/stop|start).
 */
export function startControlServer(stack: Stack): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    const match = /^\/remotes\/([A-Za-z]+)\/(stop|start)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match || !(match[1] in E2E_PORTS)) {
      response.writeHead(404).end();
      return;
    }
    try {
      if (match[2] === 'stop') await stack.stopRemote(match[1]);
      else await stack.startRemote(match[1]);
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  const port = Number(new URL(E2E_CONTROL_URL).port);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** From a test: stop or start a remote's server. */
export async function controlRemote(name: string, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${E2E_CONTROL_URL}/remotes/${name}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not ${action} ${name}: ${response.status} ${await response.text()}`);
}
