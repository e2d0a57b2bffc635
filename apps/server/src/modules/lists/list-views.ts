import type {
  ContentItem,
  EditorStatus,
  ListDetail,
  ListPrivacy,
  ListSummary,
  ListType,
  MediaType,
  Tag,
} from '@pepites/contracts';
import { LIST_CARD_ITEMS, LIST_LIKERS_PREVIEW } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import {
  items,
  likes,
  listEditors,
  listItems,
  lists,
  listTags,
  seenMarks,
  tags,
  users,
} from '../../db/schema/index.js';
import type { ItemTitles } from './item-titles.js';

/**
 * Lists as the API shows them, a whole page in one prepared statement whatever the number of lists:
 * each row carries its creator, its tags and its first items (with the caller's seen marks) as JSON.
 */

interface ContentJson {
  id: number;
  provider_id: string;
  provider_id_string: string | null;
  title: string;
  poster_path: string | null;
  type: MediaType;
  /** Absent from a kept card (drizzle/0008_list-cards.sql): a visitor has no marks. */
  seen?: boolean;
  note: string | null;
  position: number;
}

interface SummaryRow {
  id: number;
  title: string;
  description: string;
  type: ListType | null;
  privacy: ListPrivacy;
  creator_id: number;
  likes: number;
  item_count: number;
  created_at: Date | string;
  user_name: string;
  avatar: string | null;
  tags: Tag[];
  content: ContentJson[];
  liked: boolean;
}

/**
 * What a list's own page adds to its card: its first likers, its kept QR code, its version, who
 * added each item, and the viewer's place among its editors (list-access.ts decides with it).
 */
function pageExtras(viewerId: number | null) {
  const editorStatus =
    viewerId === null
      ? sql`null::text`
      : sql`(select e.status::text from ${listEditors} e where e.list_id = l.id and e.user_id = ${viewerId})`;
  return sql`,
      coalesce((
        select json_agg(json_build_object('id', f.id, 'user_name', f.user_name, 'avatar', f.avatar) order by f.created_at desc, f.id desc)
        from (
          select u2.id, u2.user_name, u2.avatar, k2.created_at from ${likes} k2 join ${users} u2 on u2.id = k2.user_id
          where k2.list_id = l.id order by k2.created_at desc, k2.user_id desc limit ${LIST_LIKERS_PREVIEW}
        ) f
      ), '[]') as liked_by,
      coalesce((
        select json_object_agg(a.item_id, a.added_by) from ${listItems} a where a.list_id = l.id and a.added_by is not null
      ), '{}') as added_by,
      ${editorStatus} as editor_status,
      l.version, l.qr_code, l.qr_code_url`;
}

/** `perList` caps each list's items (a card's slider); null gives them all (a list's page). Exported for the benchmark's EXPLAIN. */
export function summariesStatement(
  ids: number[],
  viewerId: number | null,
  perList: number | null,
  withPageExtras = false,
) {
  // A visitor has no marks: their statement (prepared apart) skips those lookups altogether.
  const seen =
    viewerId === null
      ? sql`false`
      : sql`exists (select 1 from ${seenMarks} s where s.user_id = ${viewerId} and s.item_id = i.id)`;
  const liked =
    viewerId === null
      ? sql`false`
      : sql`exists (select 1 from ${likes} k where k.user_id = ${viewerId} and k.list_id = l.id)`;
  const listTagsJson = sql`coalesce((
        select json_agg(json_build_object('name', t.name, 'name_fr', t.name_fr) order by t.id)
        from ${listTags} lt join ${tags} t on t.id = lt.tag_id where lt.list_id = l.id
      ), '[]')`;
  const itemsJson = sql`coalesce((
        select json_agg(json_build_object(
          'id', c.id, 'provider_id', c.provider_id, 'provider_id_string', c.provider_id_string, 'title', c.title,
          'poster_path', c.poster_path, 'type', c.type, 'seen', c.seen, 'note', c.note, 'position', c.position) order by c.rank)
        from (
          select i.id, i.provider_id, i.title, i.poster_path, i.type, li.note, li.position,
            case when jsonb_typeof(i.snapshot -> 'provider_id_string') = 'string' then i.snapshot ->> 'provider_id_string' end as provider_id_string,
            ${seen} as seen,
            row_number() over (order by li.position, li.added_at, i.id) as rank
          from ${listItems} li join ${items} i on i.id = li.item_id
          where li.list_id = l.id
          order by li.position, li.added_at, i.id
          limit ${perList}::int
        ) c
      ), '[]')`;
  // A visitor's view of a list short enough to fit its kept card is that card (no walk of its items).
  const visitorReadsCard = viewerId === null && perList === null;
  const tagsColumn = visitorReadsCard ? sql`l.card -> 'tags'` : listTagsJson;
  const contentColumn = visitorReadsCard
    ? sql`case when l.item_count <= ${sql.raw(String(LIST_CARD_ITEMS))} then l.card -> 'content' else ${itemsJson}::jsonb end`
    : itemsJson;
  return sql`
    select l.id, l.title, l.description, l.type, l.privacy, l.creator_id, l.likes_count as likes, l.item_count, l.created_at,
      u.user_name, u.avatar, ${tagsColumn} as tags, ${contentColumn} as content,
      ${liked} as liked${withPageExtras ? pageExtras(viewerId) : sql``}
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page(id, n)
    join ${lists} l on l.id = page.id
    join ${users} u on u.id = l.creator_id
    order by page.n`;
}

interface PageRow extends SummaryRow {
  liked_by: ListDetail['liked_by'];
  /** Item id → the member who added it (items of unknown adders are absent). */
  added_by: Record<string, number>;
  editor_status: EditorStatus | null;
  version: number;
  qr_code: string | null;
  qr_code_url: string | null;
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A row as the API shows it, each item titled in the reader's language (item-titles.ts). */
function toSummary(row: SummaryRow, titles: ItemTitles): ListSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    privacy: row.privacy,
    creator_id: row.creator_id,
    creator: { id: row.creator_id, user_name: row.user_name, avatar: row.avatar },
    likes: row.likes,
    liked: row.liked,
    item_count: row.item_count,
    tags: row.tags,
    // Items read from a kept card (a visitor's view) carry no seen mark.
    content: row.content.map((item) => titles({ ...item, seen: item.seen ?? false })),
    created_at: toIso(row.created_at),
  };
}

/**
 * A visitor's card of list `l` by `u`, as the columns of a summary row: the card the database keeps
 * on each list (drizzle/0008_list-cards.sql), one row a list, no walk of its items. Its tags and
 * items come as JSON text, read only when the card is not kept already (visitor-cards.ts). The
 * database's title_search_page (drizzle/0021) returns the same columns.
 */
export const KEPT_CARD_COLUMNS = `l.id, l.title, l.description, l.type, l.privacy, l.creator_id, l.likes_count as likes,
  l.item_count, l.created_at, u.user_name, u.avatar, (l.card -> 'tags')::text as tags,
  (l.card -> 'content')::text as content, false as liked`;

/** A card as KEPT_CARD_COLUMNS reads it. */
export type KeptCard = Omit<SummaryRow, 'tags' | 'content'> & { tags: string; content: string };

/** Visitors' cards of `ids`, in their order. Exported for the benchmark's EXPLAIN. */
export function keptCardsStatement(ids: number[]) {
  return sql`
    select ${sql.raw(KEPT_CARD_COLUMNS)}
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page(id, n)
    join ${lists} l on l.id = page.id
    join ${users} u on u.id = l.creator_id
    order by page.n`;
}

/** A kept card as the API shows it, each item titled in the reader's language. */
export const keptCardSummary = (card: KeptCard, titles: ItemTitles): ListSummary =>
  toSummary(
    { ...card, tags: JSON.parse(card.tags) as Tag[], content: JSON.parse(card.content) as ContentJson[] },
    titles,
  );

/** The summaries of `ids`, in the order of `ids` (callers check visibility beforehand). */
export async function listSummaries(
  db: Db,
  ids: number[],
  viewerId: number | null,
  titles: ItemTitles,
  itemsPerList: number | null = LIST_CARD_ITEMS,
): Promise<ListSummary[]> {
  if (ids.length === 0) return [];
  if (viewerId === null && itemsPerList === LIST_CARD_ITEMS)
    return (await preparedRows<KeptCard>(db, keptCardsStatement(ids))).map((card) => keptCardSummary(card, titles));
  const rows = await preparedRows<SummaryRow>(db, summariesStatement(ids, viewerId, itemsPerList));
  return rows.map((row) => toSummary(row, titles));
}

/** A list's page in one statement: its card with every item, its first likers and its kept QR code. */
export async function listPage(db: Db, listId: number, viewerId: number | null, titles: ItemTitles) {
  const [row] = await preparedRows<PageRow>(db, summariesStatement([listId], viewerId, null, true));
  if (!row) return null;
  const summary = toSummary(row, titles);
  const content = summary.content.map((item) => ({ ...item, added_by: row.added_by[String(item.id)] ?? null }));
  return {
    summary: { ...summary, content },
    likedBy: row.liked_by,
    qrCode: row.qr_code,
    qrCodeUrl: row.qr_code_url,
    editorStatus: row.editor_status,
    version: row.version,
  };
}

/** One list's items as `viewerId` sees them, in list order. */
export async function listContent(
  db: Db,
  listId: number,
  viewerId: number | null,
  titles: ItemTitles,
): Promise<ContentItem[]> {
  const [summary] = await listSummaries(db, [listId], viewerId, titles, null);
  return summary?.content ?? [];
}
