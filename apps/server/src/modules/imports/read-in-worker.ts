import { Worker, type WorkerOptions } from 'node:worker_threads';
import { ImportError } from './import-error.js';
import type { ImportFile } from './import-types.js';
import type { ReadImportOptions } from './read-import-file.js';

/**
 * The worker's heap: a 20 MB file and what it unpacks to (at most IMPORT_MAX_UNPACKED_BYTES) with
 * room to parse. Past it the worker dies alone and the upload gets a 400, the server lives on.
 */
const WORKER_HEAP_MB = 512;

/**
 * The worker: the built .js in production; under the tests, which run the TypeScript sources, a
 * small script that registers tsx in the thread and then loads the source.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./read-import-worker.js', import.meta.url), options);
  const source = new URL('./read-import-worker.ts', import.meta.url).href;
  const script = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(script, { ...options, eval: true });
}

/**
 * readImportFile on a worker thread (read-import-worker.ts, docs/decisions/035): the same result or
 * the same ImportError, while the event loop goes on answering other requests.
 */
export function readImportFileInWorker(bytes: Uint8Array, options: ReadImportOptions = {}): Promise<ImportFile> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({
      workerData: { bytes, options },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let answered = false;
    worker.once('message', (message: { file?: ImportFile; refused?: ImportError['code'] }) => {
      answered = true;
      if (message.refused) reject(new ImportError(message.refused));
      else resolve(message.file!);
    });
    worker.once('error', (error) => {
      answered = true;
      // Out of its heap: the file unpacks to more than an import may hold.
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        reject(new ImportError('import.archiveTooLarge'));
      else reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the import reader stopped (exit ${code}) without an answer`));
    });
  });
}
