// Generators for the API fuzz test (fuzz.test.ts): hostile leaf values, JSON text that
// JSON.stringify cannot write (deep nesting, 1e999, duplicate keys), mutations of a valid body,
// query strings, path ids and a request type that prints itself short enough to read.
import fc from 'fast-check';

/** A piece of JSON text written into a body as is. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of a value that may hold RawJson pieces; keys keep lone surrogates as \u escapes. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Sets an own enumerable property, also for keys such as "__proto__". */
function setField(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function clone(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === 'object') {
    const copy = {};
    for (const [k, v] of Object.entries(value)) setField(copy, k, clone(v));
    return copy;
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof RawJson);

export type JsonPath = readonly (string | number)[];

/** Every node of a JSON value (the root too), parents before children. */
export function jsonPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  const found: JsonPath[] = [path];
  if (Array.isArray(value))
    value.forEach((item, i) => found.push(...jsonPaths(item, [...path, i])));
  else if (isRecord(value))
    for (const [k, v] of Object.entries(value)) found.push(...jsonPaths(v, [...path, k]));
  return found;
}

function nodeAt(value: unknown, path: JsonPath): unknown {
  let node = value;
  for (const step of path) node = (node as Record<string | number, unknown> | undefined)?.[step];
  return node;
}

// ---------------------------------------------------------------------------------------------
// Leaf values

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Strings that have broken servers before: encodings, limits, injections, look-alikes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\\u0000',
  ...LONE_SURROGATES,
  'Nguy\ud800n',
  '\udc00\ud800',
  '\ud83d\ude00',
  '\uffff\ufffe',
  '\ufeff',
  '\u200b',
  '\u202eevil',
  '\ufdfa',
  'İ',
  'ß',
  'ﬀ',
  'Nguyễn',
  'Nguye\u0302\u0303n',
  'x\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'select * from users',
  '$1',
  '%',
  '_',
  '\\',
  "\\'",
  '&|!():*<->',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%s%n',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '0',
  '-1',
  '1e5',
  '0x10',
  'NaN',
  'Infinity',
  '９',
  '١٢٣',
  'demo@shop.vn',
  ' DEMO@Shop.VN ',
  'ｄemo@shop.vn',
  '\u200bdemo@shop.vn',
  'a@b.c',
  `${'a'.repeat(250)}@b.co`,
  '0912345678',
  '+84 912 345 678',
  'cod',
  'card',
  'paypal',
  'standard',
  'overnight',
  '4242424242424242',
  '4000000000000002',
  '12/30',
  '13/99',
  '2026-01-01T00:00:00Z',
  '2026-13-45T25:61:61Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59.999999999Z',
  '1970-01-01T00:00:00.000Z',
];

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Long strings around the limits (100, 200, 254, 256) and past the 64 KB body limit. */
export const longString = fc
  .tuple(
    fc.constantFrom('a', 'é', '\ud800', '\u0000', ' ', '%', '😀', 'Ễ'),
    fc.constantFrom(101, 201, 255, 257, 1000, 10_000, 70_000),
  )
  .map(([unit, n]) => unit.repeat(n));

/** Text with an unpaired surrogate or a NUL somewhere: what PostgreSQL cannot store. */
export const unstorableString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', 'Nguyễn', '12 Lý Thường Kiệt', 'a@b.co', '0912345678', 'x'),
    fc.constantFrom(...LONE_SURROGATES, '\u0000', '\ud83d', '\ude00'),
    fc.nat(),
  )
  .map(([text, bad, at]) => {
    const i = text.length ? at % (text.length + 1) : 0;
    return `${text.slice(0, i)}${bad}${text.slice(i)}`;
  });

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 5, arbitrary: unstorableString },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: longString },
);

/** Numbers a JSON body can carry: wrong sizes, signs, fractions, past 2^31, 2^53 and 2^63. */
export const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  15,
  99,
  100,
  1e9,
  1e21,
  1e308,
  -1e308,
  5e-324,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  2 ** 64,
  149_990_000 * 15,
];

/** Number spellings JSON.stringify never writes: overflow to Infinity, 400 digits, -0. */
export const RAW_NUMBERS: readonly string[] = [
  '1e999',
  '-1e999',
  `1${'0'.repeat(400)}`,
  '-0',
  '1.0',
  '1E2',
  '0.1e1',
  '1e-400',
  '123456789012345678901234567890',
];

export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Numbers written as strings, for query parameters and string-typed number fields. */
export const NUMERIC_STRINGS: readonly string[] = [
  '1',
  '0',
  '-1',
  '-0',
  '01',
  '+1',
  ' 1',
  '1 ',
  '1.',
  '.5',
  '1.5',
  '1e5',
  '1e308',
  '1e999',
  '0x10',
  '0b11',
  '1_000',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  `9${'9'.repeat(400)}`,
  '１',
  '٣',
  '2147483648',
  '-2147483649',
  '100',
  '101',
  '1000000',
  '1000001',
];

/** Nesting far deeper than any real body (arrays, objects, a mix), 100 to 10,000 levels, under 64 KB. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(
    fc.constantFrom('array', 'object', 'mixed', 'unclosed'),
    fc.constantFrom(100, 1000, 7000, 10_000),
  )
  .map(([kind, n]) => {
    if (kind === 'array') return new RawJson('['.repeat(n) + ']'.repeat(n));
    if (kind === 'object') return new RawJson('{"a":'.repeat(n) + '1' + '}'.repeat(n));
    if (kind === 'mixed') return new RawJson('[{"a":'.repeat(n / 2) + '[]' + '}]'.repeat(n / 2));
    return new RawJson('['.repeat(n));
  });

/** Keys a handler may not expect: prototype names, privileges, blanks, NUL, lone surrogates. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'role',
      'isAdmin',
      '_id',
      'userId',
      'status',
      'passwordHash',
      '',
      ' ',
      'a\u0000b',
      '\ud800',
      'x'.repeat(1000),
      'items.0.product',
      '$where',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 12 }) },
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 4, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(...NUMERIC_STRINGS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any wrong value for a field: wrong type, hostile string, odd number, container, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: leaf },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { '': null }) },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyKey, leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

// ---------------------------------------------------------------------------------------------
// Bodies

type Mutation =
  | { kind: 'replace'; path: JsonPath; value: unknown }
  | { kind: 'delete'; path: JsonPath }
  | { kind: 'add'; path: JsonPath; key: string; value: unknown };

function applyMutation(root: unknown, mutation: Mutation): unknown {
  const { path } = mutation;
  if (path.length === 0) {
    if (mutation.kind === 'replace') return mutation.value;
    if (mutation.kind === 'add' && isRecord(root)) setField(root, mutation.key, mutation.value);
    return root;
  }
  const parent = nodeAt(root, path.slice(0, -1));
  const last = path[path.length - 1]!;
  const target = mutation.kind === 'add' ? nodeAt(root, path) : parent;
  if (mutation.kind === 'add') {
    if (isRecord(target)) setField(target, mutation.key, mutation.value);
  } else if (Array.isArray(parent) && typeof last === 'number') {
    if (mutation.kind === 'replace') parent[last] = mutation.value;
    else parent.splice(last, 1);
  } else if (isRecord(parent)) {
    if (mutation.kind === 'replace') setField(parent, String(last), mutation.value);
    else delete parent[String(last)];
  }
  return root;
}

/** A hostile value of the same JSON type as `node` (these get past type checks, deeper in). */
function sameTypeNasty(node: unknown): fc.Arbitrary<unknown> {
  if (typeof node === 'string') return nastyString;
  if (typeof node === 'number') return nastyNumber;
  if (typeof node === 'boolean') return fc.constantFrom(true, false);
  if (Array.isArray(node)) return fc.array(nastyValue, { maxLength: 3 });
  return nastyValue;
}

/** A valid value with one to three of its nodes replaced, deleted, or given an unknown key. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((base) => {
    const all = jsonPaths(base);
    const children = all.filter((p) => p.length > 0);
    const objects = all.filter((p) => isRecord(nodeAt(base, p)));
    const replace = (value: (path: JsonPath) => fc.Arbitrary<unknown>) =>
      fc
        .constantFrom(...all)
        .chain((path) => value(path).map((v) => ({ kind: 'replace' as const, path, value: v })));
    const options: fc.WeightedArbitrary<Mutation>[] = [
      { weight: 6, arbitrary: replace((path) => sameTypeNasty(nodeAt(base, path))) },
      { weight: 3, arbitrary: replace(() => nastyValue) },
    ];
    if (children.length)
      options.push({
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('delete' as const),
          path: fc.constantFrom(...children),
        }),
      });
    if (objects.length)
      options.push({
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('add' as const),
          path: fc.constantFrom(...objects),
          key: nastyKey,
          value: nastyValue,
        }),
      });
    return fc
      .array(fc.oneof(...options), { minLength: 1, maxLength: 3 })
      .map((mutations) => mutations.reduce(applyMutation, clone(base)));
  });
}

/** Broken JSON text, much of it a valid body damaged: cut short, duplicated keys, bad escapes. */
export function malformedJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const fixed = fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}x',
    '{"a":1}{"b":2}',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '\ufeff{}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":undefined}',
    '/* c */ {}',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '{"a":"\\ud800"}',
    '{"\\ud800":1}',
    '{"a":"\n"}',
    '{"a":1e999}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    'x'.repeat(70_000),
    `{"a":"${'b'.repeat(70_000)}"}`,
    '['.repeat(7000),
    '['.repeat(7000) + ']'.repeat(7000),
    '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    `[${'1,'.repeat(30_000)}1]`,
  );
  const damaged = fc
    .tuple(valid, fc.nat(), fc.constantFrom('cut', 'insert', 'dupFirst', 'dupLast'), nastyValue)
    .map(([body, at, how, value]) => {
      const text = toJsonText(body);
      const i = text.length ? at % text.length : 0;
      if (how === 'cut') return text.slice(0, i);
      if (how === 'insert') return `${text.slice(0, i)}${toJsonText(value)}${text.slice(i)}`;
      const key = isRecord(body)
        ? (Object.keys(body)[at % Math.max(1, Object.keys(body).length)] ?? 'a')
        : 'a';
      const field = `${JSON.stringify(key)}:${toJsonText(value)}`;
      if (!text.startsWith('{') || text.length < 3) return `{${field}}`;
      // JSON.parse keeps the last of two equal keys: first the valid value wins, then the nasty one.
      return how === 'dupFirst' ? `{${field},${text.slice(1)}` : `${text.slice(0, -1)},${field}}`;
    });
  return fc.oneof({ weight: 1, arbitrary: fixed }, { weight: 2, arbitrary: damaged });
}

/** Bytes that are not UTF-8 at all: stray continuation bytes, overlong forms, encoded surrogates. */
export const invalidUtf8: fc.Arbitrary<Uint8Array> = fc
  .constantFrom(
    [0xff],
    [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
    [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
    [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xf8, 0x88, 0x80, 0x80, 0x80, 0x22, 0x7d],
    [0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d],
    [0x00, 0x00, 0x00],
  )
  .map((bytes) => Uint8Array.from(bytes));

export type Body = string | Uint8Array | undefined;

/**
 * A JSON route's body: mostly a valid body with a few nodes made hostile (so the request gets deep
 * into the handler), some valid ones as they are, then deep nesting, broken JSON, random JSON and
 * a few bodies that are not text at all.
 */
export function jsonBody(
  valid: fc.Arbitrary<unknown>,
  weights = { mutated: 8 },
): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 1, arbitrary: valid.map(toJsonText) },
    { weight: weights.mutated, arbitrary: mutated(valid).map(toJsonText) },
    { weight: 2, arbitrary: malformedJson(valid) },
    { weight: 2, arbitrary: deepNesting.map((raw) => raw.text) },
    { weight: 1, arbitrary: nastyValue.map(toJsonText) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: invalidUtf8 },
  );
}

/** A body for a call that reads none: absent, empty, JSON, junk. */
export const ignoredBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: nastyValue.map(toJsonText) },
  { weight: 1, arbitrary: malformedJson(fc.constant({})) },
  { weight: 1, arbitrary: invalidUtf8 },
);

// ---------------------------------------------------------------------------------------------
// Headers, query strings and path ids

/** Header-safe text (visible ASCII and Latin-1), since a Request cannot carry anything else. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'null',
      'x',
      '1.abc',
      '0.',
      `${'9'.repeat(400)}.x`,
      '-1.x',
      "' OR 1=1 --",
      '../../etc/passwd',
      'a'.repeat(101),
      'a'.repeat(8000),
      '\u00ff\u00fe',
      '%00',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((c) => c < 0x7f || c > 0x9f)
        .map((c) => String.fromCharCode(c)),
      maxLength: 40,
    }),
  },
);

export const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/xml',
  '*/*',
  'garbage',
];

export const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { withCrossShrink: true },
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant('application/json; charset=utf-8') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/** Percent-encodes like encodeURIComponent, but writes lone surrogates as their (invalid) UTF-8 bytes. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Hand-written percent sequences: malformed, overlong, encoded NUL, slash, dot-dot, surrogates. */
export const PERCENT_TRICKS: readonly string[] = [
  '%',
  '%%',
  '%zz',
  '%2',
  '%00',
  '%0a',
  '%2e%2e',
  '%2E%2E%2F',
  '%2f',
  '%5c',
  '%c0%af',
  '%e0%80%af',
  '%ed%a0%80',
  '%ff%fe',
  '%f4%90%80%80',
  '%25',
  '%u0041',
  '%2525',
  '+',
  '%20',
  '%E2%80%AE',
];

export type QueryPair = readonly [key: string, value: string, raw: boolean];

/** One query value: a valid one for the route, a numeric spelling, a hostile string or a percent trick. */
export function queryValue(
  valid: readonly string[],
): fc.Arbitrary<{ value: string; raw: boolean }> {
  const enc = (a: fc.Arbitrary<string>) => a.map((value) => ({ value, raw: false }));
  const options: fc.WeightedArbitrary<{ value: string; raw: boolean }>[] = [
    { weight: 3, arbitrary: enc(fc.constantFrom(...NUMERIC_STRINGS)) },
    { weight: 4, arbitrary: enc(nastyString) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...PERCENT_TRICKS).map((value) => ({ value, raw: true })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...NASTY_STRINGS).map((value) => ({ value, raw: true })),
    },
  ];
  if (valid.length) options.push({ weight: 4, arbitrary: enc(fc.constantFrom(...valid)) });
  return fc.oneof(...options);
}

/**
 * A query string over a route's keys (`keys` maps each key to its valid values), with unknown and
 * bracketed keys, duplicates (`page=1&page=2`) and hostile or raw values.
 */
export function queryString(
  keys: Readonly<Record<string, readonly string[]>>,
): fc.Arbitrary<string> {
  const names = Object.keys(keys);
  const known = names.length
    ? fc
        .constantFrom(...names)
        .chain((key) => queryValue(keys[key] ?? []).map((v) => [key, v.value, v.raw] as const))
    : null;
  const odd = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(
          ...names.flatMap((n) => [`${n}[]`, `${n}[0]`, n.toUpperCase(), ` ${n}`]),
          'x',
          '',
          '__proto__',
          'constructor',
          '[',
          ']',
          '[]=',
          '&',
          '=',
        ),
        nastyString,
      ),
      queryValue([]),
    )
    .map(([key, v]) => [key, v.value, v.raw] as const);
  const pair: fc.Arbitrary<QueryPair> = known
    ? fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: odd })
    : odd;
  const repeat = fc.option(fc.tuple(fc.nat(), queryValue([])), { freq: 2, nil: null });
  return fc
    .tuple(
      fc.array(pair, { maxLength: 5 }),
      repeat,
      fc.constantFrom('', '', '', '&', '?', '&&', '#x'),
    )
    .map(([pairs, again, tail]) => {
      // A key given twice with different values: `?page=1&page=abc`, `field[x]=a&field[x]=b`.
      const all = [...pairs];
      const first = again && pairs.length ? pairs[again[0] % pairs.length] : undefined;
      if (first && again) all.push([first[0], again[1].value, again[1].raw]);
      const text = all
        .map(([k, v, raw]) => `${percentEncode(k)}=${raw ? v : percentEncode(v)}`)
        .join('&');
      return text || tail ? `?${text}${tail}` : '';
    });
}

/** Path tricks for an `{id}` segment: dot-dot, encoded slashes and NUL, backslashes, long, unicode. */
export const PATH_TRICKS: readonly string[] = [
  '',
  '.',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '../../etc/passwd',
  '..\\..\\etc\\passwd',
  '%2F',
  'a%2Fb',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%ed%a0%80',
  '%c0%ae%c0%ae',
  '\\',
  'a\\b',
  'a b',
  'a%20b',
  '?',
  '#',
  ';',
  'a;b=c',
  '*',
  '~',
  'null',
  'undefined',
  '0',
  '-1',
  '1e5',
  '0x10',
  'NaN',
  "'",
  "1'%20OR%20'1'='1",
  'x'.repeat(65),
  'x'.repeat(10_000),
  'Ễ',
  '%E1%BB%84',
  '😀',
  '\ud800',
  'ｐ',
  'A'.repeat(64),
];

/** An `{id}` path segment: a real id now and then (possibly damaged), else a trick or random text. */
export function pathId(real: readonly string[]): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: fc.constantFrom(...PATH_TRICKS) },
    { weight: 1, arbitrary: nastyString.map(percentEncode) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
  ];
  if (real.length) {
    const id = fc.constantFrom(...real);
    options.push(
      { weight: 2, arbitrary: id },
      {
        weight: 2,
        arbitrary: fc
          .tuple(id, fc.constantFrom('upper', 'append', 'cut', 'dots', 'nul', 'slash', 'space'))
          .map(([value, how]) => {
            if (how === 'upper') return value.toUpperCase();
            if (how === 'append') return `${value}x`;
            if (how === 'cut') return value.slice(0, -1);
            if (how === 'dots') return `${value}/..`;
            if (how === 'nul') return `${value}%00`;
            if (how === 'slash') return `${value}%2F..`;
            return `%20${value}`;
          }),
      },
    );
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------
// The request and how it prints

/** Who sends a request: the route decides which account "signed-in" is. */
export type Identity = 'signed-in' | 'signed-out' | 'bad-token';

export interface FuzzRequestInit {
  method: string;
  /** Path and query under the app root, e.g. `/api/product?page=1`. */
  url: string;
  as: Identity;
  /** Authorization header sent instead of the identity's when `as` is "bad-token". */
  authorization?: string | undefined;
  /** "valid" sends the client's token; null sends none; any other string is sent as is. */
  csrf: string | null;
  contentType: string | null;
  headers?: Record<string, string> | undefined;
  cookies?: Record<string, string> | undefined;
  body: Body;
}

const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Text as a quoted, escaped string (NUL, lone surrogates and control characters visible), with
 * runs such as 7,000 "[" folded into `⟪[×7000⟫`, and cut when still longer than `max`.
 */
export function shorten(text: string, max = 1500): string {
  let out = '';
  let last = 0;
  for (const run of text.matchAll(/(.{1,8}?)\1{7,}/gs)) {
    const unit = run[1]!;
    out += `${escaped(text.slice(last, run.index))}⟪${escaped(unit)}×${run[0].length / unit.length}⟫`;
    last = run.index + run[0].length;
  }
  out += escaped(text.slice(last));
  const cut = out.length > max ? `${out.slice(0, max)}…(${out.length - max} more)` : out;
  return `"${cut}"`;
}

/** A generated request; prints as a readable, reproducible description (fast-check shows it on failure). */
export class FuzzRequest implements FuzzRequestInit {
  readonly method: string;
  readonly url: string;
  readonly as: Identity;
  readonly authorization: string | undefined;
  readonly csrf: string | null;
  readonly contentType: string | null;
  readonly headers: Record<string, string>;
  readonly cookies: Record<string, string>;
  readonly body: Body;

  constructor(init: FuzzRequestInit) {
    this.method = init.method;
    this.url = init.url;
    this.as = init.as;
    this.authorization = init.authorization;
    this.csrf = init.csrf;
    this.contentType = init.contentType;
    this.headers = init.headers ?? {};
    this.cookies = init.cookies ?? {};
    this.body = init.body;
  }

  bodyText(): string | undefined {
    if (this.body instanceof Uint8Array) return new TextDecoder().decode(this.body);
    return this.body;
  }

  describe(): string {
    const lines = [`${this.method} ${shorten(this.url, 600)} as ${this.as}`];
    if (this.authorization !== undefined)
      lines.push(`  Authorization: ${shorten(this.authorization, 200)}`);
    if (this.method !== 'GET')
      lines.push(
        `  X-CSRF-Token: ${this.csrf === 'valid' ? '(valid)' : this.csrf === null ? '(none)' : shorten(this.csrf, 200)}`,
      );
    if (this.body !== undefined)
      lines.push(
        `  Content-Type: ${this.contentType === null ? '(none)' : shorten(this.contentType)}`,
      );
    for (const [name, value] of Object.entries(this.headers))
      lines.push(`  ${name}: ${shorten(value, 200)}`);
    for (const [name, value] of Object.entries(this.cookies))
      lines.push(`  Cookie ${name}=${shorten(value, 200)}`);
    if (this.body instanceof Uint8Array) lines.push(`  body bytes: [${[...this.body].join(', ')}]`);
    else if (this.body !== undefined) lines.push(`  body: ${shorten(this.body)}`);
    return lines.join('\n');
  }

  [fc.toStringMethod](): string {
    return `\n${this.describe()}\n`;
  }
}

// ---------------------------------------------------------------------------------------------
// Back-office bodies: pictures and catalogue files

/** A 1×1 PNG, and the signatures of the other picture types with nothing after them. */
const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff, 0xe0],
  [0x52, 0x49, 0x46, 0x46, 0x00, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50],
].map((bytes) => Uint8Array.from(bytes));

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

/** SVG text: plain, hostile (scripts, handlers, foreign content, links out), broken, nested. */
export const SVG_TEXTS: readonly string[] = [
  svg('<rect width="10" height="10" fill="#0b57d0"/>'),
  svg('<script>alert(1)</script><rect width="1" height="1"/>'),
  svg('<rect width="1" height="1" onload="alert(1)"/>'),
  svg('<foreignObject><iframe src="https://evil.example"/></foreignObject>'),
  svg('<a href="javascript:alert(1)"><text>x</text></a>'),
  svg('<rect fill="url(https://evil.example/t)" width="1" height="1"/>'),
  svg('<rect style="fill:red" width="1" height="1"/>'),
  svg('<use href="https://evil.example/s.svg#a"/>'),
  `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
  svg(`${'<g>'.repeat(1000)}${'</g>'.repeat(1000)}`),
  svg('<rect', ''),
  '<svg',
  '<html><body>not a picture</body></html>',
  svg('<text>Nguy\u0000n \ud800</text>'),
];

/** A picture upload's bytes: real small pictures, bare signatures, SVG text, junk, too large. */
export const imageBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(PNG_1X1) },
  { weight: 1, arbitrary: fc.constantFrom(...SIGNATURES) },
  { weight: 3, arbitrary: fc.constantFrom(...SVG_TEXTS) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...SVG_TEXTS)).map(([at, text]) => {
      const i = at % text.length;
      return `${text.slice(0, i)}${text.slice(i + 1)}`;
    }),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'a'.repeat(5 * 1024 * 1024 + 1)) },
  { weight: 1, arbitrary: invalidUtf8 },
);

export const IMAGE_CONTENT_TYPES: readonly (string | null)[] = [
  'image/png',
  'image/svg+xml',
  'image/jpeg',
  'application/octet-stream',
  'text/plain',
  null,
];

/**
 * CSV text made from a valid file (`sample`: a header and rows): as it is, cut short, a line
 * dropped or repeated, a cell replaced by a hostile value, unbalanced quotes, formula cells,
 * other line ends, a byte-order mark, or no header at all.
 */
export function csvBody(sample: string): fc.Arbitrary<string> {
  const lines = sample.replace(/\r?\n$/, '').split(/\r?\n/);
  const cell = fc.oneof(
    nastyString,
    fc.constantFrom(...NUMERIC_STRINGS),
    fc.constantFrom('=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '"', '""', '"a""b"', 'a,b', 'a\nb'),
  );
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const damaged = fc
    .tuple(fc.nat(), fc.nat(), cell, fc.constantFrom('replace', 'raw', 'drop', 'twice', 'cut'))
    .map(([row, col, value, how]) => {
      const i = lines.length > 1 ? 1 + (row % (lines.length - 1)) : 0;
      const copy = [...lines];
      if (how === 'drop') copy.splice(i, 1);
      else if (how === 'twice') copy.splice(i, 0, copy[i]!);
      else if (how === 'cut') return sample.slice(0, row % (sample.length + 1));
      else {
        const cells = copy[i]!.split(',');
        cells[col % cells.length] = how === 'raw' ? value : quote(value);
        copy[i] = cells.join(',');
      }
      return `${copy.join('\n')}\n`;
    });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(sample) },
    { weight: 6, arbitrary: damaged },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '\ufeff',
        lines[0]!,
        `${lines[0]}\n`,
        lines.slice(1).join('\n'),
        sample.replaceAll('\n', '\r'),
        `\ufeff\ufeff${sample}`,
        `${lines[0]},extra\n${lines.slice(1).join('\n')}`,
        `${lines[0]}\n"${'x'.repeat(70_000)}`,
        `${lines[0]}\n${'a,'.repeat(5000)}`,
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 200 }) },
  );
}

// ---------------------------------------------------------------------------------------------
// Valid values from a JSON Schema (the API reference's), for routes without a generator of their own

/** A JSON Schema as the OpenAPI document writes it (the parts read here). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** How deep fromJsonSchema follows nested objects, arrays and references. */
const SCHEMA_DEPTH = 6;

/**
 * Values that `schema` takes (as well as a JSON Schema can say: a refinement of the contract's
 * beyond it, such as a check across fields, is not known here), with `$ref`s resolved in
 * `components`. Fed to jsonBody and queryString, which make them hostile.
 */
export function fromJsonSchema(
  schema: JsonSchema,
  components: Readonly<Record<string, JsonSchema>> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const nested = (inner: JsonSchema) => fromJsonSchema(inner, components, depth + 1);
  if (depth > SCHEMA_DEPTH) return fc.constant(null);
  if (schema.$ref) {
    const target = components[schema.$ref.split('/').at(-1)!];
    return target ? nested(target) : fc.jsonValue({ maxDepth: 2 });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(nested));
  if (schema.allOf?.length) return nested(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => nested({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -1_000_000_000),
        max: Math.min(schema.maximum ?? 1_000_000_000, 1_000_000_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? nested(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      if (!Object.keys(properties).length && typeof schema.additionalProperties === 'object')
        return fc.dictionary(fc.string({ maxLength: 12 }), nested(schema.additionalProperties), {
          maxKeys: 3,
        });
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, inner]) => [name, nested(inner)]),
      );
      return fc.record(fields, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Valid spellings of a query parameter of `schema`, for queryString's `keys`. */
export function queryValuesOf(schema: JsonSchema): string[] {
  if (schema.enum?.length) return schema.enum.map(String);
  if (schema.pattern === '^-?\\d+$' || schema.type === 'integer') return ['1', '2', '5', '100'];
  if (schema.type === 'boolean') return ['true', 'false'];
  const sample = fc.sample(fromJsonSchema(schema), { numRuns: 4, seed: 1 });
  return [
    ...new Set(sample.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))),
  ];
}
