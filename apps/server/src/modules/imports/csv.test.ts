import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { neutralizeFormula } from './cells.js';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and newlines inside quotes', () => {
    expect(parseCsv('a,"b, ""c"""\r\n"d\ne",\n\nf', 10)).toEqual([['a', 'b, "c"'], ['d\ne', ''], [''], ['f']]);
  });

  it('stops at once past its record limit', () => {
    expect(() => parseCsv('a\nb\nc\n', 2)).toThrow('import.tooManyRows');
    expect(parseCsv('a\nb\n', 2)).toEqual([['a'], ['b']]);
  });
});

describe('neutralizeFormula', () => {
  it('puts an apostrophe before what a spreadsheet would run, and leaves the rest alone', () => {
    expect(['=1+1', '+cmd', '-2+3', '@SUM(A1)', 'WALL·E', "Schindler's List"].map(neutralizeFormula)).toEqual([
      "'=1+1",
      "'+cmd",
      "'-2+3",
      "'@SUM(A1)",
      'WALL·E',
      "Schindler's List",
    ]);
  });
});
