import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { lists } from '../../db/schema/index.js';

/** The share link of a list: its public page on our own address (SPEC §9). */
export const shareUrlOf = (publicUrl: string, listId: number) => `${publicUrl}/listDetails/${listId}`;

/**
 * The QR code of a list's share link, as a data URL. Made once and kept on the list; made again
 * only when the link changed (a new PUBLIC_URL).
 */
export async function listQrCode(db: Db, listId: number, shareUrl: string): Promise<string> {
  const [row] = await db.select({ code: lists.qrCode, url: lists.qrCodeUrl }).from(lists).where(eq(lists.id, listId)).limit(1);
  if (row?.code && row.url === shareUrl) return row.code;
  const code = await QRCode.toDataURL(shareUrl, { margin: 1, width: 256, errorCorrectionLevel: 'M' });
  await db.update(lists).set({ qrCode: code, qrCodeUrl: shareUrl }).where(eq(lists.id, listId));
  return code;
}
