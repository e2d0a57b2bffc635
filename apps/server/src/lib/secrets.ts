import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.js';

const secretsFileSchema = z.object({ sessionSecret: z.string().min(32) });
type SecretsFile = z.infer<typeof secretsFileSchema>;

export const SECRETS_FILE = 'secrets.json';

/** Writes a file only its owner may read (secrets, generated passwords); `exclusive` fails if it exists. */
export async function writePrivateFile(file: string, content: string, { exclusive = false } = {}): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { mode: 0o600, flag: exclusive ? 'wx' : 'w' });
  // `mode` applies only when the file is created; an older file keeps its bits otherwise.
  await chmod(file, 0o600);
}

async function readSecretsFile(file: string): Promise<SecretsFile | undefined> {
  try {
    return secretsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not readable or not valid; delete it to generate a new one.`);
  }
}

/**
 * The cookie-signing secret: SESSION_SECRET when set, else one generated at first start and kept
 * in DATA_DIR/secrets.json (mode 0600) so sessions survive restarts.
 */
export async function loadSessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SECRETS_FILE);
  const existing = await readSecretsFile(file);
  if (existing) return existing.sessionSecret;
  const created: SecretsFile = { sessionSecret: randomBytes(48).toString('base64url') };
  try {
    await writePrivateFile(file, `${JSON.stringify(created, null, 2)}\n`, { exclusive: true });
    return created.sessionSecret;
  } catch (error) {
    // Another process created it first: use theirs so every process signs alike.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const raced = await readSecretsFile(file);
      if (raced) return raced.sessionSecret;
    }
    throw error;
  }
}
