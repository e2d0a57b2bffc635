// The mixed load of the fault benchmarks: visitors' reads (home, browse, a list's answer and pages)
// and members' writes (likes, seen marks, list edits, sign-ups), each write remembered with its
// answer so that the database can be checked afterwards for every acknowledged one.
import pg from 'pg';
import { addressOf, call } from './client.mjs';

/** @typedef {{ kind: string, at: number, end: number, ms: number, status: number }} RequestRecord */
/** @typedef {{ kind: string, key: string, value: any, status: number, at: number, end: number }} WriteRecord */
/** @typedef {{ kind: string, status: number, code: string | null, at: number }} Failure */

const VISITORS = 200;
/** @type {[string, number][]} Relative weights of the mix: 85% reads, 15% writes. */
const MIX = [
  ['home', 20],
  ['browse', 20],
  ['list', 35],
  ['page', 10],
  ['like', 5],
  ['seen', 5],
  ['edit', 4],
  ['signUp', 1],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);
/**
 * Below the app's own per-member limits (like 60/min and 300/h, seen mark 120/min and 1000/h): the
 * load stays what people do, so the limits stay on. A member over budget edits a list instead.
 */
const BUDGETS = {
  like: [
    [60_000, 45],
    [3_600_000, 270],
  ],
  seen: [
    [60_000, 100],
    [3_600_000, 900],
  ],
};
/** Sign-ups are at most 5 an hour per address: each comes from a new one. */
let signUps = 0;
const WRITE_KINDS = new Set(['like', 'seen', 'edit', 'signUp']);
export const isWrite = (kind) => WRITE_KINDS.has(kind);

function pickKind() {
  let roll = Math.random() * MIX_TOTAL;
  for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
  return 'home';
}
const pick = (array) => array[Math.floor(Math.random() * array.length)];

function withinBudget(member, kind, now) {
  const windows = BUDGETS[kind];
  if (!windows) return true;
  const times = (member.sent[kind] ??= []);
  while (times.length && now - times[0] > 3_600_000) times.shift();
  return windows.every(([windowMs, max]) => times.filter((t) => now - t < windowMs).length < max);
}

/** Per-request records: enough for status counts, percentiles per minute and the write check. */
function createRecorder() {
  const started = Date.now();
  return {
    started,
    statuses: {},
    /** { kind, at (sent, epoch ms), end, ms, status } of every request. */
    requests: /** @type {RequestRecord[]} */ ([]),
    /** Every write attempt: { kind, key, value, status, at, end }. */
    writes: /** @type {WriteRecord[]} */ ([]),
    /** Every 5xx or unanswered request: { kind, status, code (the app's, or none for nginx's page), at }. */
    failures: /** @type {Failure[]} */ ([]),
    skippedWrites: 0,
    droppedForConcurrency: 0,
    record(kind, sentAt, answer) {
      const key = `${kind} ${answer.status}`;
      this.statuses[key] = (this.statuses[key] ?? 0) + 1;
      this.requests.push({ kind, at: sentAt, end: Date.now(), ms: answer.ms, status: answer.status });
      if (answer.status >= 500 || answer.status === 0)
        this.failures.push({ kind, status: answer.status, code: answer.json.code ?? null, at: sentAt });
    },
  };
}

/** What one person does: a read as a visitor, or a write as a free member. */
function createActions(port, members, targets, recorder, tag) {
  const read = async (kind) => {
    const from = addressOf(10, Math.floor(Math.random() * VISITORS));
    const listId = pick(targets.listIds);
    const path = {
      home: '/api/lists/home',
      browse: `/api/lists/getAllListsFiltered/?sort=${pick(['liked', 'newest'])}&page=1`,
      list: `/api/list/getById/${listId}/user/0`,
      page: pick(['/', `/listDetails/${listId}`]),
    }[kind];
    const sentAt = Date.now();
    recorder.record(kind, sentAt, await call({ port, path, from, accept: kind === 'page' ? 'text/html' : undefined }));
  };
  const writeAs = async (member, kind) => {
    member.busy = true;
    const sentAt = Date.now();
    (member.sent[kind] ??= []).push(sentAt);
    let answer;
    let key;
    let value = null;
    if (kind === 'like') {
      const listId = pick(targets.listIds);
      key = `like ${member.id} ${listId}`;
      answer = await call({ port, method: 'PUT', path: `/api/list/${listId}/like/${member.id}`, ...member });
      value = answer.json.liked;
    } else if (kind === 'seen') {
      const itemId = pick(targets.itemIds);
      key = `seen ${member.id} ${itemId}`;
      answer = await call({ port, method: 'PUT', path: `/api/content/${itemId}/seen/${member.id}`, ...member });
      value = answer.json.seen;
    } else {
      key = `edit ${member.listId}`;
      value = `Liste ${member.index} ${sentAt.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      answer = await call({
        port,
        method: 'PUT',
        path: `/api/list/update/${member.listId}`,
        ...member,
        body: { title: value, description: '', privacy: 'public' },
      });
    }
    member.busy = false;
    recorder.record(kind, sentAt, answer);
    recorder.writes.push({ kind, key, value, status: answer.status, at: sentAt, end: Date.now() });
  };
  const signUp = async () => {
    const number = signUps++;
    const email = `s${number}.${tag}@fleet.invalid`;
    const sentAt = Date.now();
    const answer = await call({
      port,
      method: 'POST',
      path: '/api/register',
      from: addressOf(30 + Math.floor(number / 60_000), number % 60_000),
      body: { user_name: `s${number}_${tag}`.slice(0, 16), email, password: 'FleetMember123' },
    });
    recorder.record('signUp', sentAt, answer);
    recorder.writes.push({
      kind: 'signUp',
      key: email,
      value: email,
      status: answer.status,
      at: sentAt,
      end: Date.now(),
    });
  };
  return async function act() {
    const kind = pickKind();
    if (!isWrite(kind)) return read(kind);
    if (kind === 'signUp') return signUp();
    const now = Date.now();
    const free = members.filter((member) => !member.busy);
    if (free.length === 0) {
      recorder.skippedWrites += 1;
      return read('list');
    }
    const member = pick(free);
    return writeAs(member, withinBudget(member, kind, now) ? kind : 'edit');
  };
}

/**
 * The mix against `port`. `closed({ seconds, concurrency })` measures the throughput (each of
 * `concurrency` loops sends its next request when the last is answered); `open({ rate })` starts a
 * steady `rate` a second whatever the answers and returns `stop()`, which resolves with the recorder.
 */
export function createLoad({ port, members, targets, tag = Date.now().toString(36) }) {
  for (const member of members) member.sent = {};
  return {
    async closed({ seconds, concurrency }) {
      const recorder = createRecorder();
      const act = createActions(port, members, targets, recorder, `${tag}c`);
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < until) await act();
        }),
      );
      const elapsed = (Date.now() - recorder.started) / 1000;
      return { recorder, perSecond: Math.round(recorder.requests.length / elapsed) };
    },
    open({ rate, maxInFlight = 400 }) {
      const recorder = createRecorder();
      const act = createActions(port, members, targets, recorder, `${tag}o`);
      const inFlight = new Set();
      let sent = 0;
      const timer = setInterval(() => {
        const due = Math.floor(((Date.now() - recorder.started) / 1000) * rate);
        for (; sent < due; sent++) {
          if (inFlight.size >= maxInFlight) {
            recorder.droppedForConcurrency += 1;
            continue;
          }
          const request = act().finally(() => inFlight.delete(request));
          inFlight.add(request);
        }
      }, 10);
      return {
        recorder,
        async stop() {
          clearInterval(timer);
          await Promise.all(inFlight);
          return recorder;
        },
      };
    },
  };
}

const acknowledged = (status) => status >= 200 && status < 300;
/** A write refused before it ran (4xx: validation, rate limit): it changed nothing. */
const refused = (status) => status >= 400 && status < 500;

/**
 * Checks every acknowledged write against the database. Likes and seen marks are toggles, and a
 * list's title is overwritten: what must hold is the state the last acknowledged write of each
 * (member, target) announced. When a later attempt got no answer or a 5xx, it may or may not have
 * run: that target is counted as undecidable, not as lost. Every acknowledged sign-up must exist.
 */
export async function checkWrites(databaseUrl, writes) {
  const last = new Map();
  const ambiguous = new Set();
  for (const write of [...writes].sort((a, b) => a.at - b.at)) {
    if (refused(write.status)) continue;
    if (write.kind === 'signUp') continue;
    if (acknowledged(write.status)) {
      last.set(write.key, write);
      ambiguous.delete(write.key);
    } else ambiguous.add(write.key);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lost = [];
  try {
    for (const [key, write] of last) {
      if (ambiguous.has(key)) continue;
      const [, a, b] = key.split(' ');
      let actual;
      if (write.kind === 'like')
        actual =
          ((await client.query('select 1 from likes where user_id = $1 and list_id = $2', [a, b])).rowCount ?? 0) > 0;
      else if (write.kind === 'seen')
        actual =
          ((await client.query('select 1 from seen_marks where user_id = $1 and item_id = $2', [a, b])).rowCount ?? 0) >
          0;
      else actual = (await client.query('select title from lists where id = $1', [a])).rows[0]?.title;
      if (actual !== write.value) lost.push({ key, expected: write.value, actual });
    }
    for (const write of writes.filter((w) => w.kind === 'signUp' && acknowledged(w.status))) {
      const found = await client.query('select 1 from users where lower(email) = lower($1)', [write.value]);
      if (found.rowCount === 0) lost.push({ key: write.key, expected: 'account', actual: null });
    }
  } finally {
    await client.end();
  }
  return {
    acknowledgedWrites: writes.filter((write) => acknowledged(write.status)).length,
    checkedStates: last.size - [...last.keys()].filter((key) => ambiguous.has(key)).length,
    undecidable: [...ambiguous].filter((key) => last.has(key)).length,
    lost: lost.length,
    lostExamples: lost.slice(0, 5),
  };
}

/** The `q` quantile (0–1) of `values`, in ms with one decimal. */
export function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
}

/** Answers by status, 2xx grouped per kind away: { '200': n, '503': n, … } and the 5xx total. */
export function statusSummary(requests) {
  const byStatus = {};
  for (const { status } of requests) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const serverErrors = requests.filter(({ status }) => status >= 500 || status === 0).length;
  return { byStatus, serverErrorsOrNoAnswer: serverErrors };
}

/**
 * Measures the mix's throughput through nginx, then returns an open load at `share` of it
 * (seeded members and the demo community's lists).
 */
export async function measureThenLoad({ fleet, members, targets, seconds = 20, concurrency = 48, share = 0.7 }) {
  const load = createLoad({ port: fleet.port, members, targets });
  const measured = await load.closed({ seconds, concurrency });
  const rate = Math.max(10, Math.round(measured.perSecond * share));
  console.log(
    `throughput of the mix: ${measured.perSecond} req/s (${concurrency} loops, ${seconds} s); load at ${rate} req/s`,
  );
  return {
    throughput: {
      perSecond: measured.perSecond,
      concurrency,
      seconds,
      p50Ms: quantile(
        measured.recorder.requests.map((r) => r.ms),
        0.5,
      ),
      p99Ms: quantile(
        measured.recorder.requests.map((r) => r.ms),
        0.99,
      ),
      ...statusSummary(measured.recorder.requests),
    },
    rate,
    throughputWrites: measured.recorder.writes,
    start: () => load.open({ rate }),
  };
}
