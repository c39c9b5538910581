import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { unauthorized } from './errors';

/**
 * Bearer tokens of the storefront's customers (providers.md "Security numbers"): 32 random bytes
 * (256 bits) as base64url, stored only as their SHA-256 hex, valid 30 days, bound to one merchant.
 * A token leaked from the database is useless, and a token of merchant A never opens merchant B.
 */
export const TOKEN_BYTES = 32;
export const TOKEN_LIFETIME_DAYS = 30;
/** 32 bytes in base64url without padding are always 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_used_date is refreshed at most this often, so reading with a token is not a write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The customer behind the bearer token of this request. */
export type SessionUser = Selectable<UserTable>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on 'token' routes, and on 'optional' routes when a valid token came along. */
    user?: SessionUser;
    /** The auth_tokens row of that token: logout revokes exactly this one. */
    authTokenId?: number;
  }
}

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Makes a new token for the user and stores its hash; the token itself is only ever answered. */
export async function issueToken(db: Kysely<Database>, user: { id: number; merchantId: number }): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insertInto('authTokens').values({
    userId: user.id,
    merchantId: user.merchantId,
    tokenHash: hashToken(token),
    // The database clock decides expiry both here and when the token is checked.
    expiresAt: sql<Date>`now() + make_interval(days => ${TOKEN_LIFETIME_DAYS})`,
  }).execute();
  return token;
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('authTokens').set({ revokedAt: sql<Date>`now()` })
    .where('id', '=', tokenId).where('revokedAt', 'is', null).execute();
}

/** Every live token of the user in this merchant (account deletion). */
export async function revokeUserTokens(db: Kysely<Database>, user: { id: number; merchantId: number }): Promise<void> {
  await db.updateTable('authTokens').set({ revokedAt: sql<Date>`now()` })
    .where('userId', '=', user.id).where('merchantId', '=', user.merchantId).where('revokedAt', 'is', null).execute();
}

/** The token of an `Authorization: Bearer …` header, or null when absent or not shaped like ours. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

async function findSession(db: Kysely<Database>, token: string, merchantId: number) {
  return db.selectFrom('authTokens')
    .innerJoin('users', 'users.id', 'authTokens.userId')
    .selectAll('users')
    .select(['authTokens.id as tokenId', 'authTokens.lastUsedDate as tokenLastUsedDate'])
    .where('authTokens.tokenHash', '=', hashToken(token))
    .where('authTokens.merchantId', '=', merchantId)
    .where('users.merchantId', '=', merchantId)
    .where('authTokens.revokedAt', 'is', null)
    .where('authTokens.expiresAt', '>', sql<Date>`now()`)
    .where('users.isActive', '=', true)
    .executeTakeFirst();
}

/**
 * Runs after the tenant hook (it needs the merchant of the header) and, like it, on request, before
 * the body is read or validated: a with-token call without a token is 401 whatever its body, and a
 * stranger's body is never parsed. Routes whose route-table
 * `auth` is 'token' are refused with 401 without a valid, unrevoked, unexpired token of this
 * merchant; 'optional' routes get `request.user` when such a token came and are never refused.
 */
export function registerAuthentication(app: FastifyInstance, db: Kysely<Database>) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const mode = request.routeOptions.config?.auth;
    if (mode !== 'token' && mode !== 'optional') return;
    const token = bearerToken(request.headers.authorization);
    // A token is only ever checked against the merchant of the header; without one there is
    // nothing to scope it by, so it cannot count.
    const session = token && request.merchant ? await findSession(db, token, request.merchant.id) : undefined;
    if (!session) {
      if (mode === 'token') throw unauthorized();
      return;
    }
    const { tokenId, tokenLastUsedDate, ...user } = session;
    const lastUsed = tokenLastUsedDate ? new Date(tokenLastUsedDate).getTime() : 0;
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
      await db.updateTable('authTokens').set({ lastUsedDate: sql<Date>`now()` }).where('id', '=', tokenId).execute();
    }
    request.user = user;
    request.authTokenId = tokenId;
  });
}
