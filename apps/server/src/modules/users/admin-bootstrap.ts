import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { boxed } from '../../lib/start-summary.js';
import { userNameKey } from '../../lib/user-name-key.js';
import { writePrivateFile } from '../../lib/secrets.js';
import { findUserByEmail, findUserByName } from './users.queries.js';

export const ADMIN_USER_NAME = 'admin';
export const DEFAULT_ADMIN_EMAIL = 'admin@pepites.local';
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** Meets the password policy by construction: random base64url plus an uppercase letter and a digit. */
function generatePassword(): string {
  return `${randomBytes(18).toString('base64url')}A7`;
}

async function upsertAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const existing = await findUserByName(db, ADMIN_USER_NAME);
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== existing?.id) {
    throw new Error(`ADMIN_EMAIL is already used by the account "${owner.userName}"; choose another address.`);
  }
  if (!existing) {
    const passwordHash = await hashPassword(password);
    await db.insert(users).values({
      userName: ADMIN_USER_NAME,
      userNameKey: userNameKey(ADMIN_USER_NAME),
      email,
      passwordHash,
      role: 'admin',
    });
    return 'created';
  }
  const passwordHash = (await verifyPassword(existing.passwordHash, password))
    ? existing.passwordHash
    : await hashPassword(password);
  await db
    .update(users)
    .set({ email, passwordHash, role: 'admin', updatedAt: sql`now()` })
    .where(eq(users.id, existing.id));
  return 'updated';
}

/**
 * Creates or updates the `admin` account from ADMIN_EMAIL / ADMIN_PASSWORD (docs/product.md#admin-and-moderation);
 * on the embedded database with no ADMIN_PASSWORD a random one is generated, printed once and kept in DATA_DIR.
 */
export async function ensureAdminAccount(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (config.adminPassword) {
    const outcome = await upsertAdmin(db, email, config.adminPassword);
    log(`Admin account ${outcome} from ADMIN_EMAIL / ADMIN_PASSWORD (user name "${ADMIN_USER_NAME}", email ${email}).`);
    return;
  }
  // A shared PostgreSQL is someone's production: no account appears there unless asked for.
  if (config.databaseUrl) return;
  const existing = await findUserByName(db, ADMIN_USER_NAME);
  if (existing) {
    if (existing.role !== 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return;
  }
  const password = generatePassword();
  await upsertAdmin(db, email, password);
  const file = path.resolve(config.dataDir, ADMIN_PASSWORD_FILE);
  await writePrivateFile(file, `${password}\n`);
  log(
    boxed([
      'Admin account created. Sign in with',
      `  email     ${email}`,
      `  password  ${password}`,
      'Shown this once; also kept in',
      `  ${file} (readable by you only).`,
    ]),
  );
}
