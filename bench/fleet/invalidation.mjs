#!/usr/bin/env node
// `npm run bench:fleet:invalidation`: the fleet (nginx, two processes) on its own PostgreSQL and Redis,
// without other load. Each try makes a member's list private through nginx, then asks each process
// directly (its own port, past nginx) for that list as a visitor until it answers 404; then the same
// for a like: until each process shows the list's new like count. Reports p50/p99 of the delay
// after the write's answer (target p99 ≤ 50 ms; without the shared channel it is up to the caches'
// 500 ms). Each try first reads the list on both processes, so that their caches hold it.
//   --tries 200
import { parseArgs } from 'node:util';
import { call } from './client.mjs';
import { seedMembers, withFleet, writeResults } from './harness.mjs';
import { quantile } from './load.mjs';

const { values: args } = parseArgs({ options: { tries: { type: 'string', default: '200' } } });
const TRIES = Number(args.tries);
const MEMBERS = 20;
const GIVE_UP_MS = 5000;
const VISITOR = '127.0.0.1';

/** Polls `port` until `done(answer)`; resolves with the ms since `since`, or null after GIVE_UP_MS. */
async function delayOn(port, path, since, done) {
  while (Date.now() - since < GIVE_UP_MS)
    if (done(await call({ port, path, from: VISITOR }))) return Date.now() - since;
  return null;
}

async function setPrivacy(port, member, privacy) {
  const answer = await call({
    port,
    method: 'PUT',
    path: `/api/list/update/${member.listId}`,
    ...member,
    body: { title: `Liste ${member.index}`, description: '', privacy },
  });
  if (answer.status !== 200) throw new Error(`making a list ${privacy} answered ${answer.status}`);
}

/** The delays of one try of making a list private, per process, ms after the write's answer. */
async function privacyTry(fleet, member) {
  const path = `/api/list/getById/${member.listId}/user/0`;
  await setPrivacy(fleet.port, member, 'public');
  for (const port of fleet.serverPorts)
    if ((await delayOn(port, path, Date.now(), (answer) => answer.status === 200)) === null)
      throw new Error('the list never became public again');
  await setPrivacy(fleet.port, member, 'private');
  const answeredAt = Date.now();
  return Promise.all(fleet.serverPorts.map((port) => delayOn(port, path, answeredAt, (a) => a.status === 404)));
}

/** The delays of one like (or unlike) by `liker` on `owner`'s list until each process shows the new count. */
async function likeTry(fleet, owner, liker) {
  const path = `/api/list/getById/${owner.listId}/user/0`;
  const counts = await Promise.all(
    fleet.serverPorts.map(async (port) => (await call({ port, path, from: VISITOR })).json.list?.likes),
  );
  const like = await call({
    port: fleet.port,
    method: 'PUT',
    path: `/api/list/${owner.listId}/like/${liker.id}`,
    ...liker,
  });
  if (like.status !== 200) throw new Error(`the like answered ${like.status}`);
  const answeredAt = Date.now();
  const expected = counts[0] + (like.json.liked ? 1 : -1);
  return Promise.all(
    fleet.serverPorts.map((port) => delayOn(port, path, answeredAt, (answer) => answer.json.list?.likes === expected)),
  );
}

function summary(tries) {
  const worst = tries.map((delays) => (delays.includes(null) ? Infinity : Math.max(...delays)));
  return {
    tries: tries.length,
    neverSeen: worst.filter((ms) => ms === Infinity).length,
    perProcess: tries[0].map((_, index) => ({
      p50Ms: quantile(
        tries.map((delays) => delays[index] ?? GIVE_UP_MS),
        0.5,
      ),
      p99Ms: quantile(
        tries.map((delays) => delays[index] ?? GIVE_UP_MS),
        0.99,
      ),
    })),
    bothP50Ms: quantile(
      worst.map((ms) => Math.min(ms, GIVE_UP_MS)),
      0.5,
    ),
    bothP99Ms: quantile(
      worst.map((ms) => Math.min(ms, GIVE_UP_MS)),
      0.99,
    ),
    maxMs: Math.max(...worst),
    minMs: Math.min(...worst),
  };
}

await withFleet(async (fleet) => {
  const members = await seedMembers(fleet, MEMBERS);
  const privacy = [];
  for (let index = 0; index < TRIES; index++) privacy.push(await privacyTry(fleet, members[index % MEMBERS]));
  // Likes on the first member's list (public again), by the others in turn: at most 60 a minute each.
  const [owner, ...likers] = members;
  await setPrivacy(fleet.port, owner, 'public');
  const likes = [];
  for (let index = 0; index < TRIES; index++) likes.push(await likeTry(fleet, owner, likers[index % likers.length]));
  const figures = { privacy: summary(privacy), like: summary(likes) };
  const line = (name, s) =>
    `- ${name}: ${s.tries} tries; p50 **${s.bothP50Ms} ms**, p99 **${s.bothP99Ms} ms** until both processes show it (target p99 ≤ 50 ms), min ${s.minMs} ms, max ${s.maxMs} ms, never within ${GIVE_UP_MS} ms: ${s.neverSeen}; per process ${s.perProcess.map((p) => `p50 ${p.p50Ms} / p99 ${p.p99Ms} ms`).join(', ')}`;
  const markdown = `## Fleet: how soon a write shows on each process

nginx in front of 2 production processes on their own PostgreSQL and Redis, no other load; the write
goes through nginx, the reads go to each process directly, as a visitor, polled back to back. Delays
are counted from the write's answer to the answer of the first poll that shows it, so they include
that poll's own round trip (the smallest delay seen is the floor). 2-core machine shared with other
engineers' tests.

${line('a list made private, until each answers 404', figures.privacy)}
${line("a like, until each shows the list's new like count", figures.like)}`;
  writeResults('fleet-invalidation', figures, markdown);
  if ((figures.privacy.bothP99Ms ?? Infinity) > 50 || (figures.like.bothP99Ms ?? Infinity) > 50) process.exitCode = 1;
});
