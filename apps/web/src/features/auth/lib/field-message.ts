import { translateMessage, type Lang } from '@pepites/contracts';
import type { z } from 'zod';

/**
 * A field's error: a message key of the contracts (translated at render time, so it follows a
 * language switch) or a sentence the server already localized. `translateMessage` returns unknown
 * keys as they are, which is what lets both kinds share one slot. `null` means the field is valid.
 */
export type FieldMessage = string | null;

export function renderFieldMessage(message: FieldMessage, lang: Lang): string | undefined {
  return message ? translateMessage(message, lang) : undefined;
}

/** The message key of the first rule a value breaks, in the order the schema declares its rules. */
export function firstIssueKey(schema: z.ZodType, value: unknown): FieldMessage {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'field.required';
}
