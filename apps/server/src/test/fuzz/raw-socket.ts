import net from 'node:net';

/** What came back on a raw connection: the first response, if any, and how the connection ended. */
export interface RawAnswer {
  status?: number;
  headers: string;
  body: string;
  /** The server closed the connection (with or without answering). */
  closed: boolean;
  /** Nothing (more) came within the wait and the connection was still open. */
  timedOut: boolean;
  error?: string;
}

export interface RawOptions {
  /** How long to wait for the first byte of an answer, and for the rest after it. */
  waitMs: number;
  /** Half-close the connection after writing (the server sees the end of the request stream). */
  endAfterWrite?: boolean;
}

/** The body of a chunked response, decoded as far as it goes. */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Interim answers (`100 Continue`, `102`, `103`) come before the real one and are skipped. */
function skipInterim(bytes: Buffer): Buffer {
  let rest = bytes;
  while (/^HTTP\/\d\.\d 1(0[023])/.test(rest.subarray(0, 16).toString('latin1'))) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    rest = rest.subarray(headEnd + 4);
  }
  return rest;
}

/** Splits the bytes received into the first final response's status, headers and body. */
export function parseAnswer(received: Buffer): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const bytes = skipInterim(received);
  const headEnd = bytes.indexOf('\r\n\r\n');
  const head = (headEnd < 0 ? bytes : bytes.subarray(0, headEnd)).toString('latin1');
  const match = /^HTTP\/\d\.\d (\d{3})/.exec(head);
  if (!match) return { headers: head.slice(0, 200), body: '' };
  let body = headEnd < 0 ? Buffer.alloc(0) : bytes.subarray(headEnd + 4);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) body = dechunk(body);
  else if (length) body = body.subarray(0, Number(length[1]));
  return { status: Number(match[1]), headers: head, body: body.toString('utf8') };
}

/** True once `bytes` hold a whole first response (so there is no need to wait for the connection to close). */
function isComplete(received: Buffer): boolean {
  const bytes = skipInterim(received);
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return false;
  const head = bytes.subarray(0, headEnd).toString('latin1');
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return bytes.includes('\r\n0\r\n\r\n', headEnd);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  return length ? bytes.length - headEnd - 4 >= Number(length[1]) : false;
}

/** Opens a connection, writes `chunks` as they are, and collects what comes back. */
export function rawExchange(
  port: number,
  chunks: readonly (string | Buffer)[],
  options: RawOptions,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let error: string | undefined;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect({ host: '127.0.0.1', port });
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseAnswer(Buffer.concat(received)), closed, timedOut, error });
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        finish(false);
      }, options.waitMs);
    };
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (options.endAfterWrite) socket.end();
      arm();
    });
    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (isComplete(Buffer.concat(received))) finish(false);
      else arm();
    });
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
    });
    socket.on('close', () => finish(true));
  });
}
