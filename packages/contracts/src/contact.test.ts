import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.js';

const valid = { email: 'lea@exemple.fr', subject: 'Bonjour', message: 'Merci pour Pépites !' };

function fieldErrors(input: unknown) {
  const result = contactInputSchema.safeParse(input);
  if (result.success) return {};
  // The first problem of each field is the one a person sees.
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contact form', () => {
  it('accepts a valid message and normalises the email', () => {
    expect(contactInputSchema.parse({ ...valid, email: ' Lea@Exemple.FR ' }).email).toBe('lea@exemple.fr');
  });

  it.each(['lea@exemple', 'lea@exemple.abcde', 'léa@exemple.fr', 'lea exemple.fr', `${'a'.repeat(250)}@exemple.fr`])(
    'refuses the email %j',
    (email) => {
      expect(fieldErrors({ ...valid, email })).toEqual({ email: 'contact.email' });
    },
  );

  it('limits the subject to 50 characters and the message to 500', () => {
    expect(fieldErrors({ ...valid, subject: 's'.repeat(50) })).toEqual({});
    expect(fieldErrors({ ...valid, subject: 's'.repeat(51) })).toEqual({ subject: 'contact.subject.tooLong' });
    expect(fieldErrors({ ...valid, message: 'm'.repeat(500) })).toEqual({});
    expect(fieldErrors({ ...valid, message: 'm'.repeat(501) })).toEqual({ message: 'contact.message.tooLong' });
  });

  it('needs an email and a message; the subject may be empty', () => {
    expect(fieldErrors({ ...valid, subject: undefined })).toEqual({});
    expect(fieldErrors({ email: '', subject: '', message: '  ' })).toEqual({
      email: 'email.required',
      message: 'contact.message.required',
    });
  });
});
