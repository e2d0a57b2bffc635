import { readFileSync } from 'node:fs';
import { writeZip, type ZipFile } from '../exports/index.js';

export const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

/**
 * Builds ZIP archives for the tests with the export's own writer, so the fixtures stay readable CSV
 * and a crafted archive (a stored entry, a `declaredSize` that lies) is in plain sight.
 */
export const buildZip = (entries: readonly ZipFile[]): Buffer => writeZip(entries);

/** Letterboxd's account export as the service zips it, from the CSV fixtures. */
export const letterboxdExportZip = () =>
  buildZip([
    { name: 'profile.csv', data: 'Date Joined,Username\n2020-01-01,pepite\n' },
    { name: 'watched.csv', data: fixture('letterboxd-watched.csv') },
    { name: 'watchlist.csv', data: fixture('letterboxd-watchlist.csv') },
    { name: 'ratings.csv', data: fixture('letterboxd-ratings.csv') },
    { name: 'lists/', data: '', stored: true },
    { name: 'lists/westerns-polars-robots.csv', data: fixture('letterboxd-list.csv') },
  ]);
