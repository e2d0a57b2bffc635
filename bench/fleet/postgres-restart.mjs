#!/usr/bin/env node
// `npm run bench:fleet:postgres`: the fleet (nginx, two processes) on its own PostgreSQL and Redis under
// the mixed load at 70% of its throughput; its own PostgreSQL is stopped mid-load and started again.
// Reports whether a process ended, what /api/health answered on each process meanwhile, how long
// after PostgreSQL accepted connections again writes succeeded (target < 5 s), the acknowledged
// writes lost (target 0) and the 5xx after recovery.
//   --seconds 15   load before the stop and after recovery
//   --down 5       seconds PostgreSQL stays stopped
import { parseArgs } from 'node:util';
import { call } from './client.mjs';
import { nginxComplaints, pidOnPort, publicTargets, seedMembers, sleep, withFleet, writeResults } from './harness.mjs';
import { checkWrites, isWrite, measureThenLoad, statusSummary } from './load.mjs';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, down: { type: 'string', default: '5' } },
});
const LOAD_MS = Number(args.seconds) * 1000;
const DOWN_MS = Number(args.down) * 1000;
const MEMBERS = 80;

/** Samples /api/health on each process directly every 100 ms until `stop()`; returns the tallies. */
function sampleHealth(ports) {
  const samples = ports.map(() => ({}));
  let running = true;
  const loops = ports.map(async (port, index) => {
    while (running) {
      const { status } = await call({ port, path: '/api/health', from: '127.0.0.1', fresh: true });
      samples[index][status] = (samples[index][status] ?? 0) + 1;
      await sleep(100);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return samples;
  };
}

await withFleet(async (fleet) => {
  const members = await seedMembers(fleet, MEMBERS);
  const targets = await publicTargets(fleet);
  const measured = await measureThenLoad({ fleet, members, targets });
  const pidsBefore = await Promise.all(fleet.serverPorts.map(pidOnPort));
  const load = measured.start();
  await sleep(LOAD_MS);
  const stoppedAt = Date.now();
  await fleet.cluster.stop('fast');
  const stopHealth = sampleHealth(fleet.serverPorts);
  await sleep(DOWN_MS);
  const whileDown = await stopHealth();
  await fleet.cluster.start();
  const readyAt = Date.now();
  await sleep(LOAD_MS);
  const recorder = await load.stop();
  const pidsAfter = await Promise.all(fleet.serverPorts.map(pidOnPort));
  const writes = recorder.requests.filter((request) => isWrite(request.kind) && request.kind !== 'signUp');
  // Recovery: the first write sent after PostgreSQL was ready that succeeded, and from when on every
  // write succeeded.
  const firstOk = writes.find((w) => w.at >= readyAt && w.status >= 200 && w.status < 300);
  const lastFailed = writes.filter((w) => w.end >= readyAt && (w.status >= 500 || w.status === 0)).at(-1);
  const steadyFrom = lastFailed ? lastFailed.end : readyAt;
  const check = await checkWrites(fleet.cluster.url(), [...measured.throughputWrites, ...recorder.writes]);
  const during = recorder.requests.filter((r) => r.end >= stoppedAt && r.at < steadyFrom);
  const after = recorder.requests.filter((r) => r.at >= steadyFrom);
  const figures = {
    throughput: measured.throughput,
    loadPerSecond: measured.rate,
    downMs: readyAt - stoppedAt,
    processesEnded: pidsBefore.filter((pid, index) => pid !== pidsAfter[index]).length,
    fleetLogSaysEnded: /ended \(/.test(fleet.log()),
    healthWhileDown: Object.fromEntries(fleet.serverPorts.map((port, index) => [port, whileDown[index]])),
    firstWriteOkAfterReadyMs: firstOk ? firstOk.end - readyAt : null,
    allWritesOkAfterReadyMs: steadyFrom - readyAt,
    // Each failure answered after PostgreSQL was back: what, which status, when (ms after ready).
    failuresAfterReady: recorder.requests
      .filter((r) => r.end >= readyAt && (r.status >= 500 || r.status === 0))
      .map((r) => ({ kind: r.kind, status: r.status, sentMs: r.at - readyAt, answeredMs: r.end - readyAt })),
    nginxComplaints: nginxComplaints(fleet.log()),
    duringOutage: statusSummary(during),
    afterRecovery: statusSummary(after),
    statuses: recorder.statuses,
    writes: check,
  };
  const markdown = `## Fleet: its PostgreSQL stopped (fast) mid-load, then started

nginx in front of 2 production processes, own PostgreSQL and Redis; ${MEMBERS} members and visitors from
loopback addresses of their own (X-Forwarded-For through nginx, rate limits on). 2-core machine
shared with other engineers' tests: absolute rates are noisy.

- mix throughput: **${measured.throughput.perSecond} req/s**; load at **${measured.rate} req/s**; PostgreSQL down ${figures.downMs} ms
- processes that ended: **${figures.processesEnded}** (pids before ${pidsBefore.join(', ')}, after ${pidsAfter.join(', ')})
- /api/health on each process while down (sampled every 100 ms): ${JSON.stringify(figures.healthWhileDown)}
- after PostgreSQL accepted connections again: first write OK at **${figures.firstWriteOkAfterReadyMs} ms**, every write OK from **${figures.allWritesOkAfterReadyMs} ms** (target < 5000)
- failures answered after PostgreSQL was back (kind status @ ms sent after ready): ${figures.failuresAfterReady.map((f) => `${f.kind} ${f.status} @${f.sentMs}`).join(', ') || 'none'}
- answers during the outage: ${JSON.stringify(figures.duringOutage.byStatus)}; nginx's complaints: ${JSON.stringify(figures.nginxComplaints)}
- after recovery: ${JSON.stringify(figures.afterRecovery.byStatus)} (**5xx or no answer: ${figures.afterRecovery.serverErrorsOrNoAnswer}**)
- acknowledged writes: ${check.acknowledgedWrites}; final states checked: ${check.checkedStates}; undecidable: ${check.undecidable}; **lost: ${check.lost}** (target 0)`;
  writeResults('fleet-postgres-restart', figures, markdown);
  if (check.lost > 0 || figures.processesEnded > 0) process.exitCode = 1;
});
