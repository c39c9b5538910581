import { Id, IdParam, isStorableText, MAX_COMMENT_LENGTH, MAX_ID, MAX_LINE_COUNT, MAX_LINES, OrderRequest, routes, Text } from '../src';

const line = (id: number, count: number) => ({ product: { id, costPrice: 1000, discount: 0, count }, modifications: [] });
const order = (extra: Record<string, unknown> = {}) => ({ serviceType: 'PICK_UP', paymentType: 'CASH', cartItems: [line(1, 1)], ...extra });

describe('ids', () => {
  it('stop at the database integer', () => {
    expect(Id.safeParse(MAX_ID).success).toBe(true);
    expect(Id.safeParse(MAX_ID + 1).success).toBe(false);
    expect(IdParam.safeParse(String(MAX_ID)).success).toBe(true);
    const bad = ['2147483648', '9007199254740993', '0', '-1', '1.5', 'NaN', 'Infinity', ''];
    expect(bad.filter((text) => IdParam.safeParse(text).success)).toEqual([]);
  });
});

describe('text', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    expect(['\u0000', 'a\u0000b', '\ud800', 'a\ud83c', '\udc00z', '\udf55\ud83c'].filter(isStorableText)).toEqual([]);
    const good = ['', 'Amir Temur 7', 'Палов', "qo'ng'iroq", '🍕', 'a\u202eb', '\t\n'];
    expect(good.filter(isStorableText)).toEqual(good);
    expect(Text(5).safeParse('12345').success).toBe(true);
    expect(Text(5).safeParse('123456').success).toBe(false);
    expect(Text(5).safeParse('a\u0000').success).toBe(false);
  });
});

describe('order request bounds', () => {
  it('takes a line of MAX_LINE_COUNT pieces and MAX_LINES lines, and nothing beyond', () => {
    expect(OrderRequest.safeParse(order({ cartItems: [line(1, MAX_LINE_COUNT)] })).success).toBe(true);
    expect(OrderRequest.safeParse(order({ cartItems: [line(1, MAX_LINE_COUNT + 1)] })).success).toBe(false);
    expect(OrderRequest.safeParse(order({ cartItems: [line(1, 1_000_000_000)] })).success).toBe(false);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i + 1, 1));
    expect(OrderRequest.safeParse(order({ cartItems: lines(MAX_LINES) })).success).toBe(true);
    expect(OrderRequest.safeParse(order({ cartItems: lines(MAX_LINES + 1) })).success).toBe(false);
  });

  it('bounds the comment and refuses unstorable text in any field', () => {
    expect(OrderRequest.safeParse(order({ comment: 'x'.repeat(MAX_COMMENT_LENGTH) })).success).toBe(true);
    expect(OrderRequest.safeParse(order({ comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) })).success).toBe(false);
    expect(OrderRequest.safeParse(order({ note: 'x'.repeat(200_000) })).success).toBe(false);
    expect(OrderRequest.safeParse(order({ entrance: '\u0000' })).success).toBe(false);
    expect(OrderRequest.safeParse(order({ address: { latitude: 41.3, longitude: 69.2, streetName: '\ud800' } })).success).toBe(false);
    expect(OrderRequest.safeParse(order({ payment: { id: MAX_ID + 1 } })).success).toBe(false);
  });
});

/** Walks a schema's definition and names every string or number without a bound. */
function unbounded(schema: any, path: string, out: string[]) {
  const def = schema._zod.def;
  const checks: string[] = (def.checks ?? []).map((c: any) => c._zod.def.check);
  const formats: string[] = (def.checks ?? []).map((c: any) => c._zod.def.format);
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': return unbounded(def.innerType, path, out);
    case 'object': for (const [k, v] of Object.entries(def.shape)) unbounded(v, `${path}.${k}`, out); return;
    case 'array':
      if (!checks.includes('max_length')) out.push(`${path}[]`);
      return unbounded(def.element, `${path}[0]`, out);
    case 'string':
      // A pattern bounds a text by itself (UzPhone, codes); anything else needs a length and the text check.
      if (formats.includes('regex')) return;
      if (!checks.includes('max_length') || !checks.includes('custom')) out.push(path);
      return;
    case 'number': if (!checks.includes('less_than')) out.push(path); return;
    default: return;
  }
}

describe('route table requests', () => {
  it('bounds every text, count, amount and list a client sends', () => {
    const out: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = (route as unknown as Record<string, unknown>)[part];
        if (schema) unbounded(schema, `${name}.${part}`, out);
      }
    }
    expect(out).toEqual([]);
  });
});
