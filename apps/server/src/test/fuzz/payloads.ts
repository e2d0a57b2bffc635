import type { Random } from './prng.js';

/** Hostile strings, each with a short name for the report. Built lazily: the huge ones weigh megabytes. */
export interface Payload {
  name: string;
  value: string;
}

const KB = 1024;

const cache = new Map<number, string>();
/** `length` times `a`, built once per length. */
export function hugeString(length: number): string {
  let value = cache.get(length);
  if (value === undefined) {
    value = 'a'.repeat(length);
    cache.set(length, value);
  }
  return value;
}

/** Sizes around the server's limits: 1 MB and 64 KB (the JSON body limit), and a text just under it. */
const HUGE_SIZES = [KB * KB, 64 * KB, 60_000, 4097, 1001, 256, 255] as const;

/** What the database refuses or stores wrongly: NUL and other controls, broken surrogates. */
const CONTROLS: Payload[] = [
  { name: 'NUL inside', value: 'ab\u0000cd' },
  { name: 'NUL alone', value: '\u0000' },
  { name: 'NUL at the end', value: 'fuzzer\u0000' },
  { name: 'C0 controls', value: 'a\u0001\u0007\u0008\u001b[31mb\u007f' },
  { name: 'C1 controls', value: 'a\u0085\u009b\u009fb' },
  { name: 'CRLF header injection', value: 'a\r\nSet-Cookie: pepites_session=x' },
  { name: 'tab and newlines', value: 'a\tb\nc\rd' },
  { name: 'lone high surrogate', value: 'a\ud800b' },
  { name: 'lone low surrogate', value: 'a\udc00b' },
  { name: 'swapped surrogates', value: '\udc00\ud800' },
  { name: 'noncharacters', value: '\ufffe\uffff\ufdd0' },
];

/** Characters a normaliser, a comparison or a renderer may get wrong. */
const UNICODE: Payload[] = [
  { name: 'bidi override', value: 'abc\u202egnp.exe' },
  { name: 'bidi isolates', value: '\u2066\u2067abc\u2069' },
  { name: 'zero-width chars', value: 'ad\u200bmi\u200c\u200dn\ufeff' },
  { name: 'emoji ZWJ sequence', value: 'fuzz👩‍👩‍👧‍👦🇫🇷🤖' },
  { name: 'astral letters', value: '𝕗𝕦𝕫𝕫𝕖𝕣' },
  { name: 'combining marks', value: `e${'\u0301\u0327\u0308'.repeat(40)}` },
  { name: 'full-width forms', value: 'ｆｕｚｚｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ' },
  { name: 'full-width digits', value: '１２３' },
  { name: 'homoglyph admin', value: 'аdmin' },
  { name: 'ligature', value: 'ﬁﬂﬃ' },
  { name: 'mixed scripts', value: 'abcабвαβγ' },
  { name: 'right-to-left text', value: 'مرحبا بالعالم' },
  { name: 'CJK', value: '日本語のテキスト' },
  { name: 'non-breaking spaces', value: '\u00a0\u2007\u202f\u3000' },
  { name: 'line separators', value: 'a\u2028b\u2029c' },
  { name: 'replacement char', value: '\ufffd\ufffd' },
];

/** Payloads aimed at SQL, HTML, the file system, templates and parsers. */
const INJECTIONS: Payload[] = [
  { name: 'SQL quote', value: "' OR '1'='1" },
  { name: 'SQL drop', value: "'; DROP TABLE users; --" },
  { name: 'SQL LIKE wildcards', value: '%_%\\' },
  { name: 'SQL union', value: '1 UNION SELECT password_hash FROM users--' },
  { name: 'HTML script', value: '<script>alert(1)</script>' },
  { name: 'HTML attribute', value: '"><img src=x onerror=alert(1)>' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'windows traversal', value: '..\\..\\..\\windows\\win.ini' },
  { name: 'encoded traversal', value: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { name: 'template', value: '{{7*7}}${7*7}<%= 7*7 %>' },
  { name: 'format string', value: '%s%s%n%x%d' },
  { name: 'proto key', value: '__proto__' },
  { name: 'operator object text', value: '{"$ne":null}' },
  { name: 'long number text', value: '9'.repeat(400) },
  { name: 'NaN text', value: 'NaN' },
  { name: 'exponent number', value: '1e309' },
  { name: 'negative zero', value: '-0' },
  { name: 'whitespace only', value: '   ' },
  { name: 'javascript URL', value: 'javascript:alert(1)' },
  { name: 'file URL', value: 'file:///etc/passwd' },
  { name: 'loopback URL', value: 'http://127.0.0.1:5432/' },
  { name: 'metadata URL', value: 'http://169.254.169.254/latest/meta-data/' },
  { name: 'IPv6 loopback URL', value: 'http://[::1]/a.png' },
  { name: 'mapped IPv4 URL', value: 'http://[::ffff:127.0.0.1]/a.png' },
  { name: 'data URL', value: 'data:image/svg+xml,<svg onload=alert(1)>' },
  { name: 'quoted email', value: '"a b"@example.com' },
  { name: 'IP email', value: 'user@[127.0.0.1]' },
  { name: 'upload path outside', value: '/api/uploads/../../etc/passwd' },
];

const HUGE: Payload[] = HUGE_SIZES.map((size) => ({
  name: `huge string (${size >= KB * KB ? '1 MB' : size >= 64 * KB ? '64 KB' : `${size} chars`})`,
  get value() {
    return hugeString(size);
  },
}));

const HUGE_UNICODE: Payload[] = [
  {
    name: '16 K emoji',
    get value() {
      return '🤖'.repeat(16 * KB);
    },
  },
  {
    name: '20 K combining marks',
    get value() {
      return `a${'\u0301'.repeat(20_000)}`;
    },
  },
  {
    name: '10 K NUL',
    get value() {
      return '\u0000'.repeat(10_000);
    },
  },
];

/**
 * The families of hostile strings and how often each is drawn: controls and surrogates are few but
 * the likeliest to reach the database unrefused, so they get more than their share.
 */
const FAMILIES: readonly (readonly [readonly Payload[], number])[] = [
  [CONTROLS, 4],
  [UNICODE, 2],
  [INJECTIONS, 2],
  [HUGE, 1.5],
  [HUGE_UNICODE, 0.5],
];

/** A hostile string: a family by weight, then one of its strings. `maxLength` leaves out the bigger ones. */
export function pickHostile(rng: Random, maxLength = Infinity): Payload {
  const family = rng.weighted(FAMILIES).filter((payload) => payload.value.length <= maxLength);
  return rng.pick(family.length ? family : CONTROLS);
}

export interface NamedValue {
  name: string;
  value: unknown;
}

const WRONG_TYPES: readonly (NamedValue & { kind: string })[] = [
  { kind: 'integer', name: 'number', value: 42 },
  { kind: 'number', name: 'negative float', value: -1.5 },
  { kind: 'number', name: 'huge number', value: 1e308 },
  { kind: 'boolean', name: 'true', value: true },
  { kind: 'boolean', name: 'false', value: false },
  { kind: 'null', name: 'null', value: null },
  { kind: 'array', name: 'array', value: ['a', 1] },
  { kind: 'array', name: 'empty array', value: [] },
  { kind: 'object', name: 'object', value: { a: 1 } },
  { kind: 'object', name: 'object with toString', value: { toString: 'x', valueOf: 1 } },
  { kind: 'string', name: 'string', value: 'not the right type' },
  { kind: 'string', name: 'numeric string', value: '12' },
  { kind: 'string', name: 'boolean string', value: 'true' },
];

/** Values of another JSON type than `expected` (a string field gets numbers, booleans, null...). */
export function wrongTypeValues(expected: string): NamedValue[] {
  const sameKind = expected === 'number' ? ['number', 'integer'] : [expected];
  return WRONG_TYPES.filter((entry) => !sameKind.includes(entry.kind)).map(({ name, value }) => ({ name, value }));
}
