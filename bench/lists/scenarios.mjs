// The requests of the lists benchmark (decision 017), drawn for every request autocannon sends from a seeded
// sequence (decision 047).
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/stamps.mjs';

const BROWSE = '/api/lists/getAllListsFiltered/';
const TYPES = ['movie', 'show', 'podcast', 'youtube-video', 'mixed'];

/** Lists the detail scenario opens at random, and titles the word search types from. */
export const SAMPLED_LISTS = 2000;

const pickOne = (random, values) => values[Math.floor(random() * values.length)];
const page = (random, max) => 1 + Math.floor(random() * max);

/** Everything the scenarios draw from, read once from the benchmark's database. */
export async function loadSamples(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tags } = await client.query('SELECT name FROM tags ORDER BY id');
    // The same number of lists at every size, so that the caches of both runs are equally warm; the
    // same lists at every run on a database (an order by a hash of the id), so that runs compare.
    const { rows: lists } = await client.query(
      "SELECT id, title FROM lists WHERE privacy = 'public' ORDER BY md5(id::text), id LIMIT $1",
      [SAMPLED_LISTS],
    );
    return {
      tags: tags.map((row) => row.name),
      publicListIds: lists.map((row) => row.id),
      // The words of real titles, of two letters or more, as a member would type them.
      titleWords: lists
        .map((row) => row.title.split(/[^\p{L}]+/u).filter((word) => word.length >= 2))
        .filter((words) => words.length > 0),
    };
  } finally {
    await client.end();
  }
}

function browsePath(params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of [value].flat()) if (one !== undefined) query.append(name, String(one));
  return `${BROWSE}?${query}`;
}

/** 1–3 words of one real title, in its order, each cut to its first 2–8 letters. */
function typedWords(random, titleWords) {
  const words = pickOne(random, titleWords);
  const start = Math.floor(random() * words.length);
  const count = 1 + Math.floor(random() * Math.min(3, words.length - start));
  return words
    .slice(start, start + count)
    .map((word) => word.slice(0, 2 + Math.floor(random() * (Math.min(8, word.length) - 1))))
    .join(' ');
}

function twoTags(random, tags) {
  const first = pickOne(random, tags);
  const second = pickOne(
    random,
    tags.filter((tag) => tag !== first),
  );
  return random() < 0.5 ? [first] : [first, second];
}

const PATHS = {
  'browse, no filter, pages 1–10': (random) =>
    browsePath({ page: page(random, 10), sort: pickOne(random, ['newest', 'liked']) }),
  'browse by type or 1–2 tags': (random, samples) =>
    random() < 0.33
      ? browsePath({ type: pickOne(random, TYPES), page: page(random, 3), sort: pickOne(random, ['newest', 'liked']) })
      : browsePath({
          tags: twoTags(random, samples.tags),
          page: page(random, 3),
          sort: pickOne(random, ['newest', 'liked']),
        }),
  'title words as typed (± a tag)': (random, samples) =>
    browsePath({
      title: typedWords(random, samples.titleWords),
      tags: random() < 0.5 ? undefined : pickOne(random, samples.tags),
    }),
  'list detail (random public lists)': (random, samples) =>
    `/api/list/getById/${pickOne(random, samples.publicListIds)}/user/0`,
  'most-liked users': () => '/api/lists/getMostLiked',
};

/**
 * name → a function giving the path of the next request. Each scenario draws from its own sequence
 * seeded by `seed` and its name: a run sends the requests another run with the same seed sent, so
 * that a change is measured, not the draw (decision 047).
 */
export async function scenarios(samples, seed) {
  // The server's seeded sequence (built before any benchmark runs).
  const { randomFrom } = await import(`${ROOT}/apps/server/dist/modules/catalog/images/drawing/svg.js`);
  return Object.fromEntries(
    Object.entries(PATHS).map(([name, path]) => {
      const random = randomFrom(`${seed} ${name}`);
      return [name, () => path(random, samples)];
    }),
  );
}

/** CPU seconds used so far by a process (utime + stime of /proc/pid/stat, 100 ticks a second). */
export function cpuSeconds(pid) {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function rssMegabytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Whether process `pid` is PostgreSQL's, and, given a database, a backend serving it ("postgres: user db …"). */
function isPostgres(pid, database) {
  if (!database) return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  return command.startsWith('postgres: ') && command.split(' ').includes(database);
}

/**
 * CPU seconds of the machine's PostgreSQL processes (the server and its backends), or, given a
 * database name, of the backends serving that database alone: other databases' work (tests running
 * beside a benchmark) left out, and backends that ended meanwhile not counted, so it is read around
 * a run whose connections stay open.
 * @param {string} [database]
 */
export function postgresCpuSeconds(database) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (isPostgres(entry, database)) total += cpuSeconds(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
