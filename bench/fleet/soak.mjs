#!/usr/bin/env node
// `npm run bench:fleet:soak -- --minutes 30`: the fleet (nginx, two processes) on its own PostgreSQL
// and Redis under the mixed load at 70% of its throughput for a long while (not run in CI). Reports
// the 5xx, the p99 of each minute (the last 5 against the first 5), and each process's resident
// memory, open file descriptors and nginx's connections to it after the warm-up against the end.
//   --minutes 30
import { parseArgs } from 'node:util';
import {
  connectionsOn,
  loggedMessages,
  nginxComplaints,
  pidOnPort,
  processFigures,
  publicTargets,
  seedMembers,
  sleep,
  withFleet,
  writeResults,
} from './harness.mjs';
import { checkWrites, measureThenLoad, quantile, statusSummary } from './load.mjs';

const { values: args } = parseArgs({ options: { minutes: { type: 'string', default: '30' } } });
const MINUTES = Number(args.minutes);
const WARM_UP_MS = Math.min(60_000, (MINUTES * 60_000) / 4);
// Members share the load's writes: enough of them to stay under the per-member hourly limits.
const MEMBERS = 120;

async function snapshot(ports) {
  return Promise.all(
    ports.map(async (port) => {
      const pid = await pidOnPort(port);
      return { port, pid, ...processFigures(pid), nginxConnections: await connectionsOn(port) };
    }),
  );
}

/** p99 and 5xx of each minute of the load, by when the request was sent. */
function perMinute(requests, started) {
  const minutes = [];
  for (const request of requests) {
    // A request sent in the last instant counts in the last minute.
    const minute = Math.min(MINUTES - 1, Math.floor((request.at - started) / 60_000));
    (minutes[minute] ??= []).push(request);
  }
  return minutes.map((bucket, minute) => ({
    minute: minute + 1,
    requests: bucket.length,
    p99Ms: quantile(
      bucket.map((r) => r.ms),
      0.99,
    ),
    serverErrorsOrNoAnswer: statusSummary(bucket).serverErrorsOrNoAnswer,
  }));
}

await withFleet(async (fleet) => {
  const members = await seedMembers(fleet, MEMBERS);
  const targets = await publicTargets(fleet);
  const measured = await measureThenLoad({ fleet, members, targets });
  const load = measured.start();
  await sleep(WARM_UP_MS);
  const warm = await snapshot(fleet.serverPorts);
  await sleep(MINUTES * 60_000 - WARM_UP_MS);
  const end = await snapshot(fleet.serverPorts);
  const recorder = await load.stop();
  const check = await checkWrites(fleet.cluster.url(), [...measured.throughputWrites, ...recorder.writes]);
  const minutes = perMinute(recorder.requests, recorder.started);
  const edge = Math.min(5, Math.floor(minutes.length / 2));
  const requestsOfMinutes = (from, to) =>
    recorder.requests
      .filter((r) => r.at - recorder.started >= from * 60_000 && r.at - recorder.started < to * 60_000)
      .map((r) => r.ms);
  const figures = {
    minutes: MINUTES,
    throughput: measured.throughput,
    loadPerSecond: measured.rate,
    requests: recorder.requests.length,
    droppedForConcurrency: recorder.droppedForConcurrency,
    statuses: recorder.statuses,
    ...statusSummary(recorder.requests),
    failures: recorder.failures,
    errorsLogged: loggedMessages(fleet.log(), 50),
    nginxComplaints: nginxComplaints(fleet.log()),
    perMinute: minutes,
    firstMinutesP99Ms: quantile(requestsOfMinutes(0, edge), 0.99),
    lastMinutesP99Ms: quantile(requestsOfMinutes(minutes.length - edge, minutes.length), 0.99),
    comparedMinutes: edge,
    afterWarmUp: warm,
    atEnd: end,
    restartedDuringSoak: warm.filter((process, index) => process.pid !== end[index].pid).length,
    writes: check,
  };
  const processes = warm
    .map(
      (w, index) =>
        `  - process on ${w.port}: RSS ${w.rssMb} → **${end[index].rssMb} MB**, file descriptors ${w.fds} → **${end[index].fds}**, nginx connections ${w.nginxConnections} → ${end[index].nginxConnections}`,
    )
    .join('\n');
  const markdown = `## Fleet: soak, ${MINUTES} min at 70% of the mix's throughput

nginx in front of 2 production processes, own PostgreSQL and Redis; ${MEMBERS} members and visitors from
loopback addresses of their own (X-Forwarded-For through nginx, rate limits on). 2-core machine
shared with other engineers' tests: absolute rates are noisy.

- mix throughput: **${measured.throughput.perSecond} req/s**; load at **${measured.rate} req/s**: ${recorder.requests.length} requests
- 5xx or no answer: **${figures.serverErrorsOrNoAnswer}**; by status ${JSON.stringify(figures.byStatus)}; the failures (kind status code): ${recorder.failures.map((f) => `${f.kind} ${f.status} ${f.code ?? "(nginx's page)"}`).join(', ') || 'none'}
- errors the processes logged: ${JSON.stringify(figures.errorsLogged)}; nginx's: ${JSON.stringify(figures.nginxComplaints)}
- p99, first ${edge} min: **${figures.firstMinutesP99Ms} ms**; last ${edge} min: **${figures.lastMinutesP99Ms} ms**; per minute: ${minutes.map((m) => m.p99Ms).join(', ')} ms
- after ${WARM_UP_MS / 1000} s of warm-up → at the end (processes restarted meanwhile: ${figures.restartedDuringSoak}):
${processes}
- acknowledged writes: ${check.acknowledgedWrites}; final states checked: ${check.checkedStates}; undecidable: ${check.undecidable}; **lost: ${check.lost}**`;
  writeResults('fleet-soak', figures, markdown);
  if (figures.serverErrorsOrNoAnswer > 0 || check.lost > 0) process.exitCode = 1;
});
