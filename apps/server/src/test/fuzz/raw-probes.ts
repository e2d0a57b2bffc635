/** Malformed HTTP/1.1 requests that no HTTP client library would send, written byte for byte. */
export interface RawProbe {
  name: string;
  /** The bytes to send for a request line on `path` (method chosen by `method`). */
  build(target: { method: string; path: string; host: string; address: string }): (string | Buffer)[];
  endAfterWrite?: boolean;
  /** How long to wait for an answer; longer for requests the server should wait on. */
  waitMs?: number;
}

const CRLF = '\r\n';
const head = (lines: string[]) => `${lines.join(CRLF)}${CRLF}${CRLF}`;
const basic = (t: { method: string; path: string; host: string; address: string }, extra: string[] = []) =>
  head([
    `${t.method} ${t.path} HTTP/1.1`,
    `Host: ${t.host}`,
    `X-Forwarded-For: ${t.address}`,
    'X-Requested-With: pepites',
    'Connection: close',
    ...extra,
  ]);
const withBody = (t: Parameters<typeof basic>[0], extra: string[], body: string) => [
  basic(t, ['Content-Type: application/json', ...extra]),
  body,
];

export const RAW_PROBES: readonly RawProbe[] = [
  { name: 'bad header line', build: (t) => [basic(t, ['This is not a header'])] },
  { name: 'space before the colon', build: (t) => [basic(t, ['X-Fuzz : 1'])] },
  { name: 'NUL in a header name', build: (t) => [basic(t, ['X-Fu\u0000zz: 1'])] },
  { name: 'NUL in a header value', build: (t) => [basic(t, ['X-Fuzz: a\u0000b'])] },
  { name: 'bare CR in a header value', build: (t) => [basic(t, ['X-Fuzz: a\rb'])] },
  { name: 'obsolete folded header', build: (t) => [basic(t, ['X-Fuzz: a', ' b'])] },
  { name: '20 KB header', build: (t) => [basic(t, [`X-Fuzz: ${'a'.repeat(20 * 1024)}`])] },
  {
    name: '3,000 headers',
    build: (t) => [
      basic(
        t,
        Array.from({ length: 3000 }, (_, i) => `X-F${i}: 1`),
      ),
    ],
  },
  {
    name: 'Content-Length and chunked',
    build: (t) => [basic(t, ['Content-Length: 4', 'Transfer-Encoding: chunked']), `2${CRLF}{}${CRLF}0${CRLF}${CRLF}`],
  },
  {
    name: 'two different Content-Lengths',
    build: (t) => withBody(t, ['Content-Length: 2', 'Content-Length: 5'], '{}'),
  },
  { name: 'negative Content-Length', build: (t) => withBody(t, ['Content-Length: -1'], '{}') },
  { name: 'Content-Length not a number', build: (t) => withBody(t, ['Content-Length: 1e3'], '{}') },
  {
    name: 'bad chunk size',
    build: (t) => [basic(t, ['Transfer-Encoding: chunked']), `zz${CRLF}abc${CRLF}0${CRLF}${CRLF}`],
  },
  {
    name: 'Transfer-Encoding chunked, identity',
    build: (t) => [basic(t, ['Transfer-Encoding: chunked, identity']), `2${CRLF}{}${CRLF}0${CRLF}${CRLF}`],
  },
  { name: 'Transfer-Encoding gzip', build: (t) => [basic(t, ['Transfer-Encoding: gzip', 'Content-Length: 2']), '{}'] },
  { name: 'unknown method', build: (t) => [basic({ ...t, method: 'FUZZ' })] },
  { name: 'lower-case method', build: (t) => [basic({ ...t, method: t.method.toLowerCase() })] },
  { name: '1 KB method', build: (t) => [basic({ ...t, method: 'A'.repeat(1024) })] },
  { name: 'HTTP/9.9', build: (t) => [basic(t).replace('HTTP/1.1', 'HTTP/9.9')] },
  { name: 'HTTP/0.9 request line', build: (t) => [`GET ${t.path}${CRLF}${CRLF}`] },
  { name: 'space in the URL', build: (t) => [basic({ ...t, path: `${t.path}/a b` })] },
  { name: 'NUL in the request line', build: (t) => [basic({ ...t, path: `${t.path}\u0000` })] },
  // Latin-1 writes each character as one byte: 0xFF, then an overlong UTF-8 slash.
  {
    name: 'raw non-ASCII bytes in the URL',
    build: (t) => [Buffer.from(basic({ ...t, path: `${t.path}/\u00ff\u00c0\u00af` }), 'latin1')],
  },
  { name: 'absolute-form URL', build: (t) => [basic({ ...t, path: `http://evil.example${t.path}` })] },
  { name: 'asterisk URL', build: (t) => [basic({ ...t, method: 'OPTIONS', path: '*' })] },
  { name: 'CONNECT', build: (t) => [basic({ ...t, method: 'CONNECT', path: '127.0.0.1:22' })] },
  { name: 'no Host header', build: (t) => [basic(t).replace(`Host: ${t.host}${CRLF}`, '')] },
  { name: 'two Host headers', build: (t) => [basic(t, ['Host: evil.example'])] },
  { name: '20 KB URL', build: (t) => [basic({ ...t, path: `${t.path}?q=${'a'.repeat(20 * 1024)}` })] },
  {
    name: 'truncated body, then end of stream',
    build: (t) => withBody(t, ['Content-Length: 1000'], '{"email":'),
    endAfterWrite: true,
  },
  {
    name: 'truncated body, connection left open',
    build: (t) => withBody(t, ['Content-Length: 1000'], '{"email":'),
    waitMs: 2500,
  },
  {
    name: 'body longer than Content-Length',
    build: (t) => withBody(t, ['Content-Length: 2'], `{}GARBAGE / HTTP/1.1${CRLF}${CRLF}`),
  },
  {
    name: 'Expect 100-continue, no body',
    build: (t) => [basic(t, ['Content-Length: 10', 'Expect: 100-continue'])],
    waitMs: 2500,
  },
  {
    name: 'Upgrade websocket',
    build: (t) => [
      basic(t, [
        'Upgrade: websocket',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
      ]).replace('Connection: close', 'Connection: Upgrade'),
    ],
  },
  { name: 'TLS handshake bytes', build: () => [Buffer.from('160301020001000200030378a1b2c3d4e5f6', 'hex')] },
  { name: 'LF-only line endings', build: (t) => [basic(t).replaceAll(CRLF, '\n')] },
  { name: 'JSON type with Content-Length 0', build: (t) => withBody(t, ['Content-Length: 0'], '') },
];

/** Paths each probe is sent to, with the method that route expects. */
export const PROBE_TARGETS: readonly { method: string; path: string }[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/login' },
  { method: 'POST', path: '/api/register' },
  { method: 'GET', path: '/api/user/1' },
  { method: 'PUT', path: '/api/update/1' },
  { method: 'POST', path: '/api/uploads/avatar' },
  { method: 'POST', path: '/api/contact' },
  { method: 'GET', path: '/' },
];
