import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';

/** apps/web/dist, found from src/lib (tests, tsx) and from dist/lib (production) alike. */
export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * The folder of the built web app, or undefined when there is none to serve. Tests ignore the default
 * folder (a build may or may not exist on the machine) and opt in with WEB_DIST, so they never depend
 * on whether `npm run build` ran.
 */
export function resolveWebDist(config: Pick<Config, 'webDist' | 'env'>): string | undefined {
  const candidate = config.webDist
    ? path.resolve(config.webDist)
    : config.env === 'test'
      ? undefined
      : DEFAULT_WEB_DIST;
  if (!candidate) return undefined;
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}
