import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { UPLOAD_MAX_BYTES } from '@pepites/contracts';
import { AppError } from '../../lib/errors.js';

const TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

/** Loopback, private, link-local (cloud metadata), shared, documentation, multicast and reserved ranges. */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
/**
 * IPv6 is allowed, not forbidden, range by range: only global unicast (2000::/3) is public, less its
 * special blocks (Teredo and 6to4 embed an IPv4 address, documentation, ORCHID). Everything else,
 * the IPv4-compatible `::7f00:1` (127.0.0.1) included, is refused.
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  ['2001::', 32],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet, the only kind the server may fetch from (SSRF guard). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  const family = isIP(bare);
  if (family === 4) return !forbidden.check(bare, 'ipv4');
  if (family === 6) return globalUnicast.check(bare, 'ipv6') && !forbidden.check(bare, 'ipv6');
  return false;
}

export interface FetchImageOptions {
  /** Which resolved addresses may be contacted; tests widen it to reach a local server. */
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
  /** The form field named in a 400. */
  field?: string;
}

class Refused extends Error {}

/** Resolves, then refuses the connection unless every address is allowed (no DNS-rebinding window). */
function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || addresses.some((entry) => !isAllowed(entry.address))) {
        return callback(new Refused(`${hostname} resolves to a forbidden address`), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function parseTarget(raw: string, isAllowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refused('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('only http and https');
  if (url.username || url.password) throw new Refused('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal never goes through `lookup`, so it is checked here.
  if (isIP(host) && !isAllowed(host)) throw new Refused('forbidden address');
  return url;
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup, signal, headers: { accept: 'image/*', 'user-agent': 'Pepites/1.0' } },
      resolve,
    );
    request.on('error', reject);
  });
}

function readCapped(response: IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > max) {
    response.destroy();
    return Promise.reject(new Refused('too large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) {
        response.destroy(new Refused('too large'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('aborted', () => reject(new Refused('aborted')));
  });
}

/**
 * Downloads an image the user pointed to (http/https only, at most 5 MB, 5 s in all, up to three
 * redirects), refusing hosts that resolve to loopback, private or link-local addresses. The bytes
 * are checked to be an image later, by `processImage`. Every failure is a 400 on the field.
 */
export async function fetchRemoteImage(url: string, options: FetchImageOptions = {}): Promise<Buffer> {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const lookup = guardedLookup(isAllowed);
  try {
    let target = parseTarget(url, isAllowed);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await get(target, lookup, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        target = parseTarget(new URL(location, target).toString(), isAllowed);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new Refused(`status ${status}`);
      }
      return await readCapped(response, UPLOAD_MAX_BYTES);
    }
    throw new Refused('too many redirects');
  } catch {
    throw new AppError(400, 'validation_failed', { [options.field ?? 'avatar']: 'upload.url' });
  }
}
