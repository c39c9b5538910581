import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A provider stand-in on loopback (port 0): records every request and answers what `respond`
 * returns for it. Nothing leaves the machine.
 */
export async function startFakeServer(respond: (request: RecordedRequest) => FakeReply | Promise<FakeReply>): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      try {
        const reply = await respond(recorded);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Fields of an application/x-www-form-urlencoded body. */
export const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));
