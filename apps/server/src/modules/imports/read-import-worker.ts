import { parentPort, workerData } from 'node:worker_threads';
import { ImportError } from './import-error.js';
import { readImportFile, type ReadImportOptions } from './read-import-file.js';

/**
 * Runs in a worker thread (read-in-worker.ts): reads one uploaded file and posts back the lists and
 * watched rows, or the refusal's code. Reading a large export takes tens of milliseconds of CPU,
 * which on the main thread would stall every other member's request meanwhile.
 */
const { bytes, options } = workerData as { bytes: Uint8Array; options: ReadImportOptions };
try {
  parentPort?.postMessage({ file: readImportFile(bytes, options) });
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  parentPort?.postMessage({ refused: error.code });
}
