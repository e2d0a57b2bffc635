import type { ImportSource, ImportStatus, Lang } from '@pepites/contracts';
import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { imports, lists } from '../../db/schema/index.js';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ImportFile } from './import-types.js';
import { countsOf, toImportView, type ImportRecord } from './import-record.js';

/** The queue of import jobs (lib/job-queue.ts); a job names its import by its serial id. */
export const IMPORT_QUEUE = 'import-file';
export interface ImportJob {
  importId: number;
}

/** Every column but the file (ImportRecord). */
const { file: _file, ...recordColumns } = getTableColumns(imports);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Past this, a running import is one whose job the queue gave up on (every attempt's process died). */
export const STALE_IMPORT_HOURS = 18;

export const rowsIn = (file: ImportFile) =>
  file.lists.reduce((total, list) => total + list.rows.length, file.watched.length);

/**
 * Records the import and queues its job in one transaction: both exist or neither. A second import
 * while one runs is refused by the partial unique index (one running import per member), so two
 * uploads racing cannot both start.
 */
export async function createImport(
  app: FastifyInstance,
  userId: number,
  upload: { source: ImportSource; fileName: string; file: ImportFile },
): Promise<ImportRecord> {
  try {
    return await app.db.transaction(async (tx) => {
      // An import left running by a lost job must not keep its member from ever importing again.
      await tx
        .update(imports)
        .set({ status: 'failed', errorCode: 'import.interrupted', file: null, finishedAt: new Date() })
        .where(
          and(
            eq(imports.userId, userId),
            inArray(imports.status, ['queued', 'matching', 'creating']),
            lt(imports.createdAt, sql`now() - make_interval(hours => ${STALE_IMPORT_HOURS})`),
          ),
        );
      const [record] = await tx
        .insert(imports)
        .values({ userId, ...upload, total: rowsIn(upload.file) })
        .returning(recordColumns);
      if (!record) throw new Error('import insert returned no row');
      await app.jobs.send(IMPORT_QUEUE, { importId: record.id } satisfies ImportJob, { db: tx });
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === 'imports_one_running_key') {
      throw new AppError(409, 'conflict', undefined, 'import.alreadyRunning');
    }
    throw error;
  }
}

/** The member's import by its public id; another member's, an unknown or a malformed id is a 404 alike. */
export async function ownImport(db: Db, userId: number, publicId: string): Promise<ImportRecord> {
  if (!UUID.test(publicId)) throw notFound();
  const [record] = await db
    .select(recordColumns)
    .from(imports)
    .where(and(eq(imports.publicId, publicId), eq(imports.userId, userId)))
    .limit(1);
  if (!record) throw notFound();
  return record;
}

export async function latestImport(db: Db, userId: number): Promise<ImportRecord | null> {
  const [record] = await db
    .select(recordColumns)
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(1);
  return record ?? null;
}

/** The row with its file, for the job. */
export async function importById(db: Db, id: number): Promise<(ImportRecord & { file: unknown }) | null> {
  const [record] = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  return record ?? null;
}

/** Moves the import on; every change is followed by a word to the member's streams. */
export async function updateImport(
  app: FastifyInstance,
  record: Pick<ImportRecord, 'id' | 'userId'>,
  change: Partial<Pick<ImportRecord, 'done' | 'total' | 'counts' | 'review' | 'errorCode' | 'finishedAt'>> & {
    status?: ImportStatus;
    file?: null;
  },
): Promise<void> {
  await app.db.update(imports).set(change).where(eq(imports.id, record.id));
  await app.notificationHub.publish({ kind: 'import', userId: record.userId });
}

/** The view of an import with its lists as they are titled now (a deleted one drops out). */
export async function importView(db: Db, record: ImportRecord, lang: Lang) {
  const ids = countsOf(record).listIds;
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: lists.id, title: lists.title })
          .from(lists)
          .where(and(inArray(lists.id, ids), eq(lists.creatorId, record.userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const touched = ids.flatMap((id) => byId.get(id) ?? []);
  return toImportView(record, touched, lang);
}
