/**
 * The CSV files of the archive, in the columns Letterboxd's importer reads (docs/decisions/036):
 * one row per title, `tmdbID` only for movies (a show's id in the movie database names another
 * title among films), `Review` the member's note, `WatchedDate` the day they marked it seen.
 */
export const LETTERBOXD_COLUMNS = ['Title', 'Year', 'tmdbID', 'imdbID', 'WatchedDate', 'Review'] as const;

export interface LetterboxdRow {
  title: string;
  year: number | null;
  tmdbId: string | null;
  imdbId: string | null;
  /** YYYY-MM-DD. */
  watchedDate: string | null;
  review: string | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One cell: a text a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * before one) gets a leading apostrophe; a cell holding a comma, a quote, a line break or edge
 * spaces is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: its header, then one line per row, CRLF-terminated as RFC 4180 writes them. */
export function letterboxdCsv(rows: readonly LetterboxdRow[]): string {
  const lines = rows.map((row) =>
    [row.title, row.year, row.tmdbId, row.imdbId, row.watchedDate, row.review].map(csvCell).join(','),
  );
  return [LETTERBOXD_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

const UNSAFE_IN_FILE_NAMES = /[/\\:*?"<>|\p{Cc}\p{Cf}]/gu;
const FILE_NAME_MAX = 80;

/**
 * A file name for each list title, unique among them (`Name (2)` for the second), that every
 * system accepts: no separators, reserved or control characters, no leading dot, at most 80
 * characters; accents and spaces stay, so the name still reads as the list's.
 */
export function safeFileNames(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base =
      Array.from(title.normalize('NFC').replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim())
        .slice(0, FILE_NAME_MAX)
        .join('')
        .replace(/^[.\s]+|[.\s]+$/g, '') || 'list';
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}
