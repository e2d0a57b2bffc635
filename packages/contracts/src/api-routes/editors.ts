import * as p from '../api-paths.js';
import { messageResponseSchema } from '../common.js';
import {
  answerInvitationInputSchema,
  editingListsResponseSchema,
  editorResponseSchema,
  inviteEditorInputSchema,
  listEditorParamsSchema,
  listEditorsResponseSchema,
} from '../editors.js';
import { listIdParamSchema } from '../lists.js';
import { route } from './define.js';

/** Lists made together: the creator's editors, invitations and their answers (docs/decisions/038-community.md). */
export const editorRoutes = {
  listEditors: route(p.listEditors, { params: listIdParamSchema, response: { 200: listEditorsResponseSchema } }),
  inviteEditor: route(p.inviteEditor, {
    params: listIdParamSchema,
    body: inviteEditorInputSchema,
    response: { 201: editorResponseSchema },
  }),
  removeEditor: route(p.removeEditor, { params: listEditorParamsSchema, response: { 200: messageResponseSchema } }),
  answerInvitation: route(p.answerInvitation, {
    params: listIdParamSchema,
    body: answerInvitationInputSchema,
    response: { 200: messageResponseSchema },
  }),
  editingLists: route(p.editingLists, { response: { 200: editingListsResponseSchema } }),
};
