import { generateRequest, type FuzzPlan } from './generator.js';
import type { FuzzSession } from './session.js';
import { isErrorShape } from './shape.js';
import type { Transport } from './transport.js';
import type { FuzzRequest } from './types.js';

/** A request worth reporting, with what came back (or why nothing did). */
export interface Finding {
  request: FuzzRequest;
  status?: number;
  body: string;
  error?: string;
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export interface FuzzResults {
  sent: number;
  classes: Record<StatusClass, number>;
  byStatus: Map<number, number>;
  /** Every 5xx answer. */
  serverErrors: Finding[];
  /** 4xx answers whose body is not `{message, code, fields?}` (HEAD answers, which have no body, excepted). */
  badErrorBodies: Finding[];
  /** Requests with no answer at all. */
  transportErrors: Finding[];
  /** Operations (`METHOD /path`) that answered 2xx at least once, with how often. */
  reached: Map<string, number>;
  relogins: number;
  durationMs: number;
}

export interface RunOptions {
  transport: Transport;
  plan: FuzzPlan;
  session: FuzzSession;
  count: number;
  concurrency: number;
  /** Called every `progressEvery` requests. */
  onProgress?: (done: number, results: FuzzResults) => void;
  progressEvery?: number;
  /** Checked before each request: true stops the run (the server process died, say). */
  stopWhen?: () => boolean;
}

function emptyResults(): FuzzResults {
  return {
    sent: 0,
    classes: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    byStatus: new Map(),
    serverErrors: [],
    badErrorBodies: [],
    transportErrors: [],
    reached: new Map(),
    relogins: 0,
    durationMs: 0,
  };
}

const classOf = (status: number): StatusClass | undefined =>
  status >= 200 && status < 600 ? (`${Math.floor(status / 100)}xx` as StatusClass) : undefined;

/** Sends one request (with the session cookie when it is the signed-in user's and carries no cookie of its own) and files the answer. */
async function sendOne(request: FuzzRequest, options: RunOptions, results: FuzzResults): Promise<void> {
  const cookie =
    request.caller === 'user' && !('cookie' in request.headers) ? await options.session.current() : undefined;
  const headers = cookie ? { ...request.headers, cookie } : request.headers;
  const result = await options.transport.send({
    method: request.method,
    url: request.url,
    headers,
    body: request.body,
  });
  results.sent += 1;
  if (!result.ok) {
    results.transportErrors.push({ request, body: '', error: result.error });
    return;
  }
  const { status, body } = result.response;
  if (cookie) options.session.observe(cookie, result.response);
  results.byStatus.set(status, (results.byStatus.get(status) ?? 0) + 1);
  const statusClass = classOf(status);
  if (statusClass) results.classes[statusClass] += 1;
  if (status >= 500) results.serverErrors.push({ request, status, body });
  else if (status >= 400 && request.method !== 'HEAD' && !isErrorShape(body))
    results.badErrorBodies.push({ request, status, body });
  else if (statusClass === '2xx')
    results.reached.set(request.operation, (results.reached.get(request.operation) ?? 0) + 1);
}

/** Generates and sends `count` requests, `concurrency` at a time; never throws for what the server does. */
export async function runFuzz(options: RunOptions): Promise<FuzzResults> {
  const results = emptyResults();
  const started = Date.now();
  const every = options.progressEvery ?? Infinity;
  let next = 0;
  const worker = async () => {
    while (next < options.count && !options.stopWhen?.()) {
      const index = next;
      next += 1;
      await sendOne(generateRequest(options.plan, index), options, results);
      if (results.sent % every === 0) options.onProgress?.(results.sent, results);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  results.relogins = options.session.relogins;
  results.durationMs = Date.now() - started;
  return results;
}
