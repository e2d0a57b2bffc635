import { pickHostile } from './payloads.js';
import type { Random } from './prng.js';

/** Path ids a `[0-9]+` parameter must refuse or not find, already as they go on the wire. */
export const HOSTILE_IDS: readonly string[] = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '99999999999999999999',
  '1'.repeat(400),
  '1e3',
  '0x10',
  '1.5',
  '01',
  '+1',
  '%201',
  '1%20',
  '%00',
  '1%00',
  '..%2f',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%A4%96',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '%5B%5D',
  '%7B%7D',
  '%D9%A1%D9%A2',
  '%EF%BC%91',
  '1;DROP',
  '1%3Bselect',
  '%2F',
  '.',
  '..',
  '',
];

/** Percent-encodes what must be (a space, a control, non-ASCII...) and leaves existing escapes alone. */
export function toWire(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code > 0x20 && code < 0x7f && char !== '#' && char !== '"' ? char : encodeAll(char);
  }
  return out;
}

/** Every UTF-8 byte as `%XX` (a lone surrogate becomes U+FFFD's bytes; encodeURIComponent would throw). */
function encodeAll(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** encodeURIComponent, except that a lone surrogate (which makes it throw) is spelt byte by byte. */
export function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeAll(text);
  }
}

/** A hostile path segment value: an id out of range, or a hostile string percent-encoded. */
export function hostilePathValue(rng: Random): { value: string; name: string } {
  if (rng.chance(0.6)) {
    const id = rng.pick(HOSTILE_IDS);
    return {
      value: id,
      name: `id ${JSON.stringify(id.length > 24 ? `${id.slice(0, 20)}… (${id.length} chars)` : id)}`,
    };
  }
  const payload = pickHostile(rng);
  return { value: safeEncode(payload.value), name: `encoded ${payload.name}` };
}

/** The same path written differently: percent-encoded letters, doubled slashes, dot segments... */
export function respellPath(path: string, rng: Random): { path: string; name: string } {
  const choices: { name: string; make: () => string }[] = [
    { name: 'a letter percent-encoded (/%61pi...)', make: () => path.replace('/a', '/%61') },
    {
      name: 'every character percent-encoded',
      make: () =>
        path
          .split('/')
          .map((segment) => encodeAll(segment))
          .join('/'),
    },
    { name: 'encoded slashes', make: () => path.replaceAll('/', '%2F') },
    { name: 'upper case', make: () => path.toUpperCase() },
    { name: 'double slashes', make: () => path.replaceAll('/', '//') },
    { name: 'trailing slash', make: () => `${path}/` },
    { name: 'dot segment', make: () => path.replace('/api/', '/api/./') },
    { name: 'dot-dot segment', make: () => path.replace('/api/', '/api/fuzz/../') },
    { name: 'encoded dot-dot', make: () => path.replace('/api/', '/api/fuzz/%2e%2e/') },
    { name: 'matrix parameter', make: () => `${path};jsessionid=1` },
    { name: 'backslashes', make: () => path.replaceAll('/', '\\') },
    { name: 'NUL appended', make: () => `${path}%00` },
    { name: 'overlong UTF-8 slash', make: () => path.replace('/api/', '/api%C0%AF') },
    { name: 'fragment', make: () => `${path}%23fragment` },
  ];
  const choice = rng.pick(choices);
  return { path: choice.make(), name: `path spelt with ${choice.name}` };
}

/** Routes outside the OpenAPI document that still answer: static files, the page fallback, the docs. */
export const EXTRA_PATHS: readonly string[] = [
  '/',
  '/index.html',
  '/login',
  '/api',
  '/api/',
  '/api/docs',
  '/api/docs/json',
  '/api/docs/static/index.html',
  '/api/fuzz-unknown',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/%00.js',
  '/favicon.ico',
  '/robots.txt',
  '/sw.js',
  `/${'a'.repeat(3000)}`,
  '/%',
  '/%zz',
  '/%C0%AE%C0%AE/',
  '/api/uploads/',
  '/api/user/',
  '/api/docs/..%2f..%2fpackage.json',
];
