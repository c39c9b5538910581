import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from './fake-http';

/** One Bot API call as the fake received it: the bot token and method from the path, the JSON body. */
export interface BotCall {
  token: string;
  method: string;
  body: Record<string, any>;
}

export interface FakeBotApi {
  /** http://127.0.0.1:<port>, for TELEGRAM_API_URL / httpBotApi. */
  url: string;
  server: FakeServer;
  /** Every call received, in order. */
  calls(): BotCall[];
  /** The sendMessage calls to one chat. */
  sentTo(chatId: number): BotCall[];
  /**
   * The next answers to one chat's sendMessage (then `ok` again), e.g. a 500 then a success; or a
   * function answering every call until replaced (null: back to `ok`).
   */
  script(chatId: number, replies: FakeReply[]): void;
  answerAll(respond: ((call: BotCall) => FakeReply | Promise<FakeReply>) | null): void;
  close(): Promise<void>;
}

let messageIds = 0;
export const ok = (): FakeReply => ({ status: 200, body: { ok: true, result: { message_id: ++messageIds } } });
export const blocked = (): FakeReply => ({ status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } });
export const serverError = (): FakeReply => ({ status: 500, body: { ok: false, error_code: 500, description: 'Internal Server Error' } });
export const tooManyRequests = (retryAfter: number): FakeReply => ({
  status: 429, body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retryAfter}`, parameters: { retry_after: retryAfter } },
});

function callOf(request: RecordedRequest): BotCall {
  const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.path) ?? [];
  let body: Record<string, any> = {};
  try {
    body = JSON.parse(request.body);
  } catch { /* recorded as empty */ }
  return { token: decodeURIComponent(match[1] ?? ''), method: match[2] ?? '', body };
}

/** A local stand-in of Telegram's Bot API that records every call and answers as scripted. */
export async function startFakeBotApi(): Promise<FakeBotApi> {
  const scripts = new Map<number, FakeReply[]>();
  let all: ((call: BotCall) => FakeReply | Promise<FakeReply>) | null = null;
  const server = await startFakeServer(async (request) => {
    const call = callOf(request);
    if (all) return all(call);
    const queued = scripts.get(Number(call.body.chat_id));
    return queued?.shift() ?? ok();
  });
  const calls = () => server.requests.map(callOf);
  return {
    url: server.url,
    server,
    calls,
    sentTo: (chatId) => calls().filter((call) => call.method === 'sendMessage' && call.body.chat_id === chatId),
    script: (chatId, replies) => { scripts.set(chatId, [...replies]); },
    answerAll: (respond) => { all = respond; },
    close: () => server.close(),
  };
}
