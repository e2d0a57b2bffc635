import type { ContentItem, ListDetail, ListSummary } from '@pepites/contracts';

let nextId = 1000;

/** An item as the API answers it; override what the test is about. */
export function makeItem(overrides: Partial<ContentItem> = {}): ContentItem {
  nextId += 1;
  return {
    id: nextId,
    provider_id: String(nextId),
    provider_id_string: null,
    title: `Title ${nextId}`,
    poster_path: null,
    type: 'movie',
    seen: false,
    note: null,
    position: 0,
    ...overrides,
  };
}

/** A list on a card or in a table. */
export function makeList(overrides: Partial<ListSummary> = {}): ListSummary {
  nextId += 1;
  const content = overrides.content ?? [makeItem(), makeItem()];
  return {
    id: nextId,
    title: `List ${nextId}`,
    description: 'Films to see once in a lifetime.',
    type: 'movie',
    privacy: 'public',
    creator_id: 7,
    creator: { id: 7, user_name: 'margaux_cine', avatar: null },
    likes: 3,
    liked: false,
    item_count: content.length,
    tags: [],
    content,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A list's page as `GET /list/getById/...` answers it. */
export function makeListDetail(overrides: Partial<ListDetail> = {}): ListDetail {
  const summary = makeList(overrides);
  return {
    ...summary,
    liked_by: [],
    share_url: `http://localhost:3000/listDetails/${summary.id}`,
    qrCodeDataURL: 'data:image/png;base64,iVBORw0KGgo=',
    ...overrides,
  };
}

/** A user as a list names them (creator, liker). */
export function person(id: number, user_name: string) {
  return { id, user_name, avatar: null };
}
