import type { FuzzResponse } from './types.js';

/** A request as it goes out: method, raw URL (path and query), headers and body bytes. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** A response, or why there was none (connection reset, timeout, refused by the client library...). */
export type SendResult = { ok: true; response: FuzzResponse } | { ok: false; error: string };

/** How requests reach the server: `app.inject` in tests, real HTTP in the CLI. */
export interface Transport {
  readonly name: string;
  send(request: WireRequest): Promise<SendResult>;
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}` : String(error);
