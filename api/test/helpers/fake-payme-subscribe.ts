import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Payme's Subscribe API on loopback, shared by several API instances (the
 * simulated provider lives in one app's memory): JSON-RPC 2.0 at one URL, `X-Auth: <id>:<key>`.
 * It serves what the server side uses (cards.check, cards.remove, receipts.create/pay/check/cancel)
 * and lets a test decide what happens to receipts.pay: answered, its answer lost (the connection
 * dropped after the charge), or never answered.
 */

export interface FakeReceipt {
  id: string;
  amount: number;
  orderId: string;
  /** Payme's receipt state: 0 created, 4 paid, 50 cancelled, or any other a test sets. */
  state: number;
  token: string | null;
}

export interface FakeCall {
  method: string;
  params: any;
  xAuth: string;
}

export interface FakePayme {
  url: string;
  calls: FakeCall[];
  receipts: Map<string, FakeReceipt>;
  /** A verified, reusable card the fake knows: its token. */
  issueCard(number?: string, expire?: string): string;
  /**
   * receipts.pay: 'answer' pays and answers; 'drop' pays (or sets `stateAfterPay`) and closes the
   * connection without an answer; 'hang' sets `stateAfterPay` and never answers.
   */
  readonly pay: { mode: 'answer' | 'drop' | 'hang'; stateAfterPay: number };
  callsOf(method: string): FakeCall[];
  close(): Promise<void>;
}

export async function startFakePayme(): Promise<FakePayme> {
  const cards = new Map<string, { number: string; expire: string }>();
  const receipts = new Map<string, FakeReceipt>();
  const calls: FakeCall[] = [];
  const fake: Omit<FakePayme, 'url' | 'close'> = {
    calls, receipts,
    pay: { mode: 'answer', stateAfterPay: 4 },
    issueCard(number = '860006******6311', expire = '03/99') {
      const token = `${randomBytes(12).toString('hex')}_${randomBytes(48).toString('base64url')}`;
      cards.set(token, { number, expire });
      return token;
    },
    callsOf: (method) => calls.filter((call) => call.method === method),
  };
  const view = (r: FakeReceipt) => ({ _id: r.id, state: r.state, amount: r.amount, account: [{ name: 'order_id', value: r.orderId }] });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rpc = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const { method, params } = rpc as { method: string; params: any };
      calls.push({ method, params, xAuth: String(req.headers['x-auth'] ?? '') });
      const answer = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, ...body }));
      };
      const error = (code: number) => answer({ error: { code, message: { ru: 'ошибка', uz: 'xato', en: 'error' } } });
      const receipt = receipts.get(params?.id);
      switch (method) {
        case 'cards.check': {
          const card = cards.get(params.token);
          return card ? answer({ result: { card: { ...card, token: params.token, recurrent: true, verify: true } } }) : error(-31400);
        }
        case 'cards.remove':
          cards.delete(params.token);
          return answer({ result: { success: true } });
        case 'receipts.create': {
          const created: FakeReceipt = { id: randomBytes(12).toString('hex'), amount: params.amount, orderId: String(params.account.order_id), state: 0, token: null };
          receipts.set(created.id, created);
          return answer({ result: { receipt: view(created) } });
        }
        case 'receipts.pay': {
          if (!receipt) return error(-31602);
          if (!cards.has(params.token)) return error(-31400);
          receipt.token = params.token;
          if (fake.pay.mode === 'answer') {
            receipt.state = 4;
            return answer({ result: { receipt: view(receipt) } });
          }
          receipt.state = fake.pay.stateAfterPay;
          if (fake.pay.mode === 'drop') req.socket.destroy();
          return undefined;
        }
        case 'receipts.check':
          return receipt ? answer({ result: { state: receipt.state } }) : error(-31602);
        case 'receipts.cancel':
          if (!receipt) return error(-31602);
          receipt.state = 50;
          return answer({ result: { receipt: view(receipt) } });
        default:
          return error(-32601);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
