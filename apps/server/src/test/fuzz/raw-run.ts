import { RAW_PROBES, PROBE_TARGETS, type RawProbe } from './raw-probes.js';
import { rawExchange, type RawAnswer } from './raw-socket.js';
import { isErrorShape } from './shape.js';
import { checkHealth } from './server-process.js';

/** How one probe was answered, summed over its targets: outcome → count, with one example body. */
export interface ProbeSummary {
  name: string;
  outcomes: Map<string, { count: number; example: string }>;
}

export interface RawResults {
  sent: number;
  probes: ProbeSummary[];
  serverErrors: number;
  /** Answers that were not `{message, code}` JSON (4xx and 5xx), or no answer at all. */
  nonJsonErrors: number;
  noAnswer: number;
  slow: { held: number; answered: Map<string, number>; healthDuring?: number; healthMs: number };
}

const DEFAULT_WAIT_MS = 1500;

/** A short label for an answer: its status and whether the body is the API's error shape. */
export function outcomeOf(answer: RawAnswer): string {
  if (answer.status === undefined) {
    if (answer.timedOut) return 'no answer, connection left open';
    return answer.error ? `connection dropped (${answer.error}), no answer` : 'connection closed, no answer';
  }
  if (answer.status < 400) return `${answer.status}`;
  if (answer.body === '') return `${answer.status} with an empty body (not {message, code})`;
  return `${answer.status} ${isErrorShape(answer.body) ? 'JSON {message, code}' : 'NOT {message, code}'}`;
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T, index: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => run(item, start + offset)));
  }
}

function record(summary: ProbeSummary, answer: RawAnswer, results: RawResults): void {
  const outcome = outcomeOf(answer);
  const entry = summary.outcomes.get(outcome) ?? { count: 0, example: answer.body.slice(0, 160) };
  entry.count += 1;
  summary.outcomes.set(outcome, entry);
  results.sent += 1;
  if ((answer.status ?? 0) >= 500) results.serverErrors += 1;
  if (answer.status === undefined) results.noAnswer += 1;
  else if (answer.status >= 400 && !isErrorShape(answer.body)) results.nonJsonErrors += 1;
}

/** Requests that never end (headers or body unfinished): the server must keep serving others meanwhile. */
async function slowRequests(port: number, url: string, count: number, holdMs: number): Promise<RawResults['slow']> {
  const head = (i: number) =>
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Requested-With: pepites\r\nX-Forwarded-For: 192.168.200.${i}\r\n`;
  // Half stop in the middle of the headers, half in the middle of the body.
  const pending = Array.from({ length: count }, (_, i) =>
    rawExchange(
      port,
      [
        i % 2
          ? `${head(i)}X-Fuzz: slow`
          : `${head(i)}Content-Length: 100\r\nContent-Type: application/json\r\n\r\n{"em`,
      ],
      { waitMs: holdMs },
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, holdMs / 3));
  const started = Date.now();
  const healthDuring = await checkHealth(url);
  const healthMs = Date.now() - started;
  const answered = new Map<string, number>();
  for (const answer of await Promise.all(pending))
    answered.set(outcomeOf(answer), (answered.get(outcomeOf(answer)) ?? 0) + 1);
  return { held: count, answered, healthDuring, healthMs };
}

/** Every probe against every target (8 at a time), then a burst of never-ending requests. */
export async function runRawProbes(
  url: string,
  options: { slowCount?: number; holdMs?: number } = {},
): Promise<RawResults> {
  const port = Number(new URL(url).port);
  const results: RawResults = {
    sent: 0,
    probes: [],
    serverErrors: 0,
    nonJsonErrors: 0,
    noAnswer: 0,
    slow: { held: 0, answered: new Map(), healthMs: 0 },
  };
  const jobs: { probe: RawProbe; summary: ProbeSummary; target: (typeof PROBE_TARGETS)[number] }[] = [];
  for (const probe of RAW_PROBES) {
    const summary: ProbeSummary = { name: probe.name, outcomes: new Map() };
    results.probes.push(summary);
    for (const target of PROBE_TARGETS) jobs.push({ probe, summary, target });
  }
  await inBatches(jobs, 8, async ({ probe, summary, target }, index) => {
    const chunks = probe.build({
      ...target,
      host: `127.0.0.1:${port}`,
      address: `192.168.${index >> 8}.${index & 255}`,
    });
    const answer = await rawExchange(port, chunks, {
      waitMs: probe.waitMs ?? DEFAULT_WAIT_MS,
      endAfterWrite: probe.endAfterWrite,
    });
    record(summary, answer, results);
  });
  results.slow = await slowRequests(port, url, options.slowCount ?? 40, options.holdMs ?? 3000);
  results.sent += results.slow.held;
  return results;
}

/** One line per probe: `name: outcome ×n (example body)`. */
export function rawResultLines(results: RawResults): string[] {
  const lines = [
    `raw HTTP probes: ${results.sent} sent; 5xx ${results.serverErrors}, error bodies not {message, code} ${results.nonJsonErrors}, no answer ${results.noAnswer}`,
  ];
  for (const probe of results.probes) {
    const outcomes = [...probe.outcomes.entries()].map(
      ([outcome, { count, example }]) =>
        `${outcome} ×${count}${example && !outcome.includes('JSON {') ? ` ${JSON.stringify(example.slice(0, 100))}` : ''}`,
    );
    lines.push(`  ${probe.name}: ${outcomes.join('; ')}`);
  }
  const { slow } = results;
  const answered = [...slow.answered.entries()].map(([outcome, count]) => `${outcome} ×${count}`).join('; ');
  lines.push(
    `  ${slow.held} never-ending requests held open: ${answered}; GET /api/health meanwhile: ${slow.healthDuring ?? 'no answer'} in ${slow.healthMs} ms`,
  );
  return lines;
}
