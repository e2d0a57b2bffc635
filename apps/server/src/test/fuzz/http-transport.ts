import http from 'node:http';
import { errorText, type SendResult, type Transport } from './transport.js';

/** Bodies of answers are kept up to this size: enough for any error body, and a 5xx report. */
const KEEP_BYTES = 64 * 1024;

/**
 * Real HTTP/1.1 through node:http, one connection per request and no shared agent. Measured: with a
 * shared agent (keep-alive or not), the connections the server drops on a malformed request
 * (Node's parser refusing `%2Fapi` or a 60 KB URL) made *other* requests in flight fail with
 * "socket hang up", about 5% of them; raw sockets sent alongside never failed, so the report would
 * blame innocent requests.
 */
export function httpTransport(baseUrl: string, options: { timeoutMs: number }): Transport {
  const { hostname, port } = new URL(baseUrl);
  const send = (request: Parameters<Transport['send']>[0]) =>
    new Promise<SendResult>((resolve) => {
      let settled = false;
      const settle = (result: SendResult) => {
        if (!settled) resolve(result);
        settled = true;
      };
      const length = request.body === undefined ? 0 : Buffer.byteLength(request.body);
      let outgoing: http.ClientRequest;
      try {
        outgoing = http.request({
          hostname,
          port,
          agent: false,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'content-length': String(length) },
          timeout: options.timeoutMs,
        });
      } catch (error) {
        settle({ ok: false, error: `not sendable over HTTP (${errorText(error)})` });
        return;
      }
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < KEEP_BYTES) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () =>
          settle({
            ok: true,
            response: {
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            },
          }),
        );
        response.on('error', (error) => settle({ ok: false, error: `response cut: ${errorText(error)}` }));
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
      outgoing.on('error', (error) => {
        // A server may answer a large body early (401, 413) and close: the client then fails writing.
        const early =
          length > 64 * 1024 && /EPIPE|ECONNRESET/.test(errorText(error)) ? ' while still sending a large body' : '';
        settle({ ok: false, error: `${errorText(error)}${early}` });
      });
      outgoing.end(request.body);
    });
  return { name: 'http', send };
}
