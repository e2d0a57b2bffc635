import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { fetchRemoteImage, isPublicAddress } from './remote-image.js';

let server: Server;
let origin: string;
let png: Buffer;
let requestsServed = 0;
const onlyLocal = { isAllowedAddress: (address: string) => address === '127.0.0.1' || address === '::1' };

const routes: Record<string, RequestListener> = {
  '/image.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
  '/redirect': (_req, res) => res.writeHead(302, { location: '/image.png' }).end(),
  '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.1.2.3/image.png' }).end(),
  '/missing': (_req, res) => res.writeHead(404).end(),
  '/declared-huge': (_req, res) => res.writeHead(200, { 'content-length': String(6 * 1024 * 1024) }).end(),
  '/streamed-huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < 24 && !res.destroyed) {
        sent++;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  },
  '/silent': () => {},
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    requestsServed++;
    (routes[req.url ?? ''] ?? routes['/missing'])?.(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'ff02::1',
    'not-an-ip',
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2002:7f00:1::1',
    '2001:db8::1',
    '100::1',
    'fec0::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('fetchRemoteImage', () => {
  it.each([
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'not a url',
    'http://user:pass@example.com/a.png',
    'http://127.0.0.1/a.png',
    'http://[::1]/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/a.png',
    'http://192.168.1.1/a.png',
  ])('refuses %s with a 400 on the avatar field', async (url) => {
    const error = await refusal(fetchRemoteImage(url));
    expect([error.statusCode, error.code, error.fields]).toEqual([400, 'validation_failed', { avatar: 'upload.url' }]);
  });

  it('refuses a host name that resolves to a loopback address (checked at connection time)', async () => {
    const port = new URL(origin).port;
    const before = requestsServed;
    await refusal(fetchRemoteImage(`http://localhost:${port}/image.png`));
    expect(requestsServed).toBe(before);
  });

  it('downloads the bytes when the address is allowed, through the resolver too', async () => {
    expect((await fetchRemoteImage(`${origin}/image.png`, onlyLocal)).equals(png)).toBe(true);
    const port = new URL(origin).port;
    expect((await fetchRemoteImage(`http://localhost:${port}/image.png`, onlyLocal)).equals(png)).toBe(true);
  });

  it('follows redirects, checking every hop', async () => {
    expect((await fetchRemoteImage(`${origin}/redirect`, onlyLocal)).equals(png)).toBe(true);
    await refusal(fetchRemoteImage(`${origin}/to-private`, onlyLocal));
  });

  it('refuses an error status, more than 5 MB (declared or streamed) and a server that never answers', async () => {
    await refusal(fetchRemoteImage(`${origin}/missing`, onlyLocal));
    await refusal(fetchRemoteImage(`${origin}/declared-huge`, onlyLocal));
    await refusal(fetchRemoteImage(`${origin}/streamed-huge`, onlyLocal));
    await refusal(fetchRemoteImage(`${origin}/silent`, { ...onlyLocal, timeoutMs: 300 }));
  });

  it('names another field when asked', async () => {
    const error = await refusal(fetchRemoteImage('ftp://example.com/a.png', { field: 'icon' }));
    expect(error.fields).toEqual({ icon: 'upload.url' });
  });
});
