import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The rows of a raw query, on either driver. */
export const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** `deriveListType` of the contracts, for the list `l` of the enclosing query. */
export const DERIVE_LIST_TYPE = sql`(select case when count(distinct i.type) = 0 then null
  when count(distinct i.type) > 1 then 'mixed' when min(i.type::text) = 'youtube' then 'youtube-video'
  else min(i.type::text) end::list_type
  from list_items li join items i on i.id = li.item_id where li.list_id = l.id)`;

/**
 * Every figure the triggers keep (lists' counts, type, tags and card; members' likes received; the
 * site's counters; the search rows), recomputed from the rows it summarizes: each query lists the
 * disagreements, so a database whose figures are exact gives NO_DRIFT.
 */
export async function figureDrift(
  db: Db,
): Promise<Record<'lists' | 'users' | 'counters' | 'search' | 'terms', unknown[]>> {
  return {
    lists: await rowsOf(
      db,
      sql`
      select l.id from lists l
      where l.likes_count <> (select count(*) from likes where list_id = l.id)
         or l.item_count <> (select count(*) from list_items where list_id = l.id)
         or l.tag_ids <> coalesce((select array_agg(tag_id order by tag_id) from list_tags where list_id = l.id), '{}')
         or l.card <> list_card(l.id)
         or l.type is distinct from ${DERIVE_LIST_TYPE}`,
    ),
    users: await rowsOf(
      db,
      sql`
      select u.id from users u
      where u.public_likes_received <> coalesce((select sum(likes_count) from lists where creator_id = u.id and privacy = 'public'), 0)`,
    ),
    counters: await rowsOf(
      db,
      sql`
      with expected(key, value) as (
        select 'users', count(*) from users
        union all select 'lists', count(*) from lists
        union all select 'likes', count(*) from likes
        union all select 'public_lists', count(*) from lists where privacy = 'public'
        union all select 'public_likes', coalesce(sum(likes_count), 0) from lists where privacy = 'public'
        union all select 'public_lists:' || coalesce(type::text, 'empty'), count(*) from lists where privacy = 'public' group by 1
        union all select k.key, count(*) from list_search s
          cross join lateral unnest(list_search_count_keys(s.tag_a, s.tag_b, s.type)) k(key) group by 1
        union all select 'list_search_count_changes (empty once committed)', count(*) from list_search_count_changes
      ), kept(key, value) as (select key, sum(value) from stat_counters group by key)
      select coalesce(e.key, k.key) as key, e.value::int as expected, k.value::int as kept
      from expected e full join kept k on k.key = e.key
      where coalesce(e.value, 0) <> coalesce(k.value, 0)`,
    ),
    search: await rowsOf(
      db,
      sql`
      with expected as (
        select l.id, 0 as a, 0 as b, l.type, l.likes_count from lists l where l.privacy = 'public'
        union all select l.id, t.tag_id, 0, l.type, l.likes_count from lists l join list_tags t on t.list_id = l.id where l.privacy = 'public'
        union all select l.id, t1.tag_id, t2.tag_id, l.type, l.likes_count from lists l
          join list_tags t1 on t1.list_id = l.id join list_tags t2 on t2.list_id = l.id and t1.tag_id < t2.tag_id where l.privacy = 'public'
      )
      select * from (select * from expected except select list_id, tag_a, tag_b, type, likes_count from list_search) missing
      union all
      select * from (select list_id, tag_a, tag_b, type, likes_count from list_search except select * from expected) extra`,
    ),
    // The title search's words and terms (drizzle/0021, docs/decisions/042-title-search-terms.md).
    terms: await rowsOf(
      db,
      sql`
      with expected as (
        select t.term, l.created_at, l.id, l.type, list_search_key(tsvector_to_array(l.title_words), l.tag_ids) as key
        from lists l cross join lateral unnest(list_search_terms(tsvector_to_array(l.title_words), l.tag_ids)) t(term)
        where l.privacy = 'public'
      )
      select * from (select * from expected except select term, created_at, list_id, type, key from list_search_terms) missing
      union all
      select * from (select term, created_at, list_id, type, key from list_search_terms except select * from expected) extra
      union all
      select 'search_terms', created_at, id, type, title from lists where search_terms <> list_word_beginnings(search_words)`,
    ),
  };
}

export const NO_DRIFT = { lists: [], users: [], counters: [], search: [], terms: [] };
