// `bench:lists --profile`: where the server's CPU goes under one scenario's load (decision 047). The
// server runs with `node --cpu-prof`; its profile is cut to the measured run and summed by package,
// by function (self time: V8 counts builtins such as JSON.parse in their caller) and by function with
// what it calls (inclusive), in shares of the run's busy samples.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Samples the profiler takes while the thread waits for work: left out of every share. */
const IDLE = '(idle)';

/** What a frame belongs to: a package, a file of the server's build, a Node module, or native code. */
function ownerOf(url) {
  if (!url) return '(native)';
  const packageName = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (packageName) return packageName[1];
  if (url.includes('apps/server/dist/')) return `server:${url.split('apps/server/dist/')[1]}`;
  return url.startsWith('node:') ? url : path.basename(url);
}

const frameName = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${ownerOf(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;

/** Adds `amount` to `key`'s total. */
const add = (totals, key, amount) => totals.set(key, (totals.get(key) ?? 0) + amount);

/**
 * Sums the samples of `profile` taken between `fromUs` and `toUs` (microseconds before the
 * profile's end): self time by package and by function, and inclusive time by function.
 */
export function profileShares(profile, { fromUs, toUs }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const [start, end] = [profile.endTime - fromUs, profile.endTime - toUs];
  const byPackage = new Map();
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const node = nodes.get(id);
    if (at < start || at > end || node.callFrame.functionName === IDLE) return;
    busy += delta;
    add(self, frameName(node), delta);
    add(byPackage, ownerOf(node.callFrame.url).replace(/^server:.*/, 'server (apps/server)'), delta);
    const seen = new Set();
    for (let current = id; current !== undefined; current = parents.get(current)) {
      const name = frameName(nodes.get(current));
      if (!seen.has(name)) add(inclusive, name, delta);
      seen.add(name);
    }
  });
  return { busySeconds: busy / 1e6, byPackage, self, inclusive };
}

function printTop(title, totals, busy, count) {
  console.log(`  ${title}`);
  for (const [name, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`    ${((100 * time) / busy).toFixed(1).padStart(5)}%  ${name}`);
}

/**
 * Prints the shares of the one profile `--cpu-prof` wrote in `dir`, over the measured run: it began
 * `fromMs` and ended `toMs` before the server stopped (the profile ends when the process does).
 */
export function printProfile(dir, { fromMs, toMs }) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}: did the server exit normally?`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const shares = profileShares(profile, { fromUs: fromMs * 1000, toUs: toMs * 1000 });
  const busy = shares.busySeconds * 1e6;
  console.log(`\nCPU profile of the run (${shares.busySeconds.toFixed(1)} s busy; ${path.join(dir, file)})`);
  printTop('by package (self)', shares.byPackage, busy, 15);
  printTop('by function (self)', shares.self, busy, 30);
  printTop('by function, with what it calls', shares.inclusive, busy, 40);
}
