// EXPLAIN ANALYZE of the browse statements the server runs, one filter per scenario, on the
// benchmark's database: the statements are built by the server's own code (its production build).
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/stamps.mjs';

const EXAMPLES = {
  'browse, no filter, page 1, newest': { sort: 'newest', page: 1 },
  'browse, no filter, page 10, most liked': { sort: 'liked', page: 10 },
  'browse by type (podcast), most liked': { type: 'podcast', sort: 'liked', page: 1 },
  'browse by 2 tags, newest': { tags: ['horror', 'comedy'], sort: 'newest', page: 1 },
  'title words, a common 2-letter prefix ("be")': { title: 'be', sort: 'relevance', page: 1 },
  'title words, a rarer word ("samurai") + 1 tag': { title: 'samurai', tags: ['drama'], sort: 'relevance', page: 1 },
  'title words, 3 prefixes ("best horr nig")': { title: 'best horr nig', sort: 'relevance', page: 1 },
  'title words, a prefix matching nothing ("xq")': { title: 'xq', sort: 'relevance', page: 1 },
};

export async function explainBrowse(url) {
  // Imported here, once bench/lists.mjs has built the workspace (a fresh clone has no dist yet).
  const { HOME_LISTS_COUNT } = await import('@pepites/contracts');
  const { browsePageStatement, browseCountStatement } = await import(
    `${ROOT}/apps/server/dist/modules/lists/browse-matching.js`
  );
  const { wordSearchStatements } = await import(`${ROOT}/apps/server/dist/modules/lists/browse-words.queries.js`);
  const { wordQueries } = await import(`${ROOT}/apps/server/dist/lib/search-words.js`);
  const { wordStats } = await import(`${ROOT}/apps/server/dist/modules/lists/word-stats.js`);
  const { openPostgres } = await import(`${ROOT}/apps/server/dist/db/client.js`);
  // The title terms the server would walk come from the same statistics it reads.
  const database = await openPostgres(url);
  const { terms: termStats } = await wordStats(database.db).finally(() => database.close());
  const { keptCardsStatement, summariesStatement } = await import(
    `${ROOT}/apps/server/dist/modules/lists/list-views.js`
  );
  const { allTimeMostLikedStatement, newestStatement, weekMostLikedStatement } = await import(
    `${ROOT}/apps/server/dist/modules/lists/home-lists.queries.js`
  );
  const dialect = new PgDialect();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans = {};
  try {
    const { rows } = await client.query('SELECT id, name FROM tags');
    const idOf = new Map(rows.map((row) => [row.name, row.id]));
    const { rows: firstPage } = await client.query(
      "SELECT list_id FROM list_search WHERE tag_a = 0 AND tag_b = 0 AND type = 'mixed' ORDER BY created_at DESC, list_id DESC LIMIT 10",
    );
    const pageIds = firstPage.map((row) => row.list_id);
    const cardStatements = {
      'cards of a page (10 mixed lists), a visitor: kept cards': keptCardsStatement(pageIds),
      'cards of a page (10 mixed lists), a member: items walked for seen marks': summariesStatement(pageIds, 1, 20),
      "home: the week's most liked lists (the week's likes counted)": weekMostLikedStatement(HOME_LISTS_COUNT),
      'home: the all-time most liked, topping the week up': allTimeMostLikedStatement(HOME_LISTS_COUNT, []),
      'home: the newest lists': newestStatement(HOME_LISTS_COUNT),
    };
    for (const [label, statement] of Object.entries(cardStatements)) {
      const { sql, params } = dialect.sqlToQuery(statement);
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      plans[label] = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    for (const [label, example] of Object.entries(EXAMPLES)) {
      const filter = { limit: 10, ...example };
      const tagIds = (example.tags ?? []).map((name) => idOf.get(name)).sort((a, b) => a - b);
      // A word search runs its title statement, then, when the page needs them, its other matches one way.
      const parts = example.title
        ? wordSearchStatements(filter, tagIds, wordQueries(example.title), termStats)
        : [['page', browsePageStatement(filter, tagIds)]];
      if (example.tags && !example.title) parts.push(['count (capped)', browseCountStatement(filter, tagIds)]);
      const explained = [];
      for (const [part, statement] of parts) {
        // A statement the server writes as text comes with its values; the others are drizzle's.
        const { sql, params } =
          'text' in statement ? { sql: statement.text, params: statement.params } : dialect.sqlToQuery(statement);
        const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
        explained.push(`-- ${part}: ${sql}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
      plans[label] = explained.join('\n');
    }
  } finally {
    await client.end();
  }
  return plans;
}
