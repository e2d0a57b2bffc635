import { z } from 'zod';

/** One mail of the local outbox as the admin sees it (`GET /api/admin/outbox`). */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxResponseSchema = z.object({ mails: z.array(outboxEntrySchema) });
