import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createAdmin,
  createUser,
  csrf,
  injectAs,
  loginAs,
  signedInUser,
  uniqueAddress,
} from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { resetTokenMailedTo } from '../../test/outbox-files.js';

describe('GET /api/admin/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is 401 for a visitor and 403 for a user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const user = await signedInUser(t.app);
    expect((await injectAs(t.app, user.cookie, { method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
  });

  it('shows the admin the latest mails, newest first', async () => {
    const user = await createUser(t.app);
    // Mails are written in the member's language: the member switches between the two requests.
    for (const lang of ['fr', 'en'] as const) {
      await t.database.db.update(users).set({ lang }).where(eq(users.id, user.id));
      await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        headers: csrf,
        remoteAddress: uniqueAddress(),
        payload: { email: user.email, lang },
      });
      await jobsDone(t.database);
    }
    await jobsDone(t.database);
    const admin = await loginAs(t.app, await createAdmin(t.app));
    const response = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/outbox' });
    expect(response.statusCode).toBe(200);
    const { mails } = response.json();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      kind: 'reset-password',
      to: user.email,
      subject: 'Reset your Pépites password',
      transport: 'outbox',
    });
    expect(mails[1].subject).toBe('Réinitialisation de votre mot de passe Pépites');
    // The admin sees that a reset mail went out, never the link that would open the account.
    for (const mail of mails) {
      expect(mail.text).toMatch(/\/reset-password\/••••••/);
      expect(mail.html).toMatch(/\/reset-password\/••••••/);
    }
    const token = await resetTokenMailedTo(t.config.dataDir, user.email);
    expect(response.body).not.toContain(token);
    expect(new Date(mails[0].created_at).getTime()).toBeGreaterThanOrEqual(new Date(mails[1].created_at).getTime());
  });
});
