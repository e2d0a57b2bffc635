import { z } from 'zod';

/**
 * One mail of the outbox as the admin sees it (`GET /api/admin/outbox`). Reset links are masked;
 * mails sent by SMTP keep no subject or body (null), only who got which kind of mail, when.
 */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  transport: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxResponseSchema = z.object({ mails: z.array(outboxEntrySchema) });
