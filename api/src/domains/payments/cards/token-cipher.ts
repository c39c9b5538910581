import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Payme's card tokens at rest. A token charges the customer's card with the merchant's cashbox
 * key, so a copy of the database must not be a copy of the tokens: each one is sealed with
 * AES-256-GCM under a key from the environment, never kept in the database.
 *
 * CARD_TOKEN_KEYS="k2:<base64 of 32 bytes>,k1:<base64 of 32 bytes>": the first key seals, every
 * key opens. A sealed token names its key, `<key id>:<iv>:<ciphertext>:<tag>` (base64url, a 12-byte
 * IV, a 16-byte tag, the key id authenticated as associated data), so keys rotate without a
 * flag day: put the new key first, keep the old one until the API has re-sealed every stored token
 * under the new one at start (repository.ts `sealStoredCardTokens`), then drop it.
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The key id of the development key: it is public, so production refuses it. */
export const DEVELOPMENT_KEY_ID = 'dev';
/** The fixed key outside production when CARD_TOKEN_KEYS is unset: published here, so never a secret. */
const DEVELOPMENT_KEY = createHash('sha256').update('lamenu-storefront: development card token key, public').digest();

/** A sealed token this process cannot open: an unknown key id, a malformed value, or one that fails authentication. */
export class CardTokenUnreadable extends Error {}

/** The hex SHA-256 of a token: finds the same card again without opening every row. */
export function cardTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export class CardTokenCipher {
  // Private fields: the key bytes never show when a config holding the cipher is printed.
  readonly #keys: ReadonlyMap<string, Buffer>;
  readonly currentKeyId: string;

  constructor(keys: Array<{ id: string; key: Buffer }>) {
    if (keys.length === 0) throw new Error('a card token cipher needs at least one key');
    this.currentKeyId = keys[0].id;
    this.#keys = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** Whether this key id is one this process can open. */
  holds(keyId: string): boolean {
    return this.#keys.has(keyId);
  }

  seal(token: string): string {
    const key = this.#keys.get(this.currentKeyId)!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(this.currentKeyId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [this.currentKeyId, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
  }

  open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 4 || !KEY_ID.test(parts[0]) || !parts.slice(1).every((part) => BASE64URL.test(part))) {
      throw new CardTokenUnreadable('the stored card token is not a sealed value');
    }
    const [keyId, iv, ciphertext, tag] = [parts[0], ...parts.slice(1).map((part) => Buffer.from(part, 'base64url'))] as [string, Buffer, Buffer, Buffer];
    const key = this.#keys.get(keyId);
    if (!key) throw new CardTokenUnreadable(`the stored card token is sealed under key "${keyId}", which CARD_TOKEN_KEYS does not hold`);
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new CardTokenUnreadable('the stored card token is not a sealed value');
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(keyId, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new CardTokenUnreadable(`the stored card token does not authenticate under key "${keyId}" (altered, or another key with that id)`);
    }
  }

  /** The key id a sealed value names (without opening it). */
  static keyIdOf(sealed: string): string {
    return sealed.slice(0, Math.max(0, sealed.indexOf(':')));
  }
}

const FORMAT = 'CARD_TOKEN_KEYS must be "<key id>:<base64 of 32 random bytes>" entries separated by commas, the sealing key first (e.g. "k2:…,k1:…"; `openssl rand -base64 32` makes a key)';

/**
 * Parses CARD_TOKEN_KEYS. A malformed value throws, naming the entry by its position and key id
 * but never repeating a key. In production the development key (its id or its bytes) is refused.
 */
export function parseCardTokenKeys(raw: string, { production = false } = {}): CardTokenCipher {
  const keys: Array<{ id: string; key: Buffer }> = [];
  raw.split(',').map((entry) => entry.trim()).forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    const colon = entry.indexOf(':');
    if (colon < 0) throw new Error(`${FORMAT}; ${where} has no "<key id>:"`);
    const id = entry.slice(0, colon).trim();
    const material = entry.slice(colon + 1).trim();
    if (!KEY_ID.test(id)) throw new Error(`${FORMAT}; ${where} has a key id other than 1 to 32 letters, digits, "_" or "-"`);
    if (keys.some((key) => key.id === id)) throw new Error(`${FORMAT}; key id "${id}" is given twice`);
    const key = BASE64.test(material) ? Buffer.from(material, 'base64') : Buffer.alloc(0);
    if (key.length !== KEY_BYTES) throw new Error(`${FORMAT}; key "${id}" is not base64 of exactly ${KEY_BYTES} bytes`);
    if (production && (id === DEVELOPMENT_KEY_ID || key.equals(DEVELOPMENT_KEY))) {
      throw new Error(`CARD_TOKEN_KEYS: key "${id}" is the development key (or its id), which is public in the source; production needs its own keys`);
    }
    keys.push({ id, key });
  });
  return new CardTokenCipher(keys);
}

/**
 * The card token keys of ApiConfig (CARD_TOKEN_KEYS). Outside production an unset variable means
 * the public development key; in production it means null, and missingForProduction refuses the
 * start.
 */
export function cardTokenKeysFromEnv(raw: string | undefined, production: boolean): CardTokenCipher | null {
  if (raw?.trim()) return parseCardTokenKeys(raw, { production });
  return production ? null : new CardTokenCipher([{ id: DEVELOPMENT_KEY_ID, key: DEVELOPMENT_KEY }]);
}
