import { z } from 'zod';
import { dbIdSchema, PAGE_SIZE_MAX, pageMetaFields, paginationQuerySchema } from './common.js';
import { COMMENT_BODY_MAX, COMMENT_REPORT_REASONS, COMMENTS_PAGE_SIZE } from './community-constants.js';
import { listPersonSchema } from './lists.js';
import { CONTROL_MESSAGE, DISGUISE_MESSAGE, hasVisibleCharacter, isCleanMultiline, isUndisguised } from './text.js';

/** A comment's text: plain, line breaks kept, no control or bidi characters, something visible. */
export const commentBodySchema = z
  .string({ error: 'comment.required' })
  .trim()
  .min(1, 'comment.required')
  .max(COMMENT_BODY_MAX, 'comment.tooLong')
  .refine(isCleanMultiline, CONTROL_MESSAGE)
  .refine(isUndisguised, DISGUISE_MESSAGE)
  .refine(hasVisibleCharacter, 'comment.required');

export const commentInputSchema = z.object({
  body: commentBodySchema,
  spoiler: z.boolean().default(false),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentIdParamSchema = z.object({ commentId: dbIdSchema });
/** A page of comments is COMMENTS_PAGE_SIZE long unless asked otherwise. */
export const commentsQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(COMMENTS_PAGE_SIZE),
});

/**
 * A comment as the caller sees it (docs/decisions/038-community.md). `can_edit`: the author, within
 * COMMENT_EDIT_MINUTES; `can_delete`: the author, the list's creator or the admin.
 */
export const commentSchema = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  author: listPersonSchema,
  body: z.string(),
  spoiler: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsResponseSchema = z.object({ comments: z.array(commentSchema), ...pageMetaFields });
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;
export const commentResponseSchema = z.object({ message: z.string(), comment: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

export const reportCommentInputSchema = z.object({
  reason: z.enum(COMMENT_REPORT_REASONS, { error: 'field.invalid' }),
});
export type ReportCommentInput = z.infer<typeof reportCommentInputSchema>;

/** The admin's reports table: one row per reported comment, its reports counted. */
export const reportedCommentSchema = z.object({
  comment: commentSchema,
  list: z.object({ id: z.number().int(), title: z.string() }),
  reports: z.number().int(),
  reasons: z.array(z.enum(COMMENT_REPORT_REASONS)),
  last_reported_at: z.string(),
});
export type ReportedComment = z.infer<typeof reportedCommentSchema>;
export const reportedCommentsQuerySchema = paginationQuerySchema;
export const reportedCommentsResponseSchema = z.object({ reported: z.array(reportedCommentSchema), ...pageMetaFields });
export type ReportedCommentsResponse = z.infer<typeof reportedCommentsResponseSchema>;
/** The admin's answer to a reported comment: keep it (the reports are dismissed) or delete it. */
export const resolveReportsInputSchema = z.object({
  action: z.enum(['dismiss', 'delete'], { error: 'field.invalid' }),
});
export type ResolveReportsInput = z.infer<typeof resolveReportsInputSchema>;
