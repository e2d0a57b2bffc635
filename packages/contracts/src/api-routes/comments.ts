import * as p from '../api-paths.js';
import {
  commentIdParamSchema,
  commentInputSchema,
  commentResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  reportCommentInputSchema,
  reportedCommentsQuerySchema,
  reportedCommentsResponseSchema,
  resolveReportsInputSchema,
} from '../comments.js';
import { messageResponseSchema } from '../common.js';
import { listIdParamSchema } from '../lists.js';
import { route } from './define.js';

/** Comments under lists, their reports and the admin's answer (docs/decisions/038-community.md). */
export const commentRoutes = {
  listComments: route(p.listComments, {
    params: listIdParamSchema,
    querystring: commentsQuerySchema,
    response: { 200: commentsResponseSchema },
  }),
  addComment: route(p.addComment, {
    params: listIdParamSchema,
    body: commentInputSchema,
    response: { 201: commentResponseSchema },
  }),
  editComment: route(p.editComment, {
    params: commentIdParamSchema,
    body: commentInputSchema,
    response: { 200: commentResponseSchema },
  }),
  deleteComment: route(p.deleteComment, { params: commentIdParamSchema, response: { 200: messageResponseSchema } }),
  reportComment: route(p.reportComment, {
    params: commentIdParamSchema,
    body: reportCommentInputSchema,
    response: { 200: messageResponseSchema },
  }),
  reportedComments: route(p.reportedComments, {
    querystring: reportedCommentsQuerySchema,
    response: { 200: reportedCommentsResponseSchema },
  }),
  resolveCommentReports: route(p.resolveCommentReports, {
    params: commentIdParamSchema,
    body: resolveReportsInputSchema,
    response: { 200: messageResponseSchema },
  }),
};
