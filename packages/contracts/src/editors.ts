import { z } from 'zod';
import { dbIdSchema } from './common.js';
import { EDITOR_STATUSES } from './community-constants.js';
import { listPersonSchema, listSummarySchema } from './lists.js';

/** Lists made together (docs/decisions/038-community.md): the creator's editors and invitations. */
export const listEditorParamsSchema = z.object({ listId: dbIdSchema, userId: dbIdSchema });
export const inviteEditorInputSchema = z.object({
  user_name: z.string({ error: 'editor.unknown' }).trim().min(1, 'editor.unknown').max(64, 'editor.unknown'),
});
export type InviteEditorInput = z.infer<typeof inviteEditorInputSchema>;
export const answerInvitationInputSchema = z.object({ accept: z.boolean() });
export type AnswerInvitationInput = z.infer<typeof answerInvitationInputSchema>;

export const listEditorSchema = listPersonSchema.extend({
  status: z.enum(EDITOR_STATUSES),
  /** Items of the list this member added. */
  added_items: z.number().int(),
});
export type ListEditor = z.infer<typeof listEditorSchema>;

/** The caller's part in a list: creator, editor, invited (not yet answered) or none. */
export const LIST_ROLES = ['creator', 'editor', 'invited', 'none'] as const;
export type ListRole = (typeof LIST_ROLES)[number];

/** `GET /list/{listId}/editors`: the creator and the editors; invitations are shown to the creator and the invitee only. */
export const listEditorsResponseSchema = z.object({
  creator: listPersonSchema.extend({ added_items: z.number().int() }),
  editors: z.array(listEditorSchema),
  role: z.enum(LIST_ROLES),
});
export type ListEditorsResponse = z.infer<typeof listEditorsResponseSchema>;
export const editorResponseSchema = z.object({ message: z.string(), editor: listEditorSchema });

/** The lists the caller edits with others, and the invitations waiting for an answer. */
export const editingListSchema = z.object({ list: listSummarySchema, status: z.enum(EDITOR_STATUSES) });
export type EditingList = z.infer<typeof editingListSchema>;
export const editingListsResponseSchema = z.object({ lists: z.array(editingListSchema) });
export type EditingListsResponse = z.infer<typeof editingListsResponseSchema>;

/** A reorder sent against an older version of the list: 409 with the list's current order. */
export const reorderConflictSchema = z.object({
  message: z.string(),
  ids: z.array(z.number().int()),
  version: z.number().int(),
});
export type ReorderConflict = z.infer<typeof reorderConflictSchema>;
