import { badRequest } from '../../lib/errors.js';
import { offlineData } from './offline/offline-data.js';

let codes: Set<string> | undefined;

/** A country of the 120 with streaming data (both providers know the same ones), else a 400. */
export function knownRegion(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  codes ??= new Set(offlineData().regions.map((region) => region.iso_3166_1));
  if (!codes.has(code)) throw badRequest({ region: 'catalog.region' });
  return code;
}
