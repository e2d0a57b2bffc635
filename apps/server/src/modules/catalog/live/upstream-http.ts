import { setTimeout as sleep } from 'node:timers/promises';
import type { Pace } from '../../../lib/pace.js';

/**
 * One question to an outside service over HTTP: a timeout per attempt, up to 3 attempts on 429,
 * 5xx and network failures, waiting as Retry-After says or else the backoff. Node's fetch has no
 * retries and undici's retrying agent is not one of the server's dependencies, so this stays ours.
 */
export interface UpstreamRequest {
  url: URL;
  headers?: Record<string, string>;
  ttlSeconds: number;
  /** 404 is an answer (an unknown id), not a failure. */
  notFoundIsNull?: boolean;
}

export interface RetryPolicy {
  timeoutMs: number;
  /** Waits after the first and second failed attempts when the service names none. */
  backoffMs: readonly number[];
  /** The longest wait accepted; a longer one fails at once. */
  maxRetryAfterMs: number;
}

const MAX_ATTEMPTS = 3;

/** Why the service gave no answer, in words fit for a log line (never the address or its key). */
export class UpstreamFailure extends Error {}

/** The query parameters that carry a service's key. */
export const SECRET_PARAMS = ['api_key', 'key'];

/** The address without its key, for logs. */
export function redactedUrl(url: URL): string {
  const copy = new URL(url);
  for (const name of SECRET_PARAMS) if (copy.searchParams.has(name)) copy.searchParams.set(name, 'redacted');
  return copy.toString();
}

/** What the services answer: a JSON object, or null where a 404 means "no such title". */
export function isAnswer(value: unknown, nullable: boolean): boolean {
  if (value === null) return nullable;
  return typeof value === 'object' && !Array.isArray(value);
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

const discard = (response: Response) => response.text().catch(() => undefined);

type Attempt = { answer: unknown } | { reason: string; retryAfterMs: number | null };

async function attempt(request: UpstreamRequest, timeoutMs: number): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { reason: 'did not answer', retryAfterMs: null };
  }
  if (!response.ok) await discard(response);
  if (response.status === 404 && request.notFoundIsNull) return { answer: null };
  if (response.status === 429 || response.status >= 500)
    return { reason: 'was busy or failing', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  // Not retried: the question itself is wrong, or the key is (401/403 say so for every call).
  if (!response.ok) throw new UpstreamFailure(`answered ${response.status}`);
  const answer: unknown = await response.json().catch(() => undefined);
  if (answer === undefined || !isAnswer(answer, request.notFoundIsNull ?? false))
    throw new UpstreamFailure('answered something that is not a JSON object');
  return { answer };
}

/**
 * The service's answer; throws an UpstreamFailure saying why there is none. `onAttempt` counts calls.
 * With a `pace`, every attempt waits its turn, and a Retry-After holds back every request of the
 * process to that service, not only this one's retry.
 */
export async function fetchAnswer(
  request: UpstreamRequest,
  policy: RetryPolicy,
  onAttempt: () => void,
  pace?: Pace,
): Promise<unknown> {
  let reason = 'failed';
  for (let index = 0; index < MAX_ATTEMPTS; index += 1) {
    await pace?.turn();
    onAttempt();
    const outcome = await attempt(request, policy.timeoutMs);
    if ('answer' in outcome) return outcome.answer;
    reason = outcome.reason;
    if (outcome.retryAfterMs !== null) pace?.pauseFor(outcome.retryAfterMs);
    const waitMs = outcome.retryAfterMs ?? policy.backoffMs[index] ?? 1000;
    if (index === MAX_ATTEMPTS - 1 || waitMs > policy.maxRetryAfterMs) break;
    // The pace's next turn already waits out a Retry-After.
    if (!(pace && outcome.retryAfterMs !== null)) await sleep(waitMs);
  }
  throw new UpstreamFailure(reason);
}
