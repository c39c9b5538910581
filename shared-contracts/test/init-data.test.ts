import { createHmac } from 'node:crypto';
import { INIT_DATA_CLOCK_SKEW_SECONDS, buildDataCheckString, isInitDataFresh, isInitDataPresent, parseInitData } from '../src/rules';

const user = { id: 279058397, first_name: 'Vladislav', last_name: 'K', username: 'vdkfrost', language_code: 'ru', is_premium: true };
// As Telegram sends it: URL-encoded values, fields in no particular order.
const sample = [
  `query_id=${encodeURIComponent('AAHdF6IQAAAAAN0XohDhrOrc')}`,
  `user=${encodeURIComponent(JSON.stringify(user))}`,
  'auth_date=1662771648',
  'hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2',
].join('&');

describe('isInitDataPresent (spec §5: longer than 10 characters)', () => {
  it('counts text of 10 characters or fewer, empty text and nothing as missing', () => {
    expect(isInitDataPresent(undefined)).toBe(false);
    expect(isInitDataPresent(null)).toBe(false);
    expect(isInitDataPresent('')).toBe(false);
    expect(isInitDataPresent('a'.repeat(10))).toBe(false);
    expect(isInitDataPresent('a'.repeat(11))).toBe(true);
    expect(isInitDataPresent(sample)).toBe(true);
  });
});

describe('parseInitData', () => {
  it('reads the user JSON, auth_date, hash and query id', () => {
    const parsed = parseInitData(sample);
    expect(parsed.user).toEqual(user);
    expect(parsed.authDate).toBe(1662771648);
    expect(parsed.hash).toBe('c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2');
    expect(parsed.queryId).toBe('AAHdF6IQAAAAAN0XohDhrOrc');
    expect(parsed.pairs.map(([k]) => k)).toEqual(['query_id', 'user', 'auth_date', 'hash']);
  });

  it('answers null for missing or malformed fields instead of throwing', () => {
    const parsed = parseInitData('user=%7Bnot-json&auth_date=soon');
    expect(parsed.user).toBeNull();
    expect(parsed.authDate).toBeNull();
    expect(parsed.hash).toBeNull();
    expect(parseInitData(`user=${encodeURIComponent('{"first_name":"no id"}')}`).user).toBeNull();
    expect(parseInitData('').pairs).toEqual([]);
  });
});

describe('buildDataCheckString (providers.md)', () => {
  it('drops hash, decodes values, sorts by key and joins with a line feed', () => {
    expect(buildDataCheckString(sample)).toBe([
      'auth_date=1662771648',
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc',
      `user=${JSON.stringify(user)}`,
    ].join('\n'));
  });

  it('keeps newer fields such as signature and decodes + and %20 as spaces', () => {
    expect(buildDataCheckString('b=x%20y&signature=abc&a=1+2&hash=ff')).toBe('a=1 2\nb=x y\nsignature=abc');
  });

  it('keeps a field sent twice, so it cannot hide from the signature', () => {
    expect(buildDataCheckString('user=1&auth_date=2&user=3')).toBe('auth_date=2\nuser=1\nuser=3');
  });

  it('gives the text whose HMAC Telegram computes (round trip with a test bot token)', () => {
    const botToken = '12345:TEST-token';
    const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
    const unsigned = sample.replace(/&hash=[^&]*/, '');
    const hash = createHmac('sha256', secret).update(buildDataCheckString(unsigned)).digest('hex');
    const signed = `${unsigned}&hash=${hash}`;
    expect(createHmac('sha256', secret).update(buildDataCheckString(signed)).digest('hex')).toBe(parseInitData(signed).hash);
  });
});

describe('isInitDataFresh', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;

  it('accepts an auth_date within the allowed age, the limit itself included', () => {
    expect(isInitDataFresh(nowSeconds, now, 3600)).toBe(true);
    expect(isInitDataFresh(nowSeconds - 3600, now, 3600)).toBe(true);
  });

  it('refuses an older auth_date', () => {
    expect(isInitDataFresh(nowSeconds - 3601, now, 3600)).toBe(false);
    expect(isInitDataFresh(nowSeconds - 86_400, now, 3600)).toBe(false);
  });

  it('tolerates a small clock skew but refuses a date far in the future', () => {
    expect(isInitDataFresh(nowSeconds + INIT_DATA_CLOCK_SKEW_SECONDS, now, 3600)).toBe(true);
    expect(isInitDataFresh(nowSeconds + INIT_DATA_CLOCK_SKEW_SECONDS + 1, now, 3600)).toBe(false);
  });

  it('refuses a missing or nonsensical auth_date', () => {
    expect(isInitDataFresh(null, now, 3600)).toBe(false);
    expect(isInitDataFresh(undefined, now, 3600)).toBe(false);
    expect(isInitDataFresh(0, now, 3600)).toBe(false);
    expect(isInitDataFresh(Number.NaN, now, 3600)).toBe(false);
    expect(isInitDataFresh(nowSeconds - 0.5, now, 3600)).toBe(false);
  });
});
