import { badRequest } from '../../lib/errors.js';
import { offlineData } from './offline/offline-data.js';

let codes: Set<string> | undefined;

/** Whether a country is one of the 120 with streaming data (both providers know the same ones). */
export function isKnownRegion(code: string | null | undefined): code is string {
  codes ??= new Set(offlineData().regions.map((region) => region.iso_3166_1));
  return typeof code === 'string' && codes.has(code);
}

/** A country of the 120 with streaming data, else a 400. */
export function knownRegion(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  if (!isKnownRegion(code)) throw badRequest({ region: 'catalog.region' });
  return code;
}
