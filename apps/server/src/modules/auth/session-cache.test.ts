import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, csrf, loginAs, uniqueUserName } from '../../test/auth-helpers.js';

/**
 * Sessions kept per process (docs/decisions/039-session-cache.md): what one process changes, or
 * what SQL changes behind every process's back, is never answered from a kept session once the
 * database's notification is heard, and a write's own answer waits until it is.
 */
describe('the sessions each process keeps', () => {
  let t: TestApp;
  /** A second server process on the same database, with its own kept sessions and its own listener. */
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({
      config: t.config,
      database: t.database,
      rateLimitPrefix: `pepites:test:${randomUUID()}:`,
      pressure: { maxEventLoopDelayMs: 0 },
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const sessionOn = async (app: FastifyInstance, cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ user: { id: number; user_name: string; role: string } | null }>().user;
  };

  /** Signed in, and the session looked up (so kept) by both processes. */
  const signedInEverywhere = async () => {
    const member = await createUser(t.app);
    const cookie = await loginAs(t.app, member);
    for (const app of [t.app, other]) expect(await sessionOn(app, cookie)).toMatchObject({ id: member.id });
    return { member, cookie };
  };

  it('refuses a session at once in the process that ended it, and in another once it has heard', async () => {
    const { cookie } = await signedInEverywhere();
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { ...csrf, cookie } });
    expect(logout.statusCode).toBe(200);
    // No wait of any kind: the logout's answer left once this process had heard its own change.
    expect(await sessionOn(t.app, cookie)).toBeNull();
    await other.sessionLookup.settled();
    expect(await sessionOn(other, cookie)).toBeNull();
  });

  it('ends every session of a member whose password changed, in both processes', async () => {
    const { member, cookie } = await signedInEverywhere();
    const second = await loginAs(t.app, member);
    expect(await sessionOn(other, second)).toMatchObject({ id: member.id });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { ...csrf, cookie: second },
      payload: { current_password: member.password, new_password: 'Another-Password-456' },
    });
    expect(changed.statusCode).toBe(200);
    await other.sessionLookup.settled();
    for (const app of [t.app, other]) expect(await sessionOn(app, cookie)).toBeNull();
    // The caller's own session survives its password change.
    for (const app of [t.app, other]) expect(await sessionOn(app, second)).toMatchObject({ id: member.id });
  });

  it('sees what SQL changed behind both processes: a new name, a role, a suspension, a deletion', async () => {
    const { member, cookie } = await signedInEverywhere();
    const renamed = uniqueUserName('renamed');
    await t.database.db.update(users).set({ userName: renamed, role: 'admin' }).where(eq(users.id, member.id));
    for (const app of [t.app, other]) {
      await app.sessionLookup.settled();
      expect(await sessionOn(app, cookie)).toMatchObject({ id: member.id, user_name: renamed, role: 'admin' });
    }
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.id));
    for (const app of [t.app, other]) {
      await app.sessionLookup.settled();
      expect(await sessionOn(app, cookie)).toBeNull();
    }
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, member.id));
    for (const app of [t.app, other]) expect(await sessionOn(app, cookie)).toMatchObject({ id: member.id });
    await t.database.db.delete(users).where(eq(users.id, member.id));
    for (const app of [t.app, other]) {
      await app.sessionLookup.settled();
      expect(await sessionOn(app, cookie)).toBeNull();
    }
  });

  it('drops a session whose end was moved into the past, or that SQL deleted', async () => {
    const first = await signedInEverywhere();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, first.member.id));
    const second = await signedInEverywhere();
    await t.database.db.delete(sessions).where(eq(sessions.userId, second.member.id));
    for (const app of [t.app, other]) {
      await app.sessionLookup.settled();
      expect(await sessionOn(app, first.cookie)).toBeNull();
      expect(await sessionOn(app, second.cookie)).toBeNull();
    }
  });

  it('forgets every kept session when a purge ends more than a hundred members’ sessions', async () => {
    const kept = await signedInEverywhere();
    const crowd = await Promise.all(Array.from({ length: 101 }, () => createUser(t.app)));
    await t.database.db.insert(sessions).values(
      crowd.map((member) => ({
        idHash: randomUUID(),
        userId: member.id,
        persistent: false,
        expiresAt: new Date(Date.now() + 60_000),
      })),
    );
    // The crowd's sessions and the kept member's go in one statement: the notification says "everyone".
    await t.database.db.delete(sessions);
    for (const app of [t.app, other]) {
      await app.sessionLookup.settled();
      expect(await sessionOn(app, kept.cookie)).toBeNull();
    }
  });
});
