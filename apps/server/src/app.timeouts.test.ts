import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { cookieFor, createUser, csrf, type TestUser } from './test/auth-helpers.js';
import { openEventStream } from './test/event-stream.js';
import { imageUpload } from './test/multipart.js';

/** Far above the short limits below: a socket still open by then was never going to be closed. */
const BOUND_MS = 10_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${BOUND_MS} ms`)), BOUND_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface RawSocket {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
}

async function openSocket(port: number): Promise<RawSocket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => answer, closed };
}

/** A client that sent part of a request line and headers, and nothing since. */
async function slowLoris(port: number): Promise<RawSocket> {
  const raw = await openSocket(port);
  raw.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  return raw;
}

describe("a slow client cannot hold the server's sockets", () => {
  let t: TestApp;
  let port: number;
  let user: TestUser;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '3000', KEEP_ALIVE_TIMEOUT_MS: '1000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    user = await createUser(t.app);
    cookie = await cookieFor(t.app, user);
  });
  afterAll(async () => t.close());

  it('closes a connection whose request line and headers stall halfway, with 408', async () => {
    const loris = await slowLoris(port);
    await within(loris.closed, 'the half-sent request was not closed');
    expect(loris.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(loris.received()).toContain('"code":"request_timeout"');
  });

  it('closes a connection that never sends a byte', async () => {
    const silent = await openSocket(port);
    await within(silent.closed, 'the silent connection was not closed');
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const client = await openSocket(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await within(client.closed, 'the idle kept-alive connection was not closed');
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/\r\nkeep-alive: timeout=1\r\n/i);
  });

  it('lets an upload of a few MB come slowly: its body may arrive after the headers limit', async () => {
    // Noise does not compress: about 3 MB of PNG, a phone photo's size.
    const photo = await sharp(randomBytes(1024 * 1024 * 3), { raw: { width: 1024, height: 1024, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const { payload, headers } = imageUpload(photo);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/uploads/avatar',
          agent: false,
          headers: { ...headers, ...csrf, cookie, 'content-length': payload.length },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      upload.on('error', reject);
      upload.write(payload.subarray(0, payload.length / 2));
      // The rest once a half-sent request opened now has been cut: the headers limit has passed.
      void slowLoris(port)
        .then((loris) => within(loris.closed, 'the half-sent request was not closed'))
        .then(() => upload.end(payload.subarray(payload.length / 2)), reject);
    });
    const { status, body } = await within(answer, 'the upload got no answer');
    expect(status).toBe(200);
    expect(JSON.parse(body)).toHaveProperty('url');
  });

  it('keeps a notification stream open past every limit', async () => {
    const stream = await openEventStream(t.app, '/api/notifications/stream', cookie);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toBe('ready');
    // A request whose body stops halfway is cut at the whole request's limit, the longest one.
    const stalled = await openSocket(port);
    const csrfLine = Object.entries(csrf)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    stalled.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\n${csrfLine}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`,
    );
    await within(stalled.closed, 'the stalled body was not cut');
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 /);

    await t.app.notificationHub.notify([user.id]);
    expect(await stream.next()).toBe('notification');
    stream.close();
  });
});
