import { z } from 'zod';

const PROBE = z.enum(['ok', 'down']);
/**
 * `GET /api/health`, the readiness of one server process: 200 with `status: ok` when what it needs
 * answers, else 503 with `status: unavailable` and the `reason` (the part that does not answer).
 * `redis` is there only when REDIS_URL is set.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: PROBE,
  redis: PROBE.optional(),
  catalog: z.enum(['offline', 'live']),
  reason: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Home counters (`GET /stats`, docs/product.md#home-page). */
export const platformStatsSchema = z.object({
  users: z.number().int(),
  lists: z.number().int(),
  likes: z.number().int(),
});
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
