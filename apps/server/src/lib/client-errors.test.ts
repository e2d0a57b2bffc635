import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/** Sends raw bytes and returns everything the server answered before closing. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; contentType: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const contentType = /\r\ncontent-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  return { status, contentType, body: JSON.parse(body) };
}

describe('malformed HTTP is answered in our error shape', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('a header line without a colon: 400 bad_request, in the language the request asked', async () => {
    const answer = parse(
      await rawRequest(
        port,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nthis is not a header\r\n\r\n',
      ),
    );
    expect(answer).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { code: 'bad_request', message: 'The request is invalid.' },
    });
  });

  it('headers over the size limit: 431 headers_too_large', async () => {
    const answer = parse(
      await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      code: 'headers_too_large',
      message: 'Les en-têtes de la requête sont trop volumineux.',
    });
  });

  it('Content-Length together with chunked encoding: 400 bad_request', async () => {
    const answer = parse(
      await rawRequest(
        port,
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'bad_request', message: 'La requête est invalide.' });
  });

  it('an HTTP/1.1 request without Host: 400 bad_request', async () => {
    const answer = parse(
      await rawRequest(port, 'GET /api/health HTTP/1.1\r\nAccept-Language: en\r\nConnection: close\r\n\r\n'),
    );
    expect(answer).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { code: 'bad_request', message: 'The request is invalid.' },
    });
  });

  it('a URL that cannot be decoded: 400 bad_request', async () => {
    const response = await t.app.inject({ url: '/api/users/%E0%A4%A', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'The request is invalid.' });
  });
});
