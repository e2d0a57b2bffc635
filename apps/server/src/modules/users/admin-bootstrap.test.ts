import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, loginAs } from '../../test/auth-helpers.js';
import { ADMIN_PASSWORD_FILE, ensureAdminAccount } from './admin-bootstrap.js';

describe('ensureAdminAccount', () => {
  let t: TestApp;
  let lines: string[];
  const log = (line: string) => lines.push(line);
  beforeEach(async () => {
    t = await createTestApp();
    lines = [];
  });
  afterEach(async () => t.close());

  const admins = () => t.database.db.select().from(users).where(eq(users.userName, 'admin'));

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, then updates it, never logging the password', async () => {
    await ensureAdminAccount(
      t.database.db,
      { ...t.config, adminEmail: 'Boss@Example.test', adminPassword: 'First-pass1' },
      log,
    );
    expect(await admins()).toMatchObject([{ email: 'boss@example.test', role: 'admin' }]);
    await expect(loginAs(t.app, { email: 'boss@example.test', password: 'First-pass1' })).resolves.toMatch(
      /^pepites_session=/,
    );

    await ensureAdminAccount(
      t.database.db,
      { ...t.config, adminEmail: 'chief@example.test', adminPassword: 'Second-pass2' },
      log,
    );
    expect(await admins()).toMatchObject([{ email: 'chief@example.test', role: 'admin' }]);
    await expect(loginAs(t.app, { email: 'chief@example.test', password: 'Second-pass2' })).resolves.toMatch(
      /^pepites_session=/,
    );
    expect(lines.join('\n')).not.toMatch(/First-pass1|Second-pass2/);
  });

  it('uses admin@pepites.local when only ADMIN_PASSWORD is set, and restores the admin role', async () => {
    await createUser(t.app, { user_name: 'admin', email: 'old@example.test', role: 'user' });
    await ensureAdminAccount(t.database.db, { ...t.config, adminPassword: 'Admin-pass1' }, log);
    expect(await admins()).toMatchObject([{ email: 'admin@pepites.local', role: 'admin' }]);
  });

  it('on the embedded database with no password: generates one, prints it once, keeps it in a 0600 file', async () => {
    await ensureAdminAccount(t.database.db, t.config, log);
    const file = path.join(t.config.dataDir, ADMIN_PASSWORD_FILE);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(password);
    await expect(loginAs(t.app, { email: 'admin@pepites.local', password })).resolves.toMatch(/^pepites_session=/);

    await ensureAdminAccount(t.database.db, t.config, log);
    expect(lines).toHaveLength(1);
    expect((await readFile(file, 'utf8')).trim()).toBe(password);
    expect(await admins()).toHaveLength(1);
  });

  it('does nothing on an external database without ADMIN_PASSWORD', async () => {
    await ensureAdminAccount(t.database.db, { ...t.config, databaseUrl: 'postgres://db.example/pepites' }, log);
    expect(await admins()).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('stops with a clear error when ADMIN_EMAIL belongs to another account', async () => {
    const someone = await createUser(t.app);
    await expect(
      ensureAdminAccount(t.database.db, { ...t.config, adminEmail: someone.email, adminPassword: 'Admin-pass1' }, log),
    ).rejects.toThrow(/ADMIN_EMAIL is already used/);
  });
});
