import type { FastifyInstance } from 'fastify';

export interface OutboxMessage { id: number; merchantId: number; phone: string; text: string; gateway: string | null; createdDate: string }

/** The development outbox's messages to a phone, latest first. */
export async function outbox(app: FastifyInstance, phone: string): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${phone}` });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.json();
}

/** The six-digit code of the latest message to a phone. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const [message] = await outbox(app, phone);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}
