import { createHash } from 'node:crypto';
import { badRequest } from '../../lib/errors';

/** Printable ASCII without spaces, up to 200 characters: UUIDs, ULIDs and the like. */
const KEY_PATTERN = /^[\x21-\x7E]{1,200}$/;

/** The `Idempotency-Key` header, or null without one; a malformed key is a 400. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!KEY_PATTERN.test(value)) {
    throw badRequest('IDEMPOTENCY_KEY_INVALID');
  }
  return value;
}

/** JSON with object keys sorted at every level, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the canonical JSON of what makes the request: the route, the channel and the body. */
export const requestHash = (request: unknown): string =>
  createHash('sha256').update(canonicalJson(request), 'utf8').digest('hex');
