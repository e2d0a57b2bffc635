// Fills a PostgreSQL database with the shape of the lists benchmark, in set-based SQL: lists (90%
// public), 10 items per list on average over a catalogue, 5 likes per list skewed toward a few
// popular lists, 1 member per 5 lists, 0–3 tags per list, a description of a few title words.
// Triggers are off while the rows go in;
// every maintained figure is then computed once, in bulk, and checked against a recount.
import pg from 'pg';
import { ROOT } from '../../scripts/lib/stamps.mjs';

/** The issue's shape for 1,000,000 lists; `scaled(n)` keeps the ratios for n lists. */
export function scaled(lists) {
  return { lists, items: lists * 0.4, listItems: lists * 10, likes: lists * 5, users: lists / 5 };
}

// Words of list titles: the first ones are drawn far more often (a title word is common or rare).
const WORDS = `best top films movies series classics horror comedy drama noir thriller anime documentaries
  favorites weekend night cinema romance western sci-fi fantasy summer winter rainy sunday family kids
  cult indie french korean japanese italian spanish british nordic animated musicals heist war spies
  vampires zombies ghosts space robots dinosaurs pirates samurai detectives courtroom sports boxing
  cooking travel history science nature music podcasts videos binge rewatch underrated forgotten
  masterpieces essentials guilty pleasures comfort mindbending twisty slowburn feelgood tearjerkers
  été hiver cinéma soirée pépites chefs-d'œuvre incontournables polars frissons rétro nanars`
  .split(/\s+/)
  .filter(Boolean);

const sqlText = (values) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/** Statements that fill an empty, migrated database (reference data seeded) for `shape`. */
function fillStatements(shape, tagIds) {
  const { lists: N, items: I, listItems: _, likes: L, users: U } = shape;
  const hash = (expr, salt) => `(((${expr})::bigint * ${salt}) % 2147483647)`;
  // Item id ranges per media type: movies 40%, shows 30%, videos 15%, podcasts 15%.
  const ranges = {
    movie: [1, I * 0.4],
    show: [I * 0.4 + 1, I * 0.3],
    youtube: [I * 0.7 + 1, I * 0.15],
    podcast: [I * 0.85 + 1, I * 0.15],
  };
  const kinds = ['movie', 'movie', 'movie', 'movie', 'show', 'show', 'youtube', 'podcast', 'mixed', 'mixed'];
  const mediaOf = (slot) => `(ARRAY['movie','show','youtube','podcast'])[1 + (${slot}) % 4]`;
  const rangeStart = (media) =>
    `CASE ${media} ${Object.entries(ranges)
      .map(([type, [start]]) => `WHEN '${type}' THEN ${start}`)
      .join(' ')} END`;
  const rangeSize = (media) =>
    `CASE ${media} ${Object.entries(ranges)
      .map(([type, [, size]]) => `WHEN '${type}' THEN ${size}`)
      .join(' ')} END`;
  const words = sqlText(WORDS);
  const pick = `(${words})[1 + floor(${WORDS.length} * power(random(), 2))::int]`;
  return [
    `SELECT setseed(0.7)`,
    `INSERT INTO users (user_name, user_name_key, email, password_hash, lang, created_at)
     SELECT 'member' || g, 'bench:' || g, 'member' || g || '@bench.invalid', 'bench-no-login', CASE WHEN g % 3 = 0 THEN 'en' ELSE 'fr' END,
            now() - g % 1500 * interval '1 day'
     FROM generate_series(1, ${U}) g`,
    // Far more items than any catalogue has, so their ids and titles are made up: they are marked
    // checked, or the server's items check (src/modules/lists/items-check.ts) would walk them all,
    // rewriting cards, while the benchmark measures.
    `INSERT INTO items (type, provider_id, title, checked_at)
     SELECT CASE WHEN g < ${ranges.show[0]} THEN 'movie' WHEN g < ${ranges.youtube[0]} THEN 'show' WHEN g < ${ranges.podcast[0]} THEN 'youtube' ELSE 'podcast' END::item_type,
            g::text, 'Title ' || g, now()
     FROM generate_series(1, ${I}) g`,
    `CREATE TEMP TABLE members AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@bench.invalid'`,
    `INSERT INTO lists (creator_id, title, title_search, description, privacy, created_at, updated_at)
     SELECT m.id, t.title, translate(lower(t.title), 'éèêàçôùœ', 'eeeacouo'), t.description,
            CASE WHEN ${hash('g', 48271)} % 10 = 0 THEN 'private' ELSE 'public' END::list_privacy, t.at, t.at
     FROM generate_series(1, ${N}) g
     CROSS JOIN LATERAL (SELECT initcap(${pick} || ' ' || ${pick} || ' ' || ${pick}) || ' ' || (g % 997) AS title,
                                'Generated: ' || ${pick} || ' ' || ${pick} || ' ' || ${pick} || ' ' || ${pick} AS description,
                                now() - random() * interval '1095 days' AS at, 1 + floor(random() * ${U})::int AS member) t
     JOIN members m ON m.n = t.member`,
    // n items per list (1–19, 10 on average), each of the list's kind (or every kind in turn when mixed),
    // distinct within a list because 104729 is prime and larger than every range.
    `INSERT INTO list_items (list_id, item_id, position, added_at)
     SELECT l.id, ${rangeStart('k.media')} + (l.id::bigint * 7919 + p * 104729) % ${rangeSize('k.media')}, p, l.created_at
     FROM lists l
     CROSS JOIN LATERAL generate_series(1, 1 + ${hash('l.id', 40503)} % 19) p
     CROSS JOIN LATERAL (SELECT CASE (${sqlText(kinds)})[1 + ${hash('l.id', 16807)} % 10]
                                  WHEN 'mixed' THEN ${mediaOf('p')} ELSE (${sqlText(kinds)})[1 + ${hash('l.id', 16807)} % 10] END AS media) k`,
    // 0–3 distinct tags per list: tag j is (h + j·s) mod 40 with a step s of 1–13, so pairs vary.
    `INSERT INTO list_tags (list_id, tag_id)
     SELECT l.id, (ARRAY[${tagIds.join(',')}])[1 + (${hash('l.id', 69621)} + j * (1 + ${hash('l.id', 39373)} % 13)) % ${tagIds.length}]
     FROM lists l CROSS JOIN LATERAL generate_series(1, ${hash('l.id', 22695477)} % 4) j`,
    // Likes skewed toward a few lists (power law); the few drawn twice (0.04%) are dropped.
    `INSERT INTO likes (user_id, list_id, created_at)
     SELECT m.id, 1 + floor(${N} * power(random(), 2.5))::int, now() - random() * interval '700 days'
     FROM generate_series(1, ${Math.round(L * 1.0004)}) g
     JOIN members m ON m.n = 1 + (g::bigint * 2654435761 % ${U})
     ON CONFLICT DO NOTHING`,
  ];
}

/**
 * The figures the triggers keep, computed in bulk by the same rules (drizzle/0005, 0007, 0008, 0020, 0021); the
 * generated items have no provider_id_string, and a card holds the first 20 items (LIST_CARD_ITEMS).
 */
const derivedStatements = [
  // One pass over the lists for every figure kept on them (each pass rewrites a million rows).
  `UPDATE lists l SET item_count = coalesce(a.n, 0), likes_count = coalesce(k.n, 0), tag_ids = coalesce(t.ids, '{}'),
     title_words = setweight(to_tsvector('simple', unaccent(lower(l2.title))), 'A'),
     search_words = w.words, search_terms = list_word_beginnings(w.words),
     card = jsonb_build_object('tags', coalesce(t.tags, '[]'::jsonb), 'content', coalesce(c.content, '[]'::jsonb)),
     type = CASE WHEN a.kinds IS NULL THEN NULL WHEN a.kinds > 1 THEN 'mixed'::list_type WHEN a.only_kind = 'youtube' THEN 'youtube-video'::list_type ELSE a.only_kind::list_type END
   FROM lists l2
   LEFT JOIN (SELECT li.list_id, count(*) AS n, count(DISTINCT i.type) AS kinds, min(i.type::text) AS only_kind
              FROM list_items li JOIN items i ON i.id = li.item_id GROUP BY li.list_id) a ON a.list_id = l2.id
   LEFT JOIN (SELECT list_id, count(*) AS n FROM likes GROUP BY list_id) k ON k.list_id = l2.id
   LEFT JOIN (SELECT lt.list_id, array_agg(lt.tag_id ORDER BY lt.tag_id) AS ids,
                     jsonb_agg(jsonb_build_object('name', tg.name, 'name_fr', tg.name_fr) ORDER BY tg.id) AS tags,
                     string_agg(tg.name || ' ' || tg.name_fr, ' ' ORDER BY tg.id) AS words
              FROM list_tags lt JOIN tags tg ON tg.id = lt.tag_id GROUP BY lt.list_id) t ON t.list_id = l2.id
   LEFT JOIN (SELECT r.list_id, jsonb_agg(r.item ORDER BY r.rank) AS content
              FROM (SELECT li.list_id, row_number() OVER (PARTITION BY li.list_id ORDER BY li.position, li.added_at, i.id) AS rank,
                           jsonb_build_object('id', i.id, 'provider_id', i.provider_id, 'provider_id_string', NULL, 'title', i.title,
                             'poster_path', i.poster_path, 'type', i.type, 'note', li.note, 'position', li.position) AS item
                    FROM list_items li JOIN items i ON i.id = li.item_id) r
              WHERE r.rank <= 20 GROUP BY r.list_id) c ON c.list_id = l2.id
   CROSS JOIN LATERAL (SELECT setweight(to_tsvector('simple', unaccent(lower(l2.title))), 'A')
       || setweight(to_tsvector('simple', unaccent(lower(coalesce(t.words, '')))), 'B')
       || setweight(to_tsvector('simple', unaccent(lower(l2.description))), 'C') AS words) w
   WHERE l2.id = l.id`,
  `UPDATE users u SET public_likes_received = a.n
   FROM (SELECT creator_id, sum(likes_count) AS n FROM lists WHERE privacy = 'public' GROUP BY creator_id) a
   WHERE a.creator_id = u.id AND a.n > 0`,
  `DELETE FROM stat_counters`,
  `INSERT INTO stat_counters (key, shard, value)
   SELECT 'users', id % 16, count(*) FROM users GROUP BY id % 16
   UNION ALL SELECT 'public_lists', id % 16, count(*) FROM lists WHERE privacy = 'public' GROUP BY id % 16
   UNION ALL SELECT 'public_lists:' || coalesce(type::text, 'empty'), id % 16, count(*) FROM lists WHERE privacy = 'public' GROUP BY 1, 2
   UNION ALL SELECT 'public_likes', id % 16, sum(likes_count) FROM lists WHERE privacy = 'public' GROUP BY id % 16
   UNION ALL SELECT 'lists', id % 16, count(*) FROM lists GROUP BY id % 16
   UNION ALL SELECT 'likes', list_id % 16, count(*) FROM likes GROUP BY list_id % 16`,
  // The feed's events (drizzle/0018): a list created, a list liked, at their times to the millisecond.
  `INSERT INTO feed_events (actor_id, kind, list_id, created_at)
   SELECT creator_id, 'created'::feed_event_kind, id, date_trunc('milliseconds', created_at) FROM lists
   UNION ALL SELECT user_id, 'liked'::feed_event_kind, list_id, date_trunc('milliseconds', created_at) FROM likes`,
  // The title search's terms (drizzle/0021), as its trigger writes them.
  `INSERT INTO list_search_terms (term, created_at, list_id, type, key)
   SELECT term, l.created_at, l.id, l.type, list_search_key(tsvector_to_array(l.title_words), l.tag_ids)
   FROM lists l CROSS JOIN LATERAL unnest(list_search_terms(tsvector_to_array(l.title_words), l.tag_ids)) term
   WHERE l.privacy = 'public'`,
  `INSERT INTO list_search (list_id, tag_a, tag_b, type, created_at, likes_count)
   SELECT l.id, k.a, k.b, l.type, l.created_at, l.likes_count
   FROM lists l
   CROSS JOIN LATERAL (
     SELECT 0 AS a, 0 AS b
     UNION ALL SELECT t.tag_id, 0 FROM list_tags t WHERE t.list_id = l.id
     UNION ALL SELECT t1.tag_id, t2.tag_id FROM list_tags t1 JOIN list_tags t2 ON t2.list_id = t1.list_id AND t1.tag_id < t2.tag_id WHERE t1.list_id = l.id
   ) k
   WHERE l.privacy = 'public'`,
  // The tag filters' totals (drizzle/0023), as its triggers keep them.
  `INSERT INTO stat_counters (key, shard, value)
   SELECT k.key, s.list_id % 16, count(*)
   FROM list_search s CROSS JOIN LATERAL unnest(list_search_count_keys(s.tag_a, s.tag_b, s.type)) k(key)
   GROUP BY 1, 2`,
];

/** A recount of what the triggers would have kept: every figure must match. */
const checks = {
  'lists.likes_count': `SELECT count(*) FROM lists l WHERE likes_count <> (SELECT count(*) FROM likes WHERE list_id = l.id)`,
  'lists.item_count': `SELECT count(*) FROM lists l WHERE item_count <> (SELECT count(*) FROM list_items WHERE list_id = l.id)`,
  'lists.card (one list in 997)': `SELECT count(*) FROM lists WHERE id % 997 = 0 AND card <> list_card(id)`,
  'lists.search_words (one list in 997)': `SELECT count(*) FROM lists WHERE id % 997 = 0 AND search_words <> list_search_words(title, description, tag_ids)`,
  'lists.search_terms (one list in 997)': `SELECT count(*) FROM lists WHERE id % 997 = 0 AND search_terms <> list_word_beginnings(search_words)`,
  'lists.title_words (one list in 997)': `SELECT count(*) FROM lists WHERE id % 997 = 0 AND title_words <> ts_filter(search_words, '{a}')`,
  'list_search_terms (one list in 997)': `SELECT count(*) FROM lists l WHERE id % 997 = 0 AND privacy = 'public'
     AND (SELECT count(*) FROM list_search_terms s WHERE s.term = ANY (list_search_terms(tsvector_to_array(l.title_words), l.tag_ids))
            AND s.created_at = l.created_at AND s.list_id = l.id AND s.key = list_search_key(tsvector_to_array(l.title_words), l.tag_ids)
            AND s.type IS NOT DISTINCT FROM l.type)
         <> cardinality(list_search_terms(tsvector_to_array(l.title_words), l.tag_ids))`,
  'lists.tag_ids': `SELECT count(*) FROM lists l WHERE tag_ids <> coalesce((SELECT array_agg(tag_id ORDER BY tag_id) FROM list_tags WHERE list_id = l.id), '{}')`,
  'public_lists counter': `SELECT abs((SELECT sum(value) FROM stat_counters WHERE key = 'public_lists') - (SELECT count(*) FROM lists WHERE privacy = 'public'))`,
  'tag filter totals (of one tag)': `SELECT count(*) FROM (SELECT tag_a, count(*) AS n FROM list_search WHERE tag_a <> 0 AND tag_b = 0 GROUP BY tag_a) s
     WHERE n <> (SELECT sum(value) FROM stat_counters WHERE key = 'public_lists:tags:' || s.tag_a || ':0')`,
  'list_search (0,0) rows': `SELECT abs((SELECT count(*) FROM list_search WHERE tag_a = 0 AND tag_b = 0) - (SELECT count(*) FROM lists WHERE privacy = 'public'))`,
};

/** Tables filled in bulk: their secondary indexes are built once at the end instead of row by row. */
const BULK_TABLES = ['lists', 'list_items', 'likes', 'list_search', 'list_search_terms'];

/** Drops the bulk tables' indexes that back no constraint; returns their definitions to build again. */
async function dropSecondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.indexname}`);
  return rows.map((row) => row.indexdef);
}

async function timed(label, work, log) {
  const started = performance.now();
  const result = await work();
  log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

async function prepareSchema(url, { seed = true } = {}) {
  const { openPostgres } = await import(`${ROOT}/apps/server/dist/db/client.js`);
  const { migrate } = await import(`${ROOT}/apps/server/dist/db/migrate.js`);
  const { seedReferenceData } = await import(`${ROOT}/apps/server/dist/db/seed/reference.js`);
  const database = await openPostgres(url);
  try {
    await migrate(database);
    if (seed) await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
}

/** Applies the migrations a generated database has not seen yet (their own backfills fill what they add). */
export async function migrateBenchDatabase(url) {
  await prepareSchema(url, { seed: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** Recreates database `name` on `adminUrl`'s server and fills it for `shape`. Returns the row counts. */
export async function generate(adminUrl, name, shape, log = console.log) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await timed('migrations and reference data', () => prepareSchema(url.href), log);
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rows: tagRows } = await client.query('SELECT id FROM tags ORDER BY id');
    await client.query('SET session_replication_role = replica');
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query("SET work_mem = '256MB'");
    const labels = ['seed', 'users', 'catalogue items', 'members', 'lists', 'list items', 'tags of lists', 'likes'];
    const indexes = await dropSecondaryIndexes(client);
    const statements = fillStatements(
      shape,
      tagRows.map((row) => row.id),
    );
    for (const [index, statement] of statements.entries())
      await timed(labels[index], () => client.query(statement), log);
    for (const statement of derivedStatements)
      await timed(statement.trim().split(/\s+/).slice(0, 3).join(' '), () => client.query(statement), log);
    await timed(
      `${indexes.length} secondary indexes`,
      async () => {
        for (const definition of indexes) await client.query(definition);
      },
      log,
    );
    await client.query('SET session_replication_role = origin');
    await timed('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE'), log);
    for (const [label, check] of Object.entries(checks)) {
      const { rows } = await client.query(check);
      const drift = Number(Object.values(rows[0])[0]);
      if (drift !== 0) throw new Error(`recount: ${label} is off by ${drift}`);
    }
    const { rows } =
      await client.query(`SELECT (SELECT count(*) FROM lists) AS lists, (SELECT count(*) FROM lists WHERE privacy = 'public') AS public,
      (SELECT count(*) FROM list_items) AS list_items, (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM likes) AS likes,
      (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM list_search) AS browse_rows`);
    return Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]));
  } finally {
    await client.end();
  }
}
