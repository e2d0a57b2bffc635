import { ITEM_NOTE_MAX } from '@pepites/contracts';
import type { ImportRow } from './import-types.js';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (=HYPERLINK(…), +cmd…, -2+3, @SUM…) keeps its text
 * behind a leading apostrophe, the usual CSV-injection guard, so a later export cannot run it either.
 * We never evaluate cells; the apostrophe only disarms the text for whoever opens it elsewhere.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function plainText(text: string | null | undefined): string {
  return neutralizeFormula((text ?? '').trim());
}

export function parseYear(text: string | number | null | undefined): number | null {
  const year = typeof text === 'number' ? text : Number((text ?? '').trim().slice(0, 4));
  return Number.isInteger(year) && year >= 1870 && year <= 2200 ? year : null;
}

/** The day part of a date or timestamp, when it is a real YYYY-MM-DD day. */
export function dayOf(text: string | null | undefined): string | undefined {
  const day = (text ?? '').trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? undefined : day;
}

export function parsePosition(text: string | number | null | undefined): number | undefined {
  const position = Number(text);
  return text !== '' && Number.isInteger(position) && position > 0 ? position : undefined;
}

/** A note longer than an item's note may be is cut (never mid-character) and flagged. */
export function noteFields(text: string | null | undefined): Pick<ImportRow, 'note' | 'noteCut'> {
  const note = plainText(text);
  if (note === '') return {};
  if (note.length <= ITEM_NOTE_MAX) return { note };
  let cut = '';
  for (const char of note) {
    if (cut.length + char.length > ITEM_NOTE_MAX) break;
    cut += char;
  }
  return { note: cut, noteCut: true };
}
