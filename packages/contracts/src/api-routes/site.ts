import { z } from 'zod';
import * as p from '../api-paths.js';
import { badgesResponseSchema } from '../badges.js';
import { messageResponseSchema } from '../common.js';
import { contactInputSchema } from '../contact.js';
import { apiErrorSchema } from '../errors.js';
import {
  healthResponseSchema,
  mostLikedResponseSchema,
  platformStatsSchema,
  totalLikesResponseSchema,
} from '../stats.js';
import { tagsResponseSchema } from '../tags.js';
import { route } from './define.js';

/** The home page's figures, the reference tables, the contact form and the health check. */
export const siteRoutes = {
  platformStats: route(p.platformStats, { response: { 200: platformStatsSchema } }),
  mostLiked: route(p.mostLiked, { response: { 200: mostLikedResponseSchema } }),
  totalLikes: route(p.totalLikes, { response: { 200: totalLikesResponseSchema } }),
  tags: route(p.tags, { response: { 200: tagsResponseSchema } }),
  badges: route(p.badges, { response: { 200: badgesResponseSchema } }),
  sendContact: route(p.sendContact, {
    body: contactInputSchema,
    response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
  }),
  health: route(p.health, {
    response: { 200: healthResponseSchema, 503: z.union([healthResponseSchema, apiErrorSchema]) },
  }),
};
