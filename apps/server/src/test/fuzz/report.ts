import type { Finding, FuzzResults } from './runner.js';

// eslint-disable-next-line no-control-regex -- escaping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Control characters escaped (a NUL or an escape sequence must not reach the terminal), then cut at `max`. */
const clip = (text: string, max: number) => {
  const flat = text
    .slice(0, max * 2)
    .replace(CONTROL_CHARACTERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > max ? `${flat.slice(0, max)}… (${text.length} chars)` : flat;
};

/** One line: what was sent, how to get it again, what came back. */
export function describeFinding(finding: Finding): string {
  const { request } = finding;
  const answer = finding.error ? `no answer (${finding.error})` : `${finding.status} ${clip(finding.body, 200)}`;
  return `${request.method} ${clip(request.url, 100)} [${request.mutation}] as ${request.caller}, seed ${request.seed} #${request.index} → ${answer}`;
}

/** The `code` of a JSON error body, else the start of the body: what tells one defect from another. */
function answerKind(finding: Finding): string {
  if (finding.error) return finding.error.split(':')[0] ?? finding.error;
  try {
    const parsed = JSON.parse(finding.body) as { code?: unknown };
    if (parsed && typeof parsed === 'object' && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON: the body's first words stand for it.
  }
  return finding.body.slice(0, 60).replace(/\d+/g, 'N');
}

export interface FindingClass {
  example: Finding;
  count: number;
  mutations: Set<string>;
}

/** Findings grouped by operation, status and error code: one class per distinct defect, most frequent first. */
export function classify(findings: Finding[]): FindingClass[] {
  const classes = new Map<string, FindingClass>();
  for (const finding of findings) {
    const key = `${finding.request.operation}|${finding.status ?? ''}|${answerKind(finding)}`;
    const entry = classes.get(key) ?? { example: finding, count: 0, mutations: new Set<string>() };
    entry.count += 1;
    entry.mutations.add(finding.request.mutation);
    classes.set(key, entry);
  }
  return [...classes.values()].sort((a, b) => b.count - a.count);
}

function mutationsNote(mutations: Set<string>): string {
  if (mutations.size <= 1) return '';
  const listed = [...mutations].slice(1, 4).join('; ');
  return `\n      also from: ${listed}${mutations.size > 4 ? `; +${mutations.size - 4} more` : ''}`;
}

/** At most `max` classes, each as its count, its first finding and the other mutations that led to it. */
export function findingLines(findings: Finding[], max = 20): string[] {
  const classes = classify(findings);
  const lines = classes
    .slice(0, max)
    .map(({ example, count, mutations }) => `  ×${count} ${describeFinding(example)}${mutationsNote(mutations)}`);
  if (classes.length > max) lines.push(`  … and ${classes.length - max} more classes`);
  return lines;
}

function classCount(findings: Finding[]): string {
  if (findings.length === 0) return '';
  const count = classify(findings).length;
  return ` in ${count} ${count === 1 ? 'class' : 'classes'} (operation, status, error code)`;
}

export function histogramLine(results: FuzzResults): string {
  const { classes } = results;
  const statuses = [...results.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}:${count}`);
  return `2xx ${classes['2xx']}, 3xx ${classes['3xx']}, 4xx ${classes['4xx']}, 5xx ${classes['5xx']}, no answer ${results.transportErrors.length} (${statuses.join(' ')})`;
}

/** The run's figures, the 5xx classes, the 4xx with a wrong body and the requests with no answer. */
export function resultLines(results: FuzzResults): string[] {
  const seconds = results.durationMs / 1000;
  const lines = [
    `requests sent: ${results.sent} in ${seconds.toFixed(1)} s (${Math.round(results.sent / Math.max(seconds, 0.001))} requests/s)`,
    `statuses: ${histogramLine(results)}`,
    `operations answering 2xx: ${results.reached.size} (${[...results.reached.keys()].sort().join(', ')})`,
    `session lost and signed in again: ${results.relogins} times`,
    `5xx: ${results.serverErrors.length}${classCount(results.serverErrors)}`,
    ...findingLines(results.serverErrors),
  ];
  if (results.badErrorBodies.length) {
    lines.push(
      `4xx whose body is not {message, code}: ${results.badErrorBodies.length}${classCount(results.badErrorBodies)}`,
      ...findingLines(results.badErrorBodies, 10),
    );
  }
  if (results.transportErrors.length) {
    lines.push(
      `requests with no answer: ${results.transportErrors.length}`,
      ...findingLines(results.transportErrors, 10),
    );
  }
  return lines;
}
