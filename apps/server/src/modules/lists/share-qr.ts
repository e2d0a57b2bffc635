import { pagePaths } from '@pepites/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lists } from '../../db/schema/index.js';

/** The share link of a list: its public page on our own address. */
export const shareUrlOf = (publicUrl: string, listId: number) => `${publicUrl}${pagePaths.listDetails.href(listId)}`;

/**
 * Draws the QR code of a list's share link, as a data URL, and keeps it on the list with the link it
 * encodes: a list's page reads the kept one and calls this only when there is none or the link
 * changed (a new PUBLIC_URL).
 */
export async function makeListQrCode(db: Db, listId: number, shareUrl: string): Promise<string> {
  // Loaded on the first code made: most requests read a kept one. SVG rather than PNG: drawn in
  // 0.25 ms instead of 4 (no compression), smaller, and sharp at any size.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(shareUrl, { type: 'svg', margin: 1, width: 256, errorCorrectionLevel: 'M' });
  const code = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await db.update(lists).set({ qrCode: code, qrCodeUrl: shareUrl }).where(eq(lists.id, listId));
  return code;
}
