import {
  NOTIFICATION_CODES,
  renderNotification,
  type NotificationCode,
  type NotificationParams,
} from '@pepites/contracts';
import type { MemberData } from './exports.queries.js';
import { letterboxdCsv, safeFileNames, type LetterboxdRow } from './letterboxd-csv.js';
import type { ZipFile } from './zip-writer.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const iso = (date: Date | null) => date?.toISOString() ?? null;
const day = (date: Date) => date.toISOString().slice(0, 10);
const AVATAR_EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg' };

type Entry = MemberData['entries'][number];

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function profileFile({ profile }: MemberData) {
  return {
    id: profile.id,
    user_name: profile.userName,
    email: profile.email,
    role: profile.role,
    avatar: profile.avatar,
    country: profile.country,
    city: profile.city,
    catchline: profile.catchline,
    introduction: profile.introduction,
    lang: profile.lang,
    created_at: iso(profile.createdAt),
    updated_at: iso(profile.updatedAt),
  };
}

function listsFile(data: MemberData) {
  const entriesOf = groupBy(data.entries, (entry) => entry.listId);
  const tagsOf = groupBy(data.listTags, (tag) => tag.listId);
  return data.lists.map((list) => ({
    id: list.id,
    title: list.title,
    description: list.description,
    privacy: list.privacy,
    type: list.type,
    tags: (tagsOf.get(list.id) ?? []).map((tag) => ({ name: tag.name, name_fr: tag.nameFr })),
    likes_count: list.likesCount,
    created_at: iso(list.createdAt),
    updated_at: iso(list.updatedAt),
    items: (entriesOf.get(list.id) ?? []).map((entry) => ({
      position: entry.position,
      type: entry.type,
      provider_id: entry.providerId,
      title: entry.title,
      year: entry.year,
      note: entry.note,
      added_at: iso(entry.addedAt),
    })),
  }));
}

function notificationsFile({ notifications }: MemberData) {
  return notifications.map((row) => {
    const params = (row.params ?? {}) as NotificationParams;
    const code = (NOTIFICATION_CODES as readonly string[]).includes(row.code ?? '')
      ? (row.code as NotificationCode)
      : null;
    return {
      type: row.type,
      code,
      message: code ? renderNotification(code, params, 'fr') : (row.message ?? ''),
      message_en: code ? renderNotification(code, params, 'en') : (row.messageEn ?? row.message ?? ''),
      seen: row.seen,
      created_at: iso(row.createdAt),
    };
  });
}

function communityFile({ community }: MemberData) {
  const person = (row: { userName: string; since: Date }) => ({ user_name: row.userName, since: iso(row.since) });
  return {
    following: community.following.map(person),
    followers: community.followers.map(person),
    comments: community.comments.map((comment) => ({
      list_id: comment.listId,
      list_title: comment.listTitle,
      body: comment.body,
      spoiler: comment.spoiler,
      created_at: iso(comment.createdAt),
      edited_at: iso(comment.editedAt),
    })),
    lists_edited_together: community.editing.map((row) => ({
      list_id: row.listId,
      title: row.title,
      status: row.status,
    })),
    notification_settings: {
      muted: community.settings?.muted ?? [],
      weekly_digest: community.settings?.weeklyDigest ?? false,
      arrival_mail: community.settings?.arrivalMail ?? 'none',
    },
  };
}

/** The member's streaming services (the movie database's ids) and what they asked to be told of. */
function streamingFile({ streaming }: MemberData) {
  return {
    country: streaming.settings?.region ?? null,
    service_ids: streaming.settings?.providerIds ?? [],
    services_saved_at: iso(streaming.settings?.updatedAt ?? null),
    titles_followed: streaming.titles.map((title) => ({
      type: title.type,
      provider_id: title.providerId,
      title: title.title,
      on_its_own: title.direct,
      arrivals_told: title.arrivals,
      followed_at: iso(title.createdAt),
    })),
    lists_followed: streaming.lists.map((list) => ({
      list_id: list.listId,
      title: list.title,
      followed_at: iso(list.createdAt),
    })),
  };
}

/** A row of Letterboxd's CSV: the movie database's id for movies only, the day the member saw it. */
function letterboxdRow(
  item: Pick<Entry, 'type' | 'providerId' | 'title' | 'year'>,
  seenOn: string | null,
  note: string | null,
): LetterboxdRow {
  return {
    title: item.title,
    year: item.year,
    tmdbId: item.type === 'movie' ? item.providerId : null,
    imdbId: null,
    watchedDate: seenOn,
    review: note,
  };
}

function csvFiles(data: MemberData): ZipFile[] {
  const seenOn = new Map(data.seen.map((mark) => [mark.itemId, day(mark.seenAt)]));
  const entriesOf = groupBy(data.entries, (entry) => entry.listId);
  const names = safeFileNames(data.lists.map((list) => list.title));
  const lists = data.lists.map((list, index) => ({
    name: `lists/${names[index]}.csv`,
    data: letterboxdCsv(
      (entriesOf.get(list.id) ?? []).map((entry) => letterboxdRow(entry, seenOn.get(entry.itemId) ?? null, entry.note)),
    ),
  }));
  const watched = letterboxdCsv(data.seen.map((mark) => letterboxdRow(mark, day(mark.seenAt), null)));
  return [...lists, { name: 'watched.csv', data: watched }];
}

/**
 * The archive's files (docs/decisions/036-data-export.md): JSON for everything we keep of the
 * member, the avatar's image, and Letterboxd's CSV for each list and for the titles seen.
 */
export function archiveFiles(data: MemberData): ZipFile[] {
  const files: ZipFile[] = [
    { name: 'profile.json', data: json(profileFile(data)) },
    { name: 'lists.json', data: json(listsFile(data)) },
    {
      name: 'likes.json',
      data: json(
        data.liked.map((like) => ({
          list_id: like.listId,
          title: like.title,
          creator: like.creator,
          liked_at: iso(like.likedAt),
        })),
      ),
    },
    {
      name: 'seen.json',
      data: json(
        data.seen.map((mark) => ({
          type: mark.type,
          provider_id: mark.providerId,
          title: mark.title,
          year: mark.year,
          seen_at: iso(mark.seenAt),
        })),
      ),
    },
    {
      name: 'badges.json',
      data: json(
        data.badges.map((badge) => ({
          key: badge.key,
          name: badge.name,
          name_en: badge.nameEn,
          description: badge.description,
          description_en: badge.descriptionEn,
          unlocked_at: iso(badge.unlockedAt),
        })),
      ),
    },
    { name: 'notifications.json', data: json(notificationsFile(data)) },
    { name: 'community.json', data: json(communityFile(data)) },
    { name: 'streaming.json', data: json(streamingFile(data)) },
  ];
  if (data.avatar) {
    files.push({ name: `avatar.${AVATAR_EXTENSIONS[data.avatar.mime] ?? 'bin'}`, data: data.avatar.bytes });
  }
  return [...files, ...csvFiles(data)];
}
