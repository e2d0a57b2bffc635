import type { Random } from './prng.js';

/** Header values must stay printable Latin-1: Node's HTTP client refuses anything else (the raw probes send the rest). */
interface HeaderMutation {
  name: string;
  headers: Record<string, string>;
}

const SESSION = 'pepites_session';

const HEADER_MUTATIONS: readonly HeaderMutation[] = [
  { name: 'forged session cookie', headers: { cookie: `${SESSION}=forged-session-id` } },
  { name: 'session cookie with a bad signature', headers: { cookie: `${SESSION}=abc.def` } },
  { name: 'empty session cookie', headers: { cookie: `${SESSION}=` } },
  { name: 'session cookie twice', headers: { cookie: `${SESSION}=a.b; ${SESSION}=c.d` } },
  { name: 'broken percent in cookie', headers: { cookie: `${SESSION}=%E0%A4%A; x=%` } },
  { name: '7 KB cookie', headers: { cookie: `${SESSION}=${'a'.repeat(7000)}` } },
  { name: 'cookie without =', headers: { cookie: 'pepites_session' } },
  { name: 'Latin-1 cookie', headers: { cookie: `${SESSION}=\u00e9\u00ff` } },
  { name: 'Accept-Language xx', headers: { 'accept-language': 'xx' } },
  { name: 'Accept-Language en', headers: { 'accept-language': 'en' } },
  { name: 'Accept-Language with a broken q', headers: { 'accept-language': 'en;q=abc, fr;q=-1, *;q=2' } },
  { name: 'Accept-Language 8 KB', headers: { 'accept-language': `${'en-GB,'.repeat(1300)}fr` } },
  { name: 'Accept-Language commas', headers: { 'accept-language': ',,,;;;' } },
  { name: 'cross-site Origin', headers: { origin: 'https://evil.example' } },
  { name: 'Origin null', headers: { origin: 'null' } },
  { name: 'Origin not a URL', headers: { origin: ':::/' } },
  { name: 'Sec-Fetch-Site cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
  { name: 'X-Requested-With XMLHttpRequest', headers: { 'x-requested-with': 'XMLHttpRequest' } },
  { name: 'X-Requested-With upper case', headers: { 'x-requested-with': 'PEPITES' } },
  { name: 'Host evil.example', headers: { host: 'evil.example' } },
  { name: 'Host with a bad port', headers: { host: 'localhost:99999' } },
  { name: 'X-Forwarded-For not an address', headers: { 'x-forwarded-for': 'not-an-address' } },
  {
    name: 'X-Forwarded-For 500 hops',
    headers: { 'x-forwarded-for': Array.from({ length: 500 }, (_, i) => `10.9.${i >> 8}.${i & 255}`).join(', ') },
  },
  { name: 'X-Forwarded-For IPv6', headers: { 'x-forwarded-for': '::ffff:127.0.0.1' } },
  { name: 'Accept text/html', headers: { accept: 'text/html' } },
  { name: 'Accept application/xml only', headers: { accept: 'application/xml' } },
  { name: 'Range past the end', headers: { range: 'bytes=999999999-' } },
  { name: 'Range garbage', headers: { range: 'bytes=z-y,,' } },
  { name: 'If-None-Match garbage', headers: { 'if-none-match': '"\u00ff' } },
  { name: 'Accept-Encoding odd', headers: { 'accept-encoding': 'br;q=x, gzip;q=1e9, *' } },
];

/** Headers that replace or add to the request's usual ones. */
export function mutateHeaders(rng: Random): HeaderMutation {
  return rng.pick(HEADER_MUTATIONS);
}
