// The community's constants (docs/decisions/038-community.md), apart from their zod schemas: the
// database schema, the bell and the web's pages read them without pulling zod in.

/** What a feed shows of a followed member: a list created, a list liked, titles added to a list. */
export const FEED_EVENT_KINDS = ['created', 'liked', 'added'] as const;
export type FeedEventKind = (typeof FEED_EVENT_KINDS)[number];
/** Events on one feed page; the next page is asked for with the cursor of the last one. */
export const FEED_PAGE_SIZE = 20;
/** Members suggested on an empty feed: the most liked creators one does not follow yet. */
export const FOLLOW_SUGGESTIONS_COUNT = 6;
/** A member follows at most this many members. */
export const FOLLOWING_MAX = 1000;

/** A comment: plain text, line breaks kept. */
export const COMMENT_BODY_MAX = 1000;
/** One's own comment may be edited this long after it was written. */
export const COMMENT_EDIT_MINUTES = 15;
export const COMMENTS_PAGE_SIZE = 20;
/** Comments under one list, all authors together. */
export const COMMENTS_PER_LIST_MAX = 5000;
/** Comments one member writes in an hour, all lists together. */
export const COMMENTS_PER_MEMBER_HOUR = 30;
/** Why a comment is reported. */
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'spoiler', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/** A member invited to edit a list: `invited` until they accept (declining removes the row). */
export const EDITOR_STATUSES = ['invited', 'accepted'] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];
/** Editors (invited or accepted) of one list, the creator not counted. */
export const LIST_EDITORS_MAX = 10;
/** "Items added to a list I edit" is told at most once per list in this many hours. */
export const EDITOR_ADDED_NOTIFY_HOURS = 1;
