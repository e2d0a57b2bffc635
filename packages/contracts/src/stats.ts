import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), catalog: z.enum(['offline', 'live']) });

/** Home counters (CONTRACT §3 `GET /stats`). */
export const platformStatsSchema = z.object({ users: z.number().int(), lists: z.number().int(), likes: z.number().int() });
export type PlatformStats = z.infer<typeof platformStatsSchema>;

export const mostLikedEntrySchema = z.object({
  user_id: z.number().int(),
  user_avatar: z.string().nullable(),
  user_user_name: z.string(),
  total_likes: z.number().int(),
});
export const mostLikedResponseSchema = z.array(mostLikedEntrySchema);
export type MostLikedEntry = z.infer<typeof mostLikedEntrySchema>;
export const totalLikesResponseSchema = z.object({ total_likes: z.number().int() });
