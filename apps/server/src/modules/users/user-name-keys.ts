import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { userNameKey } from '../../lib/user-name-key.js';

/**
 * Gives a look-alike key to the accounts created before keys existed. Two older names that look
 * alike keep their names; the second keeps no key (reported), so it blocks nobody and nobody new
 * can take a third look-alike of the first. Returns the names left without a key.
 */
export async function backfillUserNameKeys(db: Db): Promise<string[]> {
  const pending = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(isNull(users.userNameKey))
    .orderBy(users.id);
  const clashing: string[] = [];
  for (const row of pending) {
    try {
      await db
        .update(users)
        .set({ userNameKey: userNameKey(row.userName) })
        .where(eq(users.id, row.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      clashing.push(row.userName);
    }
  }
  return clashing;
}
