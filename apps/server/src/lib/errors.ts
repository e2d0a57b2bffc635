import type { ErrorCode } from '@pepites/contracts';

/**
 * An error the API answers with its own status and stable code. `fields` holds validation keys
 * (see contracts' validationMessages), translated into the caller's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    public readonly fields?: Record<string, string>,
    /** A message key (contracts' messages) saying more than the code's general sentence. */
    public readonly messageKey?: string,
  ) {
    super(code);
  }
}

export const badRequest = (fields?: Record<string, string>) =>
  new AppError(400, fields ? 'validation_failed' : 'bad_request', fields);
export const unauthenticated = () => new AppError(401, 'unauthenticated');
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = () => new AppError(404, 'not_found');
export const conflict = (code: ErrorCode = 'conflict', fields?: Record<string, string>) =>
  new AppError(409, code, fields);
/** An outside service (the catalogue's, mail) failed or timed out: a clear 502, never an empty answer. */
export const upstreamUnavailable = () => new AppError(502, 'upstream_unavailable');
