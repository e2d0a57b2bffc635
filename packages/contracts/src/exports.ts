import { z } from 'zod';

/** "Download my data" (docs/decisions/036-data-export.md): an archive lives this long once ready. */
export const EXPORT_TTL_HOURS = 24;

/** queued → ready, or failed: what the archive's job has done so far. */
export const EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * One archive of the member's data. `id` is its public id; `downloadPath` (under /api, the session
 * cookie needed) is set only while it is ready and not expired; `expiresAt` is 24 hours after
 * `readyAt` (while queued, the time a stuck job stops counting as running).
 */
export const exportViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  byteSize: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string(),
  downloadPath: z.string().nullable(),
});
export type ExportView = z.infer<typeof exportViewSchema>;

/** `POST /account/exports` answers 202 with the archive just queued. */
export const startExportResponseSchema = z.object({ export: exportViewSchema });
export type StartExportResponse = z.infer<typeof startExportResponseSchema>;

/** `GET /account/exports/latest`: the member's newest archive, or null when there is none. */
export const latestExportResponseSchema = z.object({ export: exportViewSchema.nullable() });
export type LatestExportResponse = z.infer<typeof latestExportResponseSchema>;

/** Any text: an id that is not a uuid is a 404 like an unknown one, not a 400. */
export const exportIdParamSchema = z.object({ exportId: z.string() });
