// HTTP for the fleet benchmarks. Each simulated person connects from a loopback address of its own
// (127.x.y.z all reach this machine): nginx passes that address on as X-Forwarded-For, so the app's
// rate limits, left on, count each person apart, as they would count people on the internet.
import { Agent, get, request } from 'node:http';

const CSRF = { 'x-requested-with': 'pepites' };
const TIMEOUT_MS = 15_000;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** The loopback address of person `index` in group `group` (1–200): 127.<group>.<high>.<low>. */
export function addressOf(group, index) {
  return `127.${group}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/**
 * One call; never throws: a connection refused, reset or timed out is status 0.
 * @param {{ port: number, method?: string, path: string, from: string, cookie?: string, body?: object, fresh?: boolean, accept?: string }} call
 * @returns {Promise<{ status: number, json: any, cookie: string, ms: number }>}
 */
export function call({ port, method = 'GET', path, from, cookie, body, fresh = false, accept = 'application/json' }) {
  const started = performance.now();
  const payload = body ? JSON.stringify(body) : undefined;
  const headers = {
    ...CSRF,
    accept,
    'accept-language': 'en',
    ...(cookie ? { cookie } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    ...(fresh ? { connection: 'close' } : {}),
  };
  return new Promise((resolve) => {
    const done = (status, json = {}, setCookie = '') =>
      resolve({ status, json, cookie: setCookie, ms: performance.now() - started });
    const req = request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: from, agent: fresh ? false : agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', () => done(0));
        response.on('end', () => {
          let json = {};
          if (/json/.test(response.headers['content-type'] ?? '')) {
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              json = {};
            }
          }
          const setCookie = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
          done(response.statusCode ?? 0, json, setCookie);
        });
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy());
    req.on('error', () => done(0));
    req.end(payload);
  });
}

/**
 * Opens `cookie`'s notification stream on `port` (a process's own, or nginx) and resolves
 * `{ next(timeoutMs) }` once the stream is open: `next` resolves with the next event's name, or null.
 */
export function openStream(port, cookie) {
  return new Promise((resolve) => {
    const waiting = [];
    const names = [];
    let buffer = '';
    const req = get({ host: '127.0.0.1', port, path: '/api/notifications/stream', agent: false, headers: { cookie } });
    req.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (name && name !== 'ready') names.push(name);
        }
        while (names.length && waiting.length) waiting.shift()(names.shift());
      });
      resolve({
        next: (timeoutMs) =>
          new Promise((found) => {
            if (names.length) return found(names.shift());
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1);
              found(null);
            }, timeoutMs);
            const take = (name) => {
              clearTimeout(timer);
              found(name);
            };
            waiting.push(take);
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', () => resolve({ next: async () => null, close: () => undefined }));
  });
}
