import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { User } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { lists, users } from '../../db/schema/index.js';
import { userNameKey } from '../../lib/user-name-key.js';

export type UserRow = typeof users.$inferSelect;

const sameText = (column: typeof users.userName | typeof users.email, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameText(users.email, email.trim())).limit(1);
  return row;
}

export async function findUserByName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameText(users.userName, userName.trim())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Whether a name is already someone's (`taken`, ignoring case) or looks like someone's (`similar`,
 * same confusable key), optionally ignoring one user (their own current name).
 */
export async function userNameClash(
  db: Db,
  userName: string,
  exceptUserId?: number,
): Promise<'taken' | 'similar' | null> {
  const name = userName.trim();
  const clash = or(sameText(users.userName, name), eq(users.userNameKey, userNameKey(name)));
  const where = exceptUserId ? and(clash, ne(users.id, exceptUserId)) : clash;
  const rows = await db.select({ userName: users.userName }).from(users).where(where).limit(2);
  if (rows.length === 0) return null;
  return rows.some((row) => row.userName.toLowerCase() === name.toLowerCase()) ? 'taken' : 'similar';
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameText(users.email, email.trim())).limit(1);
  return row !== undefined;
}

async function countLists(db: Db, userId: number, publicOnly: boolean): Promise<number> {
  const where = publicOnly
    ? and(eq(lists.creatorId, userId), eq(lists.privacy, 'public'))
    : eq(lists.creatorId, userId);
  const [row] = await db.select({ value: count() }).from(lists).where(where);
  return Number(row?.value ?? 0);
}

/**
 * The public shape of a user (docs/product.md#privacy). Private lists and the email are shown only when the
 * viewer is that user or the admin (`seesPrivate`).
 */
export async function toUserView(db: Db, row: UserRow, seesPrivate: boolean): Promise<User> {
  const publicListsCount = await countLists(db, row.id, true);
  const listsCount = seesPrivate ? await countLists(db, row.id, false) : publicListsCount;
  return {
    id: row.id,
    user_name: row.userName,
    avatar: row.avatar,
    country: row.country,
    city: row.city,
    catchline: row.catchline,
    introduction: row.introduction,
    publicListsCount,
    listsCount,
    role: row.role,
    ...(seesPrivate ? { email: row.email } : {}),
  };
}
