#!/usr/bin/env node
// `npm run bench:fleet:kill9`: the fleet (nginx, two processes) on its own PostgreSQL and Redis under
// the mixed load at 70% of its throughput; one process is killed -9 mid-load and start-fleet starts
// it again. Reports the acknowledged writes lost (target 0), what the clients got, by status, and
// how long until the killed process answers again and until nginx sends it requests again.
//   --seconds 20   load before and after the kill
import { parseArgs } from 'node:util';
import { call } from './client.mjs';
import {
  connectionsOn,
  nginxComplaints,
  pidOnPort,
  publicTargets,
  seedMembers,
  sleep,
  withFleet,
  writeResults,
} from './harness.mjs';
import { checkWrites, measureThenLoad, statusSummary } from './load.mjs';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const LOAD_MS = Number(args.seconds) * 1000;
const MEMBERS = 80;

/** Polls `until()` every 20 ms; resolves with the ms since `since` at which it first held (null after `limitMs`). */
async function timeUntil(since, until, limitMs = 60_000) {
  while (Date.now() - since < limitMs) {
    if (await until()) return Date.now() - since;
    await sleep(20);
  }
  return null;
}

await withFleet(async (fleet) => {
  const members = await seedMembers(fleet, MEMBERS);
  const targets = await publicTargets(fleet);
  const measured = await measureThenLoad({ fleet, members, targets });
  const victimPort = fleet.serverPorts[0];
  const victim = await pidOnPort(victimPort);
  if (victim === null) throw new Error(`nothing listens on ${victimPort}`);
  const load = measured.start();
  await sleep(LOAD_MS);
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  const answersAgainMs = await timeUntil(
    killedAt,
    async () => (await call({ port: victimPort, path: '/api/health', from: '127.0.0.1', fresh: true })).status === 200,
  );
  // The health probe's own connection closes with its answer; any connection left is nginx's.
  await sleep(100);
  const inRotationMs = await timeUntil(killedAt, async () => (await connectionsOn(victimPort)) > 0);
  const restarted = await pidOnPort(victimPort);
  await sleep(LOAD_MS);
  const recorder = await load.stop();
  const check = await checkWrites(fleet.cluster.url(), [...measured.throughputWrites, ...recorder.writes]);
  const afterKill = recorder.requests.filter((request) => request.end >= killedAt);
  const failed = afterKill.filter((request) => request.status >= 500 || request.status === 0);
  const figures = {
    throughput: measured.throughput,
    loadPerSecond: measured.rate,
    requests: recorder.requests.length,
    statuses: recorder.statuses,
    afterKill: statusSummary(afterKill),
    failedAfterKillByKind: Object.fromEntries(
      [...new Set(failed.map((r) => r.kind))].map((kind) => [kind, failed.filter((r) => r.kind === kind).length]),
    ),
    writes: check,
    failures: recorder.failures,
    nginxComplaints: nginxComplaints(fleet.log()),
    killedPid: victim,
    restartedPid: restarted,
    answersAgainMs,
    inRotationMs,
    droppedForConcurrency: recorder.droppedForConcurrency,
  };
  const markdown = `## Fleet: one process killed -9 mid-load

nginx in front of 2 production processes, own PostgreSQL and Redis; ${MEMBERS} members and visitors, each
from a loopback address of its own (nginx passes it as X-Forwarded-For, the rate limits stay on).
2-core machine shared with other engineers' tests: absolute rates are noisy.

- mix throughput: **${measured.throughput.perSecond} req/s** (p50 ${measured.throughput.p50Ms} ms, p99 ${measured.throughput.p99Ms} ms); load at **${measured.rate} req/s** for ${args.seconds} s before and after the kill
- answers after the kill, by status: ${JSON.stringify(figures.afterKill.byStatus)} (5xx or no answer: **${figures.afterKill.serverErrorsOrNoAnswer}**, by kind ${JSON.stringify(figures.failedAfterKillByKind)})
- nginx's complaints: ${JSON.stringify(figures.nginxComplaints)}
- acknowledged writes: ${check.acknowledgedWrites}; final states checked: ${check.checkedStates}; undecidable (a later attempt unanswered): ${check.undecidable}; **lost: ${check.lost}** (target 0)
- killed process answering /api/health 200 again: **${answersAgainMs} ms** after the kill (start-fleet waits 1 s, then starts it); nginx's first connection to it: **${inRotationMs} ms**`;
  writeResults('fleet-kill9', figures, markdown);
  if (check.lost > 0) process.exitCode = 1;
});
