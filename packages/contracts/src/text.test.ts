import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.js';
import { createBadgeInputSchema } from './admin.js';
import { createListInputSchema } from './lists.js';
import { isCleanText, isUndisguised } from './text.js';
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
    expect(firstIssue(loginInputSchema.safeParse({ email: 'a\u0000@b.fr', password: 'x' }))).toEqual([
      ['email', 'field.control'],
    ]);
    expect(firstIssue(contactInputSchema.safeParse({ email: 'a@b.fr', message: 'Bonjour\u0000' }))).toEqual([
      ['message', 'field.control'],
    ]);
    expect(contactInputSchema.safeParse({ email: 'a@b.fr', message: 'Bonjour,\n\n\tmerci' }).success).toBe(true);
    expect(firstIssue(updateProfileInputSchema.safeParse({ username: 'valid_name', city: 'Par\u0000is' }))).toEqual([
      ['city', 'field.control'],
    ]);
    expect(
      updateProfileInputSchema.safeParse({ username: 'valid_name', introduction: 'Ligne 1\nLigne 2' }).success,
    ).toBe(true);
  });
});

describe('isUndisguised: titles and names', () => {
  it.each([
    ['a right-to-left override', 'Mes films \u202Egpj.exe'],
    ['a left-to-right embedding', '\u202AListe'],
    ['an isolate', 'Liste \u2067x\u2069'],
    ['a right-to-left mark', 'Liste\u200F'],
    ['five combining marks on one letter', 'Ze\u0301\u0300\u0302\u0303\u0308'],
    ['a chain of forty marks', `Z${'\u0336'.repeat(40)}algo`],
  ])('refuses %s', (_label, value) => {
    expect(isUndisguised(value)).toBe(false);
  });

  it.each([
    ['decomposed Vietnamese', 'Vie\u0323\u0302t Nam'],
    ['pointed Hebrew', '\u05E9\u05C1\u05B8\u05C1\u05DC\u05D5\u05B9\u05DD'],
    ['a keycap emoji and a heart', '1\uFE0F\u20E3 ❤\uFE0F'],
    ['Arabic', 'أفلام مفضلة'],
    ['four marks, the most one character may carry', 'e\u0301\u0300\u0302\u0303'],
  ])('accepts %s', (_label, value) => {
    expect(isUndisguised(value)).toBe(true);
  });

  it('is checked on list titles and badge names, naming the field', () => {
    const list = createListInputSchema.safeParse({ title: 'Soirée \u202Enic', description: '', tags: [] });
    expect(list.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'field.disguised'],
    ]);
    const badge = createBadgeInputSchema.safeParse({
      name: 'Pe\u0301\u0301\u0301\u0301\u0301pite',
      name_en: 'Gem',
      description: 'd',
      description_en: 'd',
      icon: '/api/uploads/x.webp',
      rule: null,
    });
    expect(badge.error?.issues.map((issue) => issue.message)).toContain('field.disguised');
  });
});
