import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_LANG, LANGS, type Lang } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * The language a member's mails are written in: `users.lang`, kept from their last sign-up, sign-in
 * or language switch, so a mail sent later (a reset asked from another browser, a retried job)
 * still reads in the member's language rather than in that of whoever triggered it.
 */
export function memberLang(user: { lang: string }): Lang {
  return LANGS.find((lang) => lang === user.lang) ?? DEFAULT_LANG;
}

/** Records the member's language; a write only when it changed. */
export async function saveMemberLang(db: Db, userId: number, lang: Lang): Promise<void> {
  await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, userId), ne(users.lang, lang)));
}
