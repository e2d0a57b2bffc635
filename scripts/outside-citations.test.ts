import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Comments and docs point at what a newcomer can open: docs/product.md, docs/api.md,
 * docs/architecture.md and docs/decisions/. The specification, the API contract, the design notes
 * the outside APIs' notes, the style and stack notes the project started from, and its tracker's
 * tickets, are not in a clone, so none is cited by name, section or number. (`API[S]`, `STYL[E]` and
 * `STAC[K]` keep this file from matching itself.)
 */
const OUTSIDE_CITATION =
  /\bSPEC\b|\bCONTRACT\b|\bDESIGN\b|EXTERNAL-API[S]|\b[Ii]ssue \d+|\bSTYL[E] (?:rule|"|§)|\bSTAC[K] (?:pitfall|§)|\b(?:STYL[E]|STAC[K])\.md/;

/** Where such citations used to be: the sources, their tests, scripts, benchmarks, CI and the docs. */
const SCOPE = [
  'apps',
  'packages',
  'scripts',
  'bench',
  '.ci',
  'docs',
  'README.md',
  'eslint.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|sql|md|css|html|json|ya?ml|sh)$|(?:^|\/)[^./]+$/;

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...SCOPE], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((file) => file && TEXT_FILE.test(file) && !file.startsWith('packages/contracts/dist/'));
}

describe('citations', () => {
  it('point only at documents inside the repository', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the working tree, not yet committed
      }
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        // A citation wrapped onto the next comment line ("(issue" / " * 10)") counts on its first line.
        const next = lines[index + 1] ?? '';
        const joined = `${line} ${next.replace(/^\s*(?:\*|\/\/|--|#)?\s*/, '')}`;
        if (OUTSIDE_CITATION.test(line) || (OUTSIDE_CITATION.test(joined) && !OUTSIDE_CITATION.test(next))) {
          offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders, `cite docs/… or a decision record instead:\n${offenders.join('\n')}`).toEqual([]);
  });
});
