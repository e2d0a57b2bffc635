import { EXPORT_TTL_HOURS, fillApiPath, apiPath, type ExportView } from '@pepites/contracts';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { dataExports, notifications, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { archiveFiles } from './export-archive.js';
import { readMemberData } from './exports.queries.js';
import { writeZip } from './zip-writer.js';

/** A queued archive whose job has not finished within this is taken as lost: the member may ask again. */
export const EXPORT_QUEUED_MINUTES = 60;
/** Rows are kept this long past their expiry (without the archive), so an old link says 410, not 404. */
export const EXPORT_ROW_KEEP_DAYS = 7;

export interface BuildExportJob {
  exportId: number;
}
export interface ExportReadyMailJob {
  userId: number;
}

const { archive: _archive, ...viewColumns } = getTableColumns(dataExports);
type ExportRow = Omit<typeof dataExports.$inferSelect, 'archive'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hoursFromNow = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

export function toExportView(row: ExportRow, now = new Date()): ExportView {
  const downloadable = row.status === 'ready' && row.expiresAt > now;
  return {
    id: row.publicId,
    status: row.status as ExportView['status'],
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    downloadPath: downloadable ? `/api${fillApiPath(apiPath.downloadExport.path, { exportId: row.publicId })}` : null,
  };
}

/**
 * Queues an archive of the member's data. The member's row is locked for the transaction, so two
 * requests at once cannot both find nothing running and queue two; the job exists only if the row does.
 */
export async function startExport(app: FastifyInstance, userId: number): Promise<ExportRow> {
  return app.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [running] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(eq(dataExports.userId, userId), eq(dataExports.status, 'queued'), sql`${dataExports.expiresAt} > now()`),
      )
      .limit(1);
    if (running) throw new AppError(409, 'export_in_progress');
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, status: 'queued', expiresAt: sql`now() + make_interval(mins => ${EXPORT_QUEUED_MINUTES})` })
      .returning(viewColumns);
    const job: BuildExportJob = { exportId: row!.id };
    await app.jobs.send('build-export', job, { db: tx });
    return row!;
  });
}

export async function latestExport(db: Db, userId: number): Promise<ExportRow | null> {
  const [row] = await db
    .select(viewColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/**
 * The archive of one of the member's exports. Another member's, an unknown or malformed id, or one
 * not ready: 404, alike, so that ids reveal nothing; past its 24 hours: 410.
 */
export async function exportArchive(db: Db, userId: number, publicId: string) {
  if (!UUID.test(publicId)) throw notFound();
  const [row] = await db
    .select({
      archive: dataExports.archive,
      readyAt: dataExports.readyAt,
      expired: sql<boolean>`${dataExports.expiresAt} <= now()`,
      userName: users.userName,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(and(eq(dataExports.publicId, publicId), eq(dataExports.userId, userId), eq(dataExports.status, 'ready')));
  if (!row) throw notFound();
  if (row.expired || !row.archive || !row.readyAt) throw new AppError(410, 'export_expired');
  return { archive: row.archive, readyAt: row.readyAt, userName: row.userName };
}

/**
 * The job: reads the member's data (one query per table), zips it, stores it with its 24 hours,
 * and tells the member (a notification and a mail, both written with the archive). A build that
 * throws marks the export failed, so the member may ask again at once; a process dying mid-build
 * leaves it queued, and the queue runs it again.
 */
export async function buildExport(app: FastifyInstance, { exportId }: BuildExportJob) {
  const [row] = await app.db
    .select({ userId: dataExports.userId, publicId: dataExports.publicId })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'queued')));
  if (!row) return { built: false };
  let archive: Buffer;
  try {
    const data = await readMemberData(app.db, row.userId);
    if (!data) return { built: false };
    archive = writeZip(archiveFiles(data));
  } catch (error) {
    app.log.error({ err: error, exportId }, 'data export failed');
    await app.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, exportId));
    return { built: false };
  }
  const built = await app.db.transaction(async (tx) => {
    const updated = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        archive,
        byteSize: archive.length,
        readyAt: sql`now()`,
        expiresAt: hoursFromNow(EXPORT_TTL_HOURS),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'queued')))
      .returning({ id: dataExports.id });
    if (updated.length === 0) return false;
    await tx
      .insert(notifications)
      .values({
        userId: row.userId,
        type: 'information',
        code: 'export_ready',
        params: {},
        dedupeKey: `export:${row.publicId}`,
      })
      .onConflictDoNothing();
    const mail: ExportReadyMailJob = { userId: row.userId };
    await app.jobs.send('mail-export-ready', mail, { db: tx });
    return true;
  });
  if (built) await app.notificationHub.publish({ kind: 'notification', userId: row.userId });
  return { built, bytes: archive.length };
}

/**
 * The hourly clean-up: expired archives lose their bytes (a link then answers 410), and rows a week
 * past their expiry go. Safe from several processes at once.
 */
export async function purgeExpiredExports(db: Db): Promise<{ cleared: number; deleted: number }> {
  const cleared = await db
    .update(dataExports)
    .set({ archive: null })
    .where(and(lt(dataExports.expiresAt, sql`now()`), sql`${dataExports.archive} is not null`))
    .returning({ id: dataExports.id });
  const deleted = await db
    .delete(dataExports)
    .where(lt(dataExports.expiresAt, sql`now() - make_interval(days => ${EXPORT_ROW_KEEP_DAYS})`))
    .returning({ id: dataExports.id });
  return { cleared: cleared.length, deleted: deleted.length };
}
