import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The proof that the API's types bite (docs/decisions/027-typed-api-routes.md): copies of web call
 * sites, changed the way a careless edit would change them, must fail `tsc`. The copies sit in the
 * ignored .tmp/ of the repository so that their packages resolve; one small tsconfig checks only
 * them (and what they import: the web's client and the contracts' sources), in one run.
 */
const root = path.resolve(import.meta.dirname, '..');
const featureDir = (feature: string) => path.join(root, 'apps/web/src/features', feature, 'api');
let workDir = '';

interface Copy {
  name: string;
  feature: string;
  file: string;
  edit: (source: string) => string;
}

const COPIES: Copy[] = [
  { name: 'as-written.ts', feature: 'lists', file: 'get-list.ts', edit: (source) => source },
  {
    name: 'renamed-route.ts',
    feature: 'lists',
    file: 'get-list.ts',
    edit: (source) => source.replace('apiRequest(apiPath.listDetail,', 'apiRequest(apiPath.listDetails,'),
  },
  {
    name: 'missing-field.ts',
    feature: 'notifications',
    file: 'get-unseen-notifications.ts',
    edit: (source) => source.replace('return body.notifications;', 'return body.unseen;'),
  },
];

/** A call site with its relative imports made absolute, and `edit` applied (which must change it, but for the copy as written). */
function writeCopy({ name, feature, file, edit }: Copy): string {
  const source = readFileSync(path.join(featureDir(feature), file), 'utf8').replace(
    /from '(\.{1,2}\/[^']+)'/g,
    (_whole, relative: string) => `from '${path.join(featureDir(feature), relative)}'`,
  );
  const changed = edit(source);
  if (name !== 'as-written.ts' && changed === source) throw new Error(`${name}: the edit no longer applies to ${file}`);
  const target = path.join(workDir, name);
  writeFileSync(target, changed);
  return target;
}

let tsc: { status: number | null; output: string };
const errorsOf = (name: string) =>
  tsc.output.split('\n').filter((line) => line.startsWith(path.join(workDir, name)) || line.includes(`${name}(`));

beforeAll(() => {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  workDir = mkdtempSync(path.join(root, '.tmp', 'api-route-types-'));
  const files = COPIES.map(writeCopy);
  const config = path.join(workDir, 'tsconfig.json');
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    customConditions: ['source'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    // The web's i18n reads import.meta.glob: Vite's types, from the web's own packages.
    types: ['vite/client'],
    typeRoots: [path.join(root, 'apps/web/node_modules')],
  };
  writeFileSync(config, JSON.stringify({ compilerOptions, files }));
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', config, '--pretty', 'false'],
    { cwd: root, encoding: 'utf8' },
  );
  tsc = { status: run.status, output: `${run.stdout}${run.stderr}` };
}, 120_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a changed API call fails the type check', () => {
  it('fails tsc, and only in the changed copies', () => {
    expect(tsc.status).not.toBe(0);
    const elsewhere = tsc.output
      .split('\n')
      .filter(
        (line) => /error TS/.test(line) && !line.includes(workDir) && !COPIES.some(({ name }) => line.includes(name)),
      );
    expect(elsewhere).toEqual([]);
  });

  it('passes the call site as written (so the failures below are the changes, not the setup)', () => {
    expect(errorsOf('as-written.ts')).toEqual([]);
  });

  it('fails with a route name the table does not have', () => {
    expect(errorsOf('renamed-route.ts').join('\n')).toMatch(/error TS2551: Property 'listDetails' does not exist/);
  });

  it('fails when it reads a field the response schema does not have', () => {
    expect(errorsOf('missing-field.ts').join('\n')).toMatch(/error TS2339: Property 'unseen' does not exist/);
  });
});
