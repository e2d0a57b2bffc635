import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.js';
import { isCleanText } from './text.js';
import { loginInputSchema, updateProfileInputSchema } from './users.js';

describe('isCleanText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s everywhere', (_label, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(isCleanText(value, { multiline: true })).toBe(false);
  });

  it('allows tab and line breaks only in long texts', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isCleanText(value)).toBe(false);
      expect(isCleanText(value, { multiline: true })).toBe(true);
    }
  });

  it('accepts accents, emoji and other scripts', () => {
    expect(isCleanText('Émile aime les 🎬 et 映画 — « oui »')).toBe(true);
  });
});

describe('schemas name the field holding a control character', () => {
  const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('login, contact and profile', () => {
    expect(firstIssue(loginInputSchema.safeParse({ email: 'a\u0000@b.fr', password: 'x' }))).toEqual([['email', 'field.control']]);
    expect(firstIssue(contactInputSchema.safeParse({ email: 'a@b.fr', message: 'Bonjour\u0000' }))).toEqual([['message', 'field.control']]);
    expect(contactInputSchema.safeParse({ email: 'a@b.fr', message: 'Bonjour,\n\n\tmerci' }).success).toBe(true);
    expect(firstIssue(updateProfileInputSchema.safeParse({ username: 'valid_name', city: 'Par\u0000is' }))).toEqual([['city', 'field.control']]);
    expect(updateProfileInputSchema.safeParse({ username: 'valid_name', introduction: 'Ligne 1\nLigne 2' }).success).toBe(true);
  });
});
