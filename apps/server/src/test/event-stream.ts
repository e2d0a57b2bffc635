import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An open Server-Sent Events response read event by event (inject cannot: it waits for the end). */
export interface EventStream {
  status: number;
  contentType: string | null;
  /** Resolves with the next event's name (comments and `retry:` lines skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<string>;
  /** Resolves once the server has ended the response. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Listens on a free local port once per app, and returns its base URL. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens `path` with node:http on its own socket (no pool: fetch's would keep an idle socket that holds up the server's close). */
function request(url: string, cookie: string | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { agent: false, headers: cookie ? { cookie } : {} }, resolve);
    outgoing.on('error', reject);
  });
}

export async function openEventStream(app: FastifyInstance, path: string, cookie?: string): Promise<EventStream> {
  const response = await request(`${await baseUrlOf(app)}${path}`, cookie);
  response.setEncoding('utf8');
  const queue: string[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let done = false;
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (name) queue.push(name);
    }
    wake();
  });
  response.on('close', () => {
    done = true;
    wake();
  });
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));

  const nextEvent = async (): Promise<string> => {
    while (queue.length === 0) {
      if (done) throw new Error('the stream ended');
      await changed();
    }
    return queue.shift() as string;
  };
  const untilEnd = async (): Promise<void> => {
    while (!done) await changed();
  };

  return {
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? null,
    next: (timeoutMs = 3000) => withTimeout(nextEvent(), timeoutMs, 'event'),
    ended: (timeoutMs = 3000) => withTimeout(untilEnd(), timeoutMs, 'end of stream'),
    close: () => response.destroy(),
  };
}
