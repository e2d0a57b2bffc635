import { describe, expect, it } from 'vitest';
import { emailSchema, isPasswordValid, passwordSchema, usernameSchema } from './accounts.js';
import { translateMessage } from './messages/index.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('username', () => {
  it.each([
    ['', 'username.required'],
    ['abcd', 'username.length'],
    ['a'.repeat(17), 'username.length'],
  ])('refuses %j with %s', (value, key) => {
    expect(firstMessage(usernameSchema.safeParse(value))).toBe(key);
  });

  it.each(['abcde', 'a'.repeat(16), 'Élodie_42'])('accepts %j', (value) => {
    expect(usernameSchema.safeParse(value).success).toBe(true);
  });

  it('counts characters after trimming the edges', () => {
    expect(firstMessage(usernameSchema.safeParse('  abcd  '))).toBe('username.length');
  });
});

describe('email', () => {
  it.each([
    ['', 'email.required'],
    ['no-at-sign.fr', 'email.format'],
    ['a@b', 'email.format'],
    ['a@b.c', 'email.format'],
    ['a@b.abcdefgh', 'email.format'],
    ['a b@c.fr', 'email.format'],
  ])('refuses %j with %s', (value, key) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(key);
  });

  it('accepts a 2 to 7 letter top-level domain and stores it lower case', () => {
    expect(emailSchema.parse('Jean.Dupont@Exemple.FR')).toBe('jean.dupont@exemple.fr');
    expect(emailSchema.safeParse('x@y.museum').success).toBe(true);
  });
});

describe('password policy (one policy everywhere)', () => {
  it.each([
    ['', false],
    ['Short1', false],
    ['alllowercase1', false],
    ['NoDigitsHere', false],
    ['Abcdefg1', true],
    ['Abcdefg1!é ok', true],
    [`A1${'a'.repeat(126)}`, true],
    [`A1${'a'.repeat(127)}`, false],
  ])('%j → %s', (value, valid) => {
    expect(isPasswordValid(value)).toBe(valid);
  });

  it('says which rule failed', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('password.required');
    expect(firstMessage(passwordSchema.safeParse('weak'))).toBe('password.policy');
  });
});

describe('messages', () => {
  it('speaks both languages with the original wording in English', () => {
    expect(translateMessage('username.length', 'en')).toBe('Your username must be between 5 and 16 characters long.');
    expect(translateMessage('email.format', 'fr')).toBe("Le format de l'email est incorrect.");
    expect(translateMessage('passwordConfirm.mismatch', 'en')).toBe("Your passwords don't match.");
  });

  it('returns an unknown key unchanged rather than inventing text', () => {
    expect(translateMessage('nope.nothing', 'fr')).toBe('nope.nothing');
  });
});
