#!/usr/bin/env node
// `npm run bench:fleet:redis`: the fleet (nginx, two processes) on its own PostgreSQL and Redis under
// the mixed load at 70% of its throughput; its own Redis is stopped mid-load, then started again
// (empty). Reports the 5xx it caused (target 0), what the processes logged while falling back (rate
// limits counted in the process, the caches' and the bell's channels), and, after the restart,
// whether the processes rejoined Redis without being restarted: a like through process A reaches a
// stream opened on process B, and a list made private through A stops being served by B.
//   --seconds 15   load before the stop and after the start
//   --down 5       seconds Redis stays stopped
import { parseArgs } from 'node:util';
import { call, openStream } from './client.mjs';
import { loggedMessages, pidOnPort, publicTargets, seedMembers, sleep, withFleet, writeResults } from './harness.mjs';
import { checkWrites, measureThenLoad, statusSummary } from './load.mjs';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, down: { type: 'string', default: '5' } },
});
const LOAD_MS = Number(args.seconds) * 1000;
const DOWN_MS = Number(args.down) * 1000;
const MEMBERS = 80;

/** A like by `liker` through process `a` on `owner`'s list: the event `owner`'s stream on process `b` gets. */
async function likeCrosses(a, b, owner, liker) {
  const stream = await openStream(b, owner.cookie);
  await sleep(200);
  const like = await call({ port: a, method: 'PUT', path: `/api/list/${owner.listId}/like/${liker.id}`, ...liker });
  const event = await stream.next(5000);
  stream.close();
  return { likeStatus: like.status, liked: like.json.liked, event };
}

/** `owner`'s list made private through process `a`: ms until process `b` answers 404 to a visitor. */
async function privacyCrosses(a, b, owner) {
  const path = `/api/list/getById/${owner.listId}/user/0`;
  const visitor = '127.0.0.1';
  await call({ port: b, path, from: visitor }); // kept by b's visitor cache
  const update = await call({
    port: a,
    method: 'PUT',
    path: `/api/list/update/${owner.listId}`,
    ...owner,
    body: { title: 'Bientôt privée', description: '', privacy: 'private' },
  });
  const answeredAt = Date.now();
  let status = 200;
  while (status !== 404 && Date.now() - answeredAt < 5000)
    status = (await call({ port: b, path, from: visitor })).status;
  const ms = Date.now() - answeredAt;
  await call({
    port: a,
    method: 'PUT',
    path: `/api/list/update/${owner.listId}`,
    ...owner,
    body: { title: 'Publique', description: '', privacy: 'public' },
  });
  return { updateStatus: update.status, notServedByOtherAfterMs: status === 404 ? ms : null };
}

await withFleet(async (fleet) => {
  const members = await seedMembers(fleet, MEMBERS);
  const targets = await publicTargets(fleet);
  const [a, b] = fleet.serverPorts;
  // A like toggles: each check likes with a member of its own, who never liked that list before.
  const [owner, likerBefore, likerDuring, likerAfter] = members;
  const before = { like: await likeCrosses(a, b, owner, likerBefore), privacy: await privacyCrosses(a, b, owner) };
  // These members are kept out of the load: their likes and lists are checked apart.
  const measured = await measureThenLoad({ fleet, members: members.slice(4), targets });
  const pidsBefore = await Promise.all(fleet.serverPorts.map(pidOnPort));
  const load = measured.start();
  await sleep(LOAD_MS);
  const logBefore = fleet.log().length;
  const stoppedAt = Date.now();
  await fleet.redis.stop();
  // Without Redis: the bell still rings on the process that took the like; another process's cache
  // drops the list when its kept answer expires.
  const during = { like: await likeCrosses(a, a, owner, likerDuring), privacy: await privacyCrosses(a, b, owner) };
  await sleep(Math.max(0, DOWN_MS - (Date.now() - stoppedAt)));
  await fleet.redis.start();
  const startedAt = Date.now();
  await sleep(LOAD_MS);
  const recorder = await load.stop();
  // After the load: the processes had LOAD_MS to join Redis again.
  const after = { like: await likeCrosses(a, b, owner, likerAfter), privacy: await privacyCrosses(a, b, owner) };
  const pidsAfter = await Promise.all(fleet.serverPorts.map(pidOnPort));
  const logged = fleet.log().slice(logBefore);
  const check = await checkWrites(fleet.cluster.url(), [...measured.throughputWrites, ...recorder.writes]);
  const whileDown = recorder.requests.filter((r) => r.end >= stoppedAt && r.at < startedAt);
  const afterStart = recorder.requests.filter((r) => r.at >= startedAt);
  const figures = {
    throughput: measured.throughput,
    loadPerSecond: measured.rate,
    downMs: startedAt - stoppedAt,
    processesRestarted: pidsBefore.filter((pid, index) => pid !== pidsAfter[index]).length,
    duringOutage: statusSummary(whileDown),
    afterStart: statusSummary(afterStart),
    statuses: recorder.statuses,
    loggedMeanwhile: loggedMessages(logged),
    crossProcess: { before, during, after },
    writes: check,
  };
  const markdown = `## Fleet: its Redis stopped mid-load, then started again

nginx in front of 2 production processes, own PostgreSQL and Redis; ${MEMBERS} members and visitors from
loopback addresses of their own (X-Forwarded-For through nginx, rate limits on). 2-core machine
shared with other engineers' tests: absolute rates are noisy.

- mix throughput: **${measured.throughput.perSecond} req/s**; load at **${measured.rate} req/s**; Redis down ${figures.downMs} ms
- answers while Redis was down: ${JSON.stringify(figures.duringOutage.byStatus)} (**5xx or no answer: ${figures.duringOutage.serverErrorsOrNoAnswer}**, target 0)
- after it started again: ${JSON.stringify(figures.afterStart.byStatus)} (**5xx or no answer: ${figures.afterStart.serverErrorsOrNoAnswer}**)
- processes restarted: ${figures.processesRestarted}; what the processes logged from the stop on (message: times): ${JSON.stringify(figures.loggedMeanwhile)}
- before the load and after it (no other writes meanwhile), a like through process A, on a stream held on process B: before **${before.like.event}**, after the restart **${after.like.event}**; while Redis was down, on a stream held on A itself (the bell's fallback): **${during.like.event}**
- a list made private through A, no longer served by B after: before **${before.privacy.notServedByOtherAfterMs} ms**, while Redis was down **${during.privacy.notServedByOtherAfterMs} ms** (under the load, whose writes through B also empty B's caches: this one does not isolate the fallback, whose bound is the 500 ms expiry), after the restart **${after.privacy.notServedByOtherAfterMs} ms**
- acknowledged writes: ${check.acknowledgedWrites}; final states checked: ${check.checkedStates}; undecidable: ${check.undecidable}; **lost: ${check.lost}**`;
  writeResults('fleet-redis-stop', figures, markdown);
  if (figures.duringOutage.serverErrorsOrNoAnswer > 0 || after.like.event !== 'notification' || check.lost > 0)
    process.exitCode = 1;
});
