import * as p from '../api-paths.js';
import {
  feedQuerySchema,
  feedResponseSchema,
  followChangeResponseSchema,
  followPeopleQuerySchema,
  followPeopleResponseSchema,
  followStateResponseSchema,
  followSuggestionsResponseSchema,
} from '../follows.js';
import { userIdParamSchema } from '../users.js';
import { route } from './define.js';

/** Following members and the feed of what they make (docs/decisions/038-community.md). */
export const followRoutes = {
  followState: route(p.followState, { params: userIdParamSchema, response: { 200: followStateResponseSchema } }),
  followUser: route(p.followUser, { params: userIdParamSchema, response: { 200: followChangeResponseSchema } }),
  unfollowUser: route(p.unfollowUser, {
    params: userIdParamSchema,
    response: { 200: followChangeResponseSchema },
  }),
  followers: route(p.followers, {
    params: userIdParamSchema,
    querystring: followPeopleQuerySchema,
    response: { 200: followPeopleResponseSchema },
  }),
  following: route(p.following, {
    params: userIdParamSchema,
    querystring: followPeopleQuerySchema,
    response: { 200: followPeopleResponseSchema },
  }),
  feed: route(p.feed, { querystring: feedQuerySchema, response: { 200: feedResponseSchema } }),
  followSuggestions: route(p.followSuggestions, { response: { 200: followSuggestionsResponseSchema } }),
};
