import { ImportError } from './import-error.js';

/**
 * RFC 4180 records: quoted fields with doubled quotes, CRLF or LF, newlines inside quotes.
 * Blank lines come back as [''] because Letterboxd's list export separates its blocks with one.
 * More than maxRecords records stops the reading at once.
 */
export function parseCsv(text: string, maxRecords: number): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    if (records.length > maxRecords) throw new ImportError('import.tooManyRows');
    record = [];
    field = '';
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text[index + 1] === '\n') index += 1;
      endRecord();
    } else field += char;
    index += 1;
  }
  if (quoted) throw new ImportError('import.brokenCsv');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

export const isBlankRecord = (record: string[]) => record.length === 1 && record[0]!.trim() === '';

/** Reads records under a header naming at least `required`; cells are found by column name. */
export function recordsByColumn<Column extends string>(
  header: string[],
  records: string[][],
  required: readonly Column[],
): Record<Column, string>[] {
  const names = header.map((name) => name.trim());
  const positions = required.map((column) => names.indexOf(column));
  if (positions.some((position) => position < 0)) throw new ImportError('import.wrongColumns');
  return records
    .filter((record) => !isBlankRecord(record))
    .map((record) => {
      const cells = {} as Record<Column, string>;
      required.forEach((column, i) => {
        cells[column] = (record[positions[i]!] ?? '').trim();
      });
      return cells;
    });
}

/** True when the header has every column named; used to recognise a CSV by its first line. */
export function hasColumns(header: string[] | undefined, columns: readonly string[]): boolean {
  const names = new Set(header?.map((name) => name.trim()));
  return columns.every((column) => names.has(column));
}
