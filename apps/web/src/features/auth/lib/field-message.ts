import type { z } from 'zod';

/**
 * A field's error: a message key of the contracts or a sentence the server already localized; the
 * form's FormField translates keys at render time (components/ui/form-field.tsx), so messages follow
 * a language switch. `null` means the field is valid.
 */
export type FieldMessage = string | null;

/** The message key of the first rule a value breaks, in the order the schema declares its rules. */
export function firstIssueKey(schema: z.ZodType, value: unknown): FieldMessage {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'field.required';
}
