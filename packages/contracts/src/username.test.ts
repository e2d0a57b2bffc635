import { describe, expect, it } from 'vitest';
import { usernameSchema } from './accounts.js';

const verdict = (value: string) => {
  const result = usernameSchema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('username characters (look-alikes and invisible characters)', () => {
  it.each([
    ['a Cyrillic а among Latin letters', '\u0430dmin', 'username.mixedScripts'],
    ['a Greek omicron among Latin letters', 'rob\u03bft1', 'username.mixedScripts'],
    ['a right-to-left override', '\u202enimda', 'username.characters'],
    ['a zero-width space', 'redbob1\u200b', 'username.characters'],
    ['a zero-width joiner', 'red\u200dbob1', 'username.characters'],
    ['a soft hyphen', 'red\u00adbob1', 'username.characters'],
    ['a NUL byte', 'redbob\u00001', 'username.characters'],
    ['a space inside', 'red bob1', 'username.characters'],
    ['a non-breaking space inside', 'red\u00a0bob1', 'username.characters'],
    ['a combining mark on nothing', '_\u0301abcd', 'username.characters'],
    ['a pile of combining marks', 'ze\u0301\u0301\u0301\u0301bra', 'username.characters'],
    ['a modifier apostrophe', 'o\u02bcbrien', 'username.characters'],
  ])('refuses %s', (_label, value, key) => {
    expect(verdict(value)).toBe(key);
  });

  it('normalizes compatibility forms (NFKC) before any rule', () => {
    expect(verdict('ＲＥＤＢＯＢ１')).toBe('REDBOB1');
    expect(verdict('ﬁlmophile')).toBe('filmophile');
    // Decomposed é (e + combining acute) is stored composed.
    expect(verdict('e\u0301mile_1')).toBe('émile_1');
  });

  it.each([
    'émile_1',
    'Élodie_42',
    'jean-luc.d',
    'Ωμέγα_22',
    'Дмитрий',
    '山田たろう',
    'hello山田',
    'صالح_٣٣',
    'देवनागरी',
  ])('accepts %j (one writing system, accents welcome)', (value) => {
    expect(verdict(value)).toBe(value);
  });
});
