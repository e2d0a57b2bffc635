import * as p from '../api-paths.js';
import { idParamSchema, messageResponseSchema } from '../common.js';
import { reorderConflictSchema } from '../editors.js';
import {
  addContentInputSchema,
  browseListsBodySchema,
  browseListsQuerySchema,
  browseListsResponseSchema,
  contentResponseSchema,
  contentSeenParamsSchema,
  countByProviderParamsSchema,
  countByProviderQuerySchema,
  countResponseSchema,
  createListInputSchema,
  createListResponseSchema,
  homeListsResponseSchema,
  itemNoteInputSchema,
  likedListsResponseSchema,
  likeResponseSchema,
  likersQuerySchema,
  likersResponseSchema,
  listAndUserParamsSchema,
  listContentParamsSchema,
  listDetailResponseSchema,
  listIdParamSchema,
  listLikeParamsSchema,
  reorderContentInputSchema,
  reorderContentResponseSchema,
  seenResponseSchema,
  updateListInputSchema,
  updateListResponseSchema,
  userListsQuerySchema,
  userListsResponseSchema,
} from '../lists.js';
import { userIdParamSchema } from '../users.js';
import { route } from './define.js';

/** Lists, their items, likes and seen marks. */
export const listRoutes = {
  createList: route(p.createList, {
    params: userIdParamSchema,
    body: createListInputSchema,
    response: { 201: createListResponseSchema },
  }),
  listDetail: route(p.listDetail, { params: listAndUserParamsSchema, response: { 200: listDetailResponseSchema } }),
  updateList: route(p.updateList, {
    params: listIdParamSchema,
    body: updateListInputSchema,
    response: { 200: updateListResponseSchema },
  }),
  deleteList: route(p.deleteList, { params: idParamSchema, response: { 200: messageResponseSchema } }),
  userLists: route(p.userLists, {
    params: userIdParamSchema,
    querystring: userListsQuerySchema,
    response: { 200: userListsResponseSchema },
  }),
  likedLists: route(p.likedLists, {
    params: userIdParamSchema,
    querystring: userListsQuerySchema,
    response: { 200: likedListsResponseSchema },
  }),
  browseLists: route(p.browseLists, {
    querystring: browseListsQuerySchema,
    body: browseListsBodySchema,
    response: { 200: browseListsResponseSchema },
  }),
  browseListsByQuery: route(p.browseListsByQuery, {
    querystring: browseListsQuerySchema,
    response: { 200: browseListsResponseSchema },
  }),
  homeLists: route(p.homeLists, { response: { 200: homeListsResponseSchema } }),

  addContent: route(p.addContent, {
    params: listIdParamSchema,
    body: addContentInputSchema,
    response: { 200: contentResponseSchema },
  }),
  removeContent: route(p.removeContent, { params: listContentParamsSchema, response: { 200: messageResponseSchema } }),
  reorderContent: route(p.reorderContent, {
    params: listIdParamSchema,
    body: reorderContentInputSchema,
    response: { 200: reorderContentResponseSchema, 409: reorderConflictSchema },
  }),
  updateNote: route(p.updateNote, {
    params: listContentParamsSchema,
    body: itemNoteInputSchema,
    response: { 200: contentResponseSchema },
  }),
  toggleSeen: route(p.toggleSeen, { params: contentSeenParamsSchema, response: { 200: seenResponseSchema } }),
  listCountByItem: route(p.listCountByItem, {
    params: countByProviderParamsSchema,
    querystring: countByProviderQuerySchema,
    response: { 200: countResponseSchema },
  }),

  toggleLike: route(p.toggleLike, { params: listLikeParamsSchema, response: { 200: likeResponseSchema } }),
  likers: route(p.likers, {
    params: idParamSchema,
    querystring: likersQuerySchema,
    response: { 200: likersResponseSchema },
  }),
};
