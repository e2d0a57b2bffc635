import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSettings, outbox, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser, type UserOverrides } from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { asUser } from '../../test/list-helpers.js';
import { newestMailFileTo } from '../../test/outbox-files.js';
import { DIGEST_LINES, mailNotificationDigest } from './notification-digest.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the weekly notification digest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A member who turned the digest on through the settings route. */
  const subscriber = async (overrides: UserOverrides = {}) => {
    const member = await createUser(t.app, overrides);
    const saved = await (
      await asUser(t.app, member)
    )({
      method: 'PUT',
      url: '/api/account/notification-settings',
      payload: { muted: [], weekly_digest: true },
    });
    expect(saved.statusCode).toBe(200);
    return member;
  };
  const notify = (member: TestUser, text: string, values: Partial<typeof notifications.$inferInsert> = {}) =>
    t.database.db
      .insert(notifications)
      .values({ userId: member.id, type: 'information', code: 'admin_message', params: { text }, ...values });
  /** Runs the hourly sweep as the schedule would, and waits for the mails it queued. */
  const sweep = async () => {
    const id = await t.app.jobs.send('notification-digests', {});
    const outcome = await t.app.jobs.outcome('notification-digests', id!, 15_000);
    expect(outcome?.state).toBe('completed');
    await jobsDone(t.database);
    return outcome?.output as { queued: number };
  };
  const digestsTo = (member: TestUser) =>
    t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, 'notification-digest'), eq(outbox.to, member.email)));
  const lastDigestAt = async (member: TestUser) =>
    (
      await t.database.db
        .select({ at: notificationSettings.lastDigestAt })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, member.id))
    )[0]?.at;

  it('mails the newest unseen notifications in the member’s language, the count of the rest and two links, once', async () => {
    const member = await subscriber({ lang: 'en' });
    for (let index = 1; index <= DIGEST_LINES + 2; index++) {
      await notify(member, `Message ${index}`, { createdAt: new Date(Date.now() - (20 - index) * 60_000) });
    }
    await notify(member, 'Already seen', { seen: true });

    expect((await sweep()).queued).toBeGreaterThanOrEqual(1);
    const mail = await newestMailFileTo(t.config.dataDir, member.email);
    expect(mail).toMatchObject({ kind: 'notification-digest', subject: 'Your Pépites notifications this week' });
    const listed = mail!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toEqual(Array.from({ length: DIGEST_LINES }, (_, index) => `- Message ${DIGEST_LINES + 2 - index}`));
    expect(mail!.text).toContain('…and 2 more notifications.');
    expect(mail!.text).not.toContain('Already seen');
    expect(mail!.text).toContain(`${t.config.publicUrl}/notifications/${member.id}`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/settings/notifications`);
    expect(mail!.html).toContain(`<li>Message ${DIGEST_LINES + 2}</li>`);
    expect(await lastDigestAt(member)).toBeInstanceOf(Date);

    // The job run again (a rerun, or another process's schedule) finds the member claimed: one mail.
    expect((await sweep()).queued).toBe(0);
    expect(await digestsTo(member)).toHaveLength(1);
  });

  it('queues one mail when two sweeps run at once', async () => {
    const member = await subscriber();
    await notify(member, 'Bonjour');
    const ids = await Promise.all([0, 1].map(() => t.app.jobs.send('notification-digests', {})));
    const outcomes = await Promise.all(ids.map((id) => t.app.jobs.outcome('notification-digests', id!, 15_000)));
    await jobsDone(t.database);
    expect(outcomes.map((outcome) => outcome?.state)).toEqual(['completed', 'completed']);
    expect(outcomes.map((outcome) => (outcome?.output as { queued: number }).queued).sort()).toEqual([0, 1]);
    expect(await digestsTo(member)).toHaveLength(1);
    const mail = await newestMailFileTo(t.config.dataDir, member.email);
    expect(mail).toMatchObject({ subject: 'Vos notifications Pépites de la semaine' });
    expect(mail!.text).toContain('- Bonjour');
    expect(mail!.text).not.toContain('autre');
  });

  it('waits 7 days after a digest, then tells only what arrived since', async () => {
    const member = await subscriber({ lang: 'en' });
    await notify(member, 'Twelve days ago', { createdAt: daysAgo(12) });
    await notify(member, 'Four days ago', { createdAt: daysAgo(4) });
    await notify(member, 'Two days ago', { createdAt: daysAgo(2) });
    const setLastDigest = (at: Date) =>
      t.database.db
        .update(notificationSettings)
        .set({ lastDigestAt: at })
        .where(eq(notificationSettings.userId, member.id));

    await setLastDigest(daysAgo(3));
    await sweep();
    expect(await digestsTo(member)).toHaveLength(0);

    // The last digest 8 days ago: what arrived since is told, not what came before it.
    await setLastDigest(daysAgo(8));
    await sweep();
    expect(await digestsTo(member)).toHaveLength(1);
    const mail = await newestMailFileTo(t.config.dataDir, member.email);
    expect(mail!.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Two days ago',
      '- Four days ago',
    ]);
  });

  it('mails nobody who is suspended, turned the digest off, never turned it on, or has seen everything', async () => {
    const suspended = await subscriber();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const turnedOff = await subscriber();
    await (
      await asUser(t.app, turnedOff)
    )({ method: 'PUT', url: '/api/account/notification-settings', payload: { muted: [], weekly_digest: false } });
    const neverOn = await createUser(t.app);
    const allSeen = await subscriber();
    for (const member of [suspended, turnedOff, neverOn]) await notify(member, 'Bonjour');
    await notify(allSeen, 'Déjà vu', { seen: true });

    await sweep();
    for (const member of [suspended, turnedOff, neverOn, allSeen]) expect(await digestsTo(member)).toHaveLength(0);
    // Not claimed either: a reinstated member gets the digest at the next sweep.
    expect(await lastDigestAt(suspended)).toBeNull();
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, suspended.id));
    await sweep();
    expect(await digestsTo(suspended)).toHaveLength(1);
  });

  it('sends nothing when, between the sweep and the mail, the member was suspended or read everything', async () => {
    const reader = await subscriber();
    await notify(reader, 'Bonjour');
    await t.database.db.update(notifications).set({ seen: true }).where(eq(notifications.userId, reader.id));
    const suspended = await subscriber();
    await notify(suspended, 'Bonjour');
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const until = new Date().toISOString();
    for (const member of [reader, suspended]) {
      expect(await mailNotificationDigest(t.app, { userId: member.id, since: null, until })).toEqual({ sent: false });
      expect(await digestsTo(member)).toHaveLength(0);
    }
  });
});
