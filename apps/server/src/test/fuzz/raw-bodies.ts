import type { Random } from './prng.js';

/** A body as bytes on the wire, with the Content-Type to send (none when undefined). */
export interface RawBody {
  body?: string | Buffer;
  contentType?: string;
  mutation: string;
}

const JSON_TYPE = 'application/json';

/** Texts that are not JSON, or JSON that parsers disagree on; `valid` is the request's valid body. */
function malformedJson(valid: string): { name: string; body: string | Buffer }[] {
  const cut = Math.max(1, Math.floor(valid.length / 2));
  return [
    { name: 'truncated JSON', body: valid.slice(0, cut) },
    { name: 'trailing comma', body: valid.replace(/}$/, ',}') },
    { name: 'single quotes', body: valid.replaceAll('"', "'") },
    { name: 'unquoted keys', body: valid.replace(/"([a-z_]+)":/gi, '$1:') },
    { name: 'missing value', body: '{"email":}' },
    { name: 'lone brace', body: '{' },
    { name: 'lone bracket', body: ']' },
    { name: 'NaN literal', body: '{"a":NaN}' },
    { name: 'comments', body: `/* c */${valid}// end` },
    { name: 'two documents', body: `${valid}${valid}` },
    { name: 'BOM then JSON', body: `\ufeff${valid}` },
    { name: 'raw NUL inside a string', body: '{"email":"a\u0000b"}' },
    { name: 'raw newline inside a string', body: '{"email":"a\nb"}' },
    { name: 'bad escape', body: '{"email":"\\x41"}' },
    { name: 'lone surrogate escape', body: '{"email":"\\ud800","password":"\\udfff"}' },
    {
      name: 'invalid UTF-8 bytes',
      body: Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    },
    {
      name: 'overlong UTF-8 slash',
      body: Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]),
    },
    {
      name: 'UTF-8 encoded surrogate',
      body: Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    },
    { name: 'duplicate keys', body: valid.replace(/^{/, '{"email":1,"user_name":[],') },
    { name: '__proto__ key', body: valid.replace(/^{/, '{"__proto__":{"role":"admin"},') },
    { name: 'constructor.prototype key', body: valid.replace(/^{/, '{"constructor":{"prototype":{"role":"admin"}},') },
    { name: '20,000 nested arrays', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    { name: '20,000 unclosed arrays', body: '['.repeat(20_000) },
    { name: 'huge exponent', body: '{"email":1e999999,"remember":-1e999999}' },
    { name: 'whitespace only', body: ' \n\t ' },
    { name: 'empty body', body: '' },
    { name: 'the word null', body: 'null' },
    { name: 'UTF-16 encoded JSON', body: Buffer.from(valid, 'utf16le') },
  ];
}

const formEncode = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .map(
          ([key, field]) =>
            `${encodeURIComponent(key)}=${encodeURIComponent(typeof field === 'string' ? field : JSON.stringify(field))}`,
        )
        .join('&')
    : 'a=1';

/** A valid JSON text sent with a Content-Type the server should refuse or read carefully. */
function wrongContentTypes(validValue: unknown, valid: string): RawBody[] {
  return [
    { body: valid, contentType: 'text/plain', mutation: 'JSON as text/plain' },
    {
      body: formEncode(validValue),
      contentType: 'application/x-www-form-urlencoded',
      mutation: 'form-urlencoded body',
    },
    { body: valid, contentType: 'multipart/form-data', mutation: 'multipart without boundary' },
    { body: valid, contentType: 'multipart/form-data; boundary=x', mutation: 'JSON as multipart' },
    { body: valid, contentType: undefined, mutation: 'no Content-Type' },
    { body: valid, contentType: '', mutation: 'empty Content-Type' },
    { body: valid, contentType: 'application/json; charset=utf-16', mutation: 'JSON declared UTF-16' },
    { body: valid, contentType: 'application/json; charset=latin1', mutation: 'JSON declared latin1' },
    { body: valid, contentType: 'APPLICATION/JSON', mutation: 'upper-case Content-Type' },
    { body: valid, contentType: 'application/json, text/plain', mutation: 'two Content-Types' },
    { body: valid, contentType: 'application/json;;;=', mutation: 'broken Content-Type parameters' },
    { body: valid, contentType: `application/json; x=${'a'.repeat(4000)}`, mutation: '4 KB Content-Type' },
    { body: valid, contentType: 'application/xml', mutation: 'JSON as application/xml' },
    { body: valid, contentType: 'application/vnd.api+json', mutation: 'JSON as vnd.api+json' },
    { body: valid, contentType: 'application/octet-stream', mutation: 'JSON as octet-stream' },
    { body: valid, contentType: '*/*', mutation: 'Content-Type */*' },
  ];
}

/** A malformed JSON body or a valid one under a wrong Content-Type; `validValue` is the valid body. */
export function rawBody(validValue: unknown, rng: Random): RawBody {
  const valid = JSON.stringify(validValue ?? {});
  if (rng.chance(0.55)) {
    const broken = rng.pick(malformedJson(valid));
    return { body: broken.body, contentType: JSON_TYPE, mutation: broken.name };
  }
  return rng.pick(wrongContentTypes(validValue, valid));
}

/** A body on a route that reads none (a GET with JSON, a DELETE with a form...). */
export function unexpectedBody(rng: Random): RawBody {
  return rng.pick<RawBody>([
    { body: '{"fuzz":true}', contentType: JSON_TYPE, mutation: 'JSON body where none is read' },
    { body: '{"fuzz":', contentType: JSON_TYPE, mutation: 'broken JSON where no body is read' },
    { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', mutation: 'form body where none is read' },
    { body: '', contentType: JSON_TYPE, mutation: 'empty JSON body where none is read' },
    { body: Buffer.alloc(70_000, 0x61), contentType: 'text/plain', mutation: '70 KB text body where none is read' },
  ]);
}
