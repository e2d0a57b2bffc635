import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, EMAIL_MAX } from './limits.js';
import { CONTROL_MESSAGE, DISGUISE_MESSAGE, isCleanLine, isCleanMultiline, isUndisguised } from './text.js';

/** Contact email: lowercase letters, digits and ._%+- before @, a domain and a 2 to 4 letter ending. */
export const CONTACT_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;

export const contactInputSchema = z.object({
  email: z
    .string({ error: 'email.required' })
    .trim()
    .toLowerCase()
    .min(1, 'email.required')
    .max(EMAIL_MAX, 'contact.email')
    .refine(isCleanLine, CONTROL_MESSAGE)
    .regex(CONTACT_EMAIL_PATTERN, 'contact.email'),
  subject: z
    .string()
    .trim()
    .max(CONTACT_SUBJECT_MAX, 'contact.subject.tooLong')
    .refine(isCleanLine, CONTROL_MESSAGE)
    .refine(isUndisguised, DISGUISE_MESSAGE)
    .default(''),
  message: z
    .string({ error: 'contact.message.required' })
    .trim()
    .min(1, 'contact.message.required')
    .max(CONTACT_MESSAGE_MAX, 'contact.message.tooLong')
    .refine(isCleanMultiline, CONTROL_MESSAGE),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
