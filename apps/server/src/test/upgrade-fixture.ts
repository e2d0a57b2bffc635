import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { DERIVE_LIST_TYPE, figureDrift, rowsOf } from './figure-drift.js';

/**
 * Rows of every table a database of any migration holds. Each row names the columns of the newest
 * schema; a database from before a column was added gets the row without it, and a table that does
 * not exist yet gets nothing. A new table needs rows here (the upgrade test checks that every table
 * of an old database was given some). What only a migration's data step rewrites is written as the
 * application of that time wrote it, in `writtenBefore`.
 */
const FIXTURE: Record<string, Record<string, unknown>[]> = {
  users: [
    { id: 1, user_name: 'Admin', email: 'admin@upgrade.test', password_hash: 'x', role: 'admin' },
    { id: 2, user_name: 'Alice', email: 'alice@upgrade.test', password_hash: 'x', country: 'FR', city: 'Lyon' },
    { id: 3, user_name: 'Bruno', email: 'bruno@upgrade.test', password_hash: 'x', lang: 'en' },
    {
      id: 4,
      user_name: 'Carla',
      email: 'carla@upgrade.test',
      password_hash: 'x',
      suspended_at: '2026-01-02T00:00:00Z',
    },
  ],
  sessions: [{ id_hash: 'a'.repeat(64), user_id: 2, expires_at: '2030-01-01T00:00:00Z' }],
  password_reset_tokens: [{ user_id: 3, token_hash: 'b'.repeat(64), expires_at: '2030-01-01T00:00:00Z' }],
  tags: [
    { id: 1, name: 'horror', name_fr: 'horreur' },
    { id: 2, name: 'cult', name_fr: 'culte' },
    { id: 3, name: 'comedy', name_fr: 'comédie' },
  ],
  items: [
    // One poster of ours, one of the movie database's as kept before 0012.
    { id: 1, type: 'movie', provider_id: '603', title: 'Matrix', poster_path: '/api/catalog/images/m603.webp' },
    { id: 2, type: 'show', provider_id: '1399', title: 'Thrones', poster_path: '/abc.jpg', snapshot: '{"year":2011}' },
    { id: 3, type: 'podcast', provider_id: 'p-1', title: 'Radio', snapshot: '{"provider_id_string":"p-1"}' },
    { id: 4, type: 'youtube', provider_id: 'yt-1', title: 'Clip' },
  ],
  lists: [
    { id: 1, creator_id: 2, title: 'Frissons', title_search: 'frissons', description: 'Peur' },
    { id: 2, creator_id: 3, title: 'Secret', title_search: 'secret', privacy: 'private' },
    { id: 3, creator_id: 4, title: 'Vide', title_search: 'vide', held_by_suspension: true },
    { id: 4, creator_id: 2, title: 'Clips', title_search: 'clips' },
  ],
  list_items: [
    { list_id: 1, item_id: 1, position: 0, note: 'Le premier' },
    { list_id: 1, item_id: 2, position: 1, added_by: 2 },
    { list_id: 2, item_id: 3, position: 0 },
    { list_id: 4, item_id: 4, position: 0 },
  ],
  list_tags: [
    { list_id: 1, tag_id: 1 },
    { list_id: 1, tag_id: 2 },
    { list_id: 2, tag_id: 3 },
    { list_id: 4, tag_id: 3 },
  ],
  likes: [
    { user_id: 3, list_id: 1 },
    { user_id: 4, list_id: 1 },
    { user_id: 2, list_id: 2 },
    { user_id: 3, list_id: 4 },
  ],
  seen_marks: [
    { user_id: 3, item_id: 1 },
    { user_id: 2, item_id: 3 },
  ],
  badges: [
    { id: 1, key: 'lists-1', rule: 'lists', threshold: 1, name: 'Première', name_en: 'First' },
    { id: 2, name: 'Merci', name_en: 'Thanks', rule: 'manual' },
  ].map((badge) => ({ description: 'd', description_en: 'd', icon: '/i.svg', ...badge })),
  user_badges: [{ user_id: 2, badge_id: 1 }],
  notifications: [
    { user_id: 2, type: 'badge', message: 'Bravo', message_en: 'Well done', code: 'badge', params: '{"badge":1}' },
    { user_id: 3, type: 'information', message: 'Info', message_en: 'Info', seen: true, dedupe_key: 'info:1' },
  ],
  catalog_cache: [
    {
      key: 'tmdb:603',
      provider: 'tmdb',
      value: '{}',
      stale_at: '2030-01-01T00:00:00Z',
      expires_at: '2030-01-02T00:00:00Z',
    },
  ],
  outbox: [
    { kind: 'reset-password', to: 'bruno@upgrade.test', subject: 'Reset', text: 'Open /reset-password/•••••• now' },
    { kind: 'contact', to: 'admin@upgrade.test', subject: 'Hi', text: 'Hello' },
  ].map((mail) => ({ transport: 'log', ...mail })),
  uploads: [
    { id: 'u1', owner_id: 2, kind: 'avatar', mime: 'image/webp', width: 1, height: 1, bytes: Buffer.from([0]) },
  ],
  moderation_actions: [{ admin_id: 1, admin_name: 'Admin', action: 'suspend', target_id: 4, target_label: 'Carla' }],
  scheduled_jobs: [{ name: 'badges', last_run_on: '2026-01-01' }],
  // A deleted account's name held (0015 on): one still within its 30 days, one past them.
  released_user_names: [
    { user_name_key: 'dora', released_at: '2026-01-03T00:00:00Z' },
    { user_name_key: 'emi1e', released_at: '2025-01-01T00:00:00Z' },
  ],
  // Your data (0016 on): an import, an export archive and an email change under way.
  imports: [{ user_id: 2, source: 'letterboxd', file_name: 'letterboxd.zip', status: 'done', total: 2, done: 2 }],
  data_exports: [
    {
      user_id: 3,
      status: 'ready',
      archive: Buffer.from([0x50, 0x4b]),
      byte_size: 2,
      expires_at: '2030-01-01T00:00:00Z',
    },
  ],
  email_changes: [
    {
      user_id: 2,
      new_email: 'alice.new@upgrade.test',
      token_hash: 'c'.repeat(64),
      expires_at: '2030-01-01T00:00:00Z',
    },
  ],
  // The community (0017 on): follows, the feed, comments and a report, an editor, settings.
  follows: [
    { follower_id: 3, followee_id: 2 },
    { follower_id: 2, followee_id: 3 },
  ],
  feed_events: [
    // Not one the triggers of 0018 write for the rows above (list 1's creation is), or it would collide.
    { actor_id: 2, kind: 'liked', list_id: 4 },
    { actor_id: 2, kind: 'added', list_id: 1, item_count: 2, day: '2026-01-02' },
  ],
  comments: [{ id: 1, list_id: 1, author_id: 3, body: 'Bien vu @Alice', spoiler: true }],
  comment_reports: [{ comment_id: 1, reporter_id: 4, reason: 'spam' }],
  list_editors: [{ list_id: 1, user_id: 3, status: 'accepted', accepted_at: '2026-01-02T00:00:00Z' }],
  notification_settings: [{ user_id: 2, muted: '{like_received}', weekly_digest: true, arrival_mail: 'digest' }],
  // What can I watch tonight (0022 on): services, a stored answer, a title and a list followed.
  watch_settings: [{ user_id: 2, region: 'FR', provider_ids: '{8,119}' }],
  title_availability: [
    {
      media_type: 'movie',
      provider_id: '603',
      region: 'FR',
      flatrate: '[{"provider_id":8,"provider_name":"Netflix","logo_path":null}]',
      rent: '[]',
      buy: '[]',
      flatrate_ids: '{8}',
      illustrative: true,
    },
  ],
  title_alerts: [
    {
      user_id: 2,
      media_type: 'movie',
      provider_id: '603',
      title: 'Matrix',
      seen_region: 'FR',
      seen_provider_ids: '{8}',
    },
    { user_id: 3, media_type: 'show', provider_id: '1399', direct: false, title: 'Thrones' },
  ],
  list_alerts: [{ user_id: 3, list_id: 1 }],
};

/**
 * Tables whose every row is computed from others: the database's triggers fill them (0005 on);
 * list_search_count_changes holds a transaction's changes until its commit, and is empty after.
 */
export const DERIVED_TABLES = ['list_search', 'list_search_terms', 'stat_counters', 'list_search_count_changes'];

async function columnsByTable(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table, column } of rows) tables.set(table, (tables.get(table) ?? new Set()).add(column));
  return tables;
}

async function insertRow(db: Db, table: string, row: Record<string, unknown>, columns: Set<string>) {
  const kept = Object.entries(row).filter(([column]) => columns.has(column));
  const names = sql.join(
    kept.map(([column]) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.join(
    kept.map(([, value]) => sql`${value}`),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.identifier(table)} (${names}) values (${values})`);
}

/** For each migration (by index) with a data step: the rows as the application wrote them before it. */
const writtenBefore: [migration: number, rewrite: SQL][] = [
  // Reset links were kept unmasked.
  [2, sql`update outbox set text = 'Open https://p.test/reset-password/AbC-123_x now' where kind = 'reset-password'`],
  // The database kept no figure: the writer (the demo seed) stored each list's counts and its type.
  [
    5,
    sql`update lists l set likes_count = (select count(*) from likes where list_id = l.id),
      item_count = (select count(*) from list_items where list_id = l.id), type = ${DERIVE_LIST_TYPE}`,
  ],
  // Badges made by an admin had no rule.
  [9, sql`update badges set rule = null where rule = 'manual'`],
];

/** The items check has seen every item; since 0012 it leaves a poster of the catalogue's unchecked. */
const checkItems = (applied: number) =>
  applied < 12
    ? sql`update items set checked_at = now()`
    : sql`update items set checked_at = now() where coalesce(starts_with(poster_path, '/api/catalog/images/'), true)`;

/**
 * Fills the tables of a database migrated up to `applied` (an index of the journal) with FIXTURE;
 * returns the tables it found no rows for.
 */
export async function insertFixture(db: Db, applied: number): Promise<string[]> {
  const tables = await columnsByTable(db);
  for (const [table, rows] of Object.entries(FIXTURE)) {
    const columns = tables.get(table);
    if (columns) for (const row of rows) await insertRow(db, table, row, columns);
  }
  if (tables.get('items')?.has('checked_at')) await db.execute(checkItems(applied));
  for (const [migration, rewrite] of writtenBefore) if (applied < migration) await db.execute(rewrite);
  return [...tables.keys()].filter((table) => !(table in FIXTURE) && !DERIVED_TABLES.includes(table));
}

/** Rows per table of the schema `public`. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...(await columnsByTable(db)).keys()].sort()) {
    const [row] = await rowsOf<{ value: number }>(db, sql`select count(*)::int as value from ${sql.identifier(table)}`);
    counts[table] = row?.value ?? 0;
  }
  return counts;
}

/**
 * Every figure the triggers keep, recomputed (test/figure-drift.ts), and what the data steps of
 * 0002, 0009 and 0012 promise of the rows they rewrote; each entry lists the disagreements.
 */
export async function derivedDrift(db: Db): Promise<Record<string, unknown[]>> {
  return {
    ...(await figureDrift(db)),
    // What the data steps of 0002, 0009 and 0012 promise of the rows they rewrote.
    unmaskedResetLinks: await rowsOf(
      db,
      sql`select id from outbox where kind = 'reset-password' and text ~ '/reset-password/[A-Za-z0-9_-]'`,
    ),
    badgesWithoutRule: await rowsOf(db, sql`select id from badges where rule is null`),
    foreignPostersChecked: await rowsOf(
      db,
      sql`select id from items where checked_at is not null and not starts_with(poster_path, '/api/catalog/images/')`,
    ),
  };
}

/** Everything a migration defines, in a form two databases can be compared by. */
export async function schemaOf(db: Db): Promise<Record<string, unknown[]>> {
  const publicOrDrizzle = sql`in ('public', 'drizzle')`;
  return {
    columns: await rowsOf(
      db,
      sql`select table_schema, table_name, column_name, ordinal_position, data_type, udt_name, is_nullable,
        column_default, character_maximum_length from information_schema.columns
        where table_schema ${publicOrDrizzle} order by table_schema, table_name, ordinal_position`,
    ),
    indexes: await rowsOf(
      db,
      sql`select schemaname, indexname, indexdef from pg_indexes where schemaname ${publicOrDrizzle} order by 1, 2`,
    ),
    constraints: await rowsOf(
      db,
      sql`select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace) order by 1, 2`,
    ),
    triggers: await rowsOf(
      db,
      sql`select tgname, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal order by 1`,
    ),
    functions: await rowsOf(
      db,
      sql`select proname, pg_get_functiondef(p.oid) as definition from pg_proc p
        where pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') order by 1, 2`,
    ),
    enums: await rowsOf(
      db,
      sql`select t.typname, e.enumlabel from pg_enum e join pg_type t on t.oid = e.enumtypid
        order by t.typname, e.enumsortorder`,
    ),
    statistics: await rowsOf(
      db,
      sql`select c.relname, a.attname, a.attstattarget::int as target from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and a.attstattarget >= 0 order by 1, 2`,
    ),
    extensions: await rowsOf(db, sql`select extname from pg_extension order by 1`),
  };
}
