import type { ImportErrorCode } from '@pepites/contracts';

/** A refused import file; `code` is a key of contracts' importMessages (fr and en). */
export class ImportError extends Error {
  constructor(public readonly code: ImportErrorCode) {
    super(code);
    this.name = 'ImportError';
  }
}
