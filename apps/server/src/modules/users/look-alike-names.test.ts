import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, injectAs, signedInUser, signUp, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { backfillUserNameKeys } from './user-name-keys.js';

const account = (user_name: string) => ({
  user_name,
  email: `${Math.random().toString(36).slice(2)}@example.test`,
  password: TEST_PASSWORD,
});

describe('look-alike usernames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAdmin(t.app);
    await createUser(t.app, { user_name: 'redbob1' });
  });
  afterAll(async () => t.close());

  const availability = async (name: string) =>
    (
      await t.app.inject({ url: `/api/users/check-username-availability?user_name=${encodeURIComponent(name)}` })
    ).json();

  it.each([
    [
      '\u0430dmin (a Cyrillic а)',
      '\u0430dmin',
      400,
      'Use one alphabet only: no Latin letters mixed with Cyrillic or Greek ones, for instance.',
    ],
    ['\\u202enimda (shows as "admin")', '\u202enimda', 400, 'Use letters, digits and _ . - only, without spaces.'],
    [
      'redbob1\\u200b (a zero-width space)',
      'redbob1\u200b',
      400,
      'Use letters, digits and _ . - only, without spaces.',
    ],
    ['ＲＥＤＢＯＢ１ (full-width redbob1)', 'ＲＥＤＢＯＢ１', 409, 'This username is already taken.'],
    ['REDBOB1', 'REDBOB1', 409, 'This username is already taken.'],
    ['redbobl (an l for the 1)', 'redbobl', 409, 'This username looks too much like one already taken.'],
    ['redbobI (a capital I for the 1)', 'redbobI', 409, 'This username looks too much like one already taken.'],
    ['adrnin (rn for m)', 'adrnin', 400, 'This username is reserved.'],
    ['ADMlN', 'ADMlN', 400, 'This username is reserved.'],
  ])('refuses %s at sign-up', async (_label, name, status, message) => {
    const response = await signUp(t.app, account(name), 'en');
    expect(response.statusCode).toBe(status);
    expect(response.json().fields).toMatchObject({ user_name: message });
  });

  it('says why in the availability check', async () => {
    expect(await availability('redbobl')).toEqual({ available: false, reason: 'similar' });
    expect(await availability('ＲＥＤＢＯＢ１')).toEqual({ available: false, reason: 'taken' });
    expect(await availability('adrnin')).toEqual({ available: false, reason: 'reserved' });
    expect(await availability('\u0430dmin')).toEqual({ available: false, reason: 'invalid' });
    expect(await availability('émile_1')).toEqual({ available: true });
  });

  it('keeps French accents: émile_1 signs up, and is stored composed', async () => {
    const response = await signUp(t.app, account('e\u0301mile_1'));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.user_name).toBe('émile_1');
    // …and its accent-less cousin is another name.
    expect((await signUp(t.app, account('emile_1'))).statusCode).toBe(201);
  });

  it('refuses a look-alike on profile update too', async () => {
    const user = await signedInUser(t.app);
    const response = await injectAs(t.app, user.cookie, {
      method: 'PUT',
      url: `/api/update/${user.id}`,
      headers: { 'accept-language': 'en' },
      payload: { username: 'REDBOBl' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'username_taken',
      fields: { username: 'This username looks too much like one already taken.' },
    });
  });

  it('lets exactly one of two racing look-alike sign-ups through', async () => {
    const responses = await Promise.all([signUp(t.app, account('racer_0ne')), signUp(t.app, account('racer_One'))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('look-alike keys of accounts from before they existed', () => {
  it('are filled at start; of two older look-alikes, the second is reported and keeps none', async () => {
    const t = await createTestApp();
    try {
      const rows = await t.database.db
        .insert(users)
        .values(
          ['paul_1', 'Claire_B', 'paul_l'].map((userName) => ({
            userName,
            email: `${userName}@example.test`,
            passwordHash: 'x',
          })),
        )
        .returning({ id: users.id, userName: users.userName });
      expect(await backfillUserNameKeys(t.database.db)).toEqual(['paul_l']);
      const keys = await t.database.db.select({ userName: users.userName, key: users.userNameKey }).from(users);
      expect(keys.find((row) => row.userName === 'Claire_B')?.key).toBe('claire_b');
      expect(keys.find((row) => row.userName === 'paul_l')?.key).toBeNull();
      expect(rows).toHaveLength(3);
      // Nobody new takes a third look-alike.
      expect((await signUp(t.app, account('PAUL_1'))).statusCode).toBe(409);
      expect((await signUp(t.app, account('pau1_l'))).statusCode).toBe(409);
      const [paul] = await t.database.db.select().from(users).where(eq(users.userName, 'paul_1'));
      expect(paul?.userNameKey).toBe('paul_l');
    } finally {
      await t.close();
    }
  });
});
