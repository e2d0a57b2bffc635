import type { Comment, ReportedComment } from '@pepites/contracts';

/** A comment by Bruno (id 5) under list 77, that the reader may neither edit nor delete; override what the test is about. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    list_id: 77,
    author: { id: 5, user_name: 'bruno_cine', avatar: null },
    body: 'Très belle liste !',
    spoiler: false,
    created_at: '2026-11-20T10:00:00.000Z',
    edited_at: null,
    can_edit: false,
    can_delete: false,
    ...overrides,
  };
}

/** A reported comment of list 77, reported twice. */
export function makeReportedComment(overrides: Partial<ReportedComment> = {}): ReportedComment {
  return {
    comment: makeComment({ can_delete: true }),
    list: { id: 77, title: 'Les classiques' },
    reports: 2,
    reasons: ['spam', 'abuse'],
    last_reported_at: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}
