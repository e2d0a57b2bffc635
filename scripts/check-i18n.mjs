#!/usr/bin/env node
// `npm run check:i18n` (decision 005): English is the source of keys; French must match it exactly.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stamps.mjs';

// An optional argument points at another locales folder (used to try the check on a broken copy).
const LOCALES = path.resolve(process.argv[2] ?? path.join(ROOT, 'apps/web/src/locales'));
const RESOURCES = path.join(LOCALES, 'resources.ts');
const SOURCE = 'en';
const TARGETS = ['fr'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([\w.]+)[^}]*}}/g;

const problems = [];

function namespacesOf(lang) {
  const folder = path.join(LOCALES, lang);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** Flattens nested objects (and arrays) into `a.b.c` → leaf value. */
function flatten(value, prefix, into) {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    if (entries.length === 0) into.set(prefix, value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function load(lang, namespace) {
  const file = path.join(LOCALES, lang, `${namespace}.json`);
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
  } catch (error) {
    problems.push(`${lang}/${namespace}.json: not valid JSON (${error instanceof Error ? error.message : error})`);
    return new Map();
  }
}

function checkValues(lang, namespace, keys) {
  for (const [key, value] of keys) {
    if (typeof value !== 'string') problems.push(`${lang}/${namespace}.json: "${key}" is not a string`);
    else if (value.trim() === '') problems.push(`${lang}/${namespace}.json: "${key}" is empty`);
  }
}

function placeholders(value) {
  return typeof value === 'string'
    ? [...value.matchAll(PLACEHOLDER)]
        .map((match) => match[1])
        .sort()
        .join(',')
    : '';
}

/** French has a `many` plural form English lacks; it stands in for the English `other` key. */
function isExtraPluralForm(key, sourceKeys) {
  const match = PLURAL_SUFFIX.exec(key);
  return match !== null && match[1] === 'many' && sourceKeys.has(key.replace(PLURAL_SUFFIX, '_other'));
}

function compare(lang, namespace, sourceKeys, targetKeys) {
  for (const [key, value] of sourceKeys) {
    if (!targetKeys.has(key)) problems.push(`${lang}/${namespace}.json: missing "${key}"`);
    else if (placeholders(value) !== placeholders(targetKeys.get(key))) {
      problems.push(
        `${lang}/${namespace}.json: "${key}" uses {{${placeholders(targetKeys.get(key))}}}, English uses {{${placeholders(value)}}}`,
      );
    }
  }
  for (const key of targetKeys.keys()) {
    if (!sourceKeys.has(key) && !isExtraPluralForm(key, sourceKeys)) {
      problems.push(`${lang}/${namespace}.json: "${key}" is not in ${SOURCE}/${namespace}.json`);
    }
  }
}

/** The names in resources.ts's `lazyNamespaces = [...]`, when its files are found by `import.meta.glob`. */
function lazyNamespacesIn(resourcesSource) {
  if (!resourcesSource.includes('import.meta.glob')) return [];
  const list = /lazyNamespaces\s*=\s*\[([^\]]*)\]/.exec(resourcesSource);
  return [...(list?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
}

/** Every namespace file must be imported by resources.ts and used in its object, or i18next never sees it. */
function checkRegistered(lang, namespace, resourcesSource) {
  const importPattern = new RegExp(`import\\s+(\\w+)\\s+from\\s+['"]\\./${lang}/${namespace}\\.json['"]`);
  const imported = importPattern.exec(resourcesSource);
  // A namespace loaded on first use is named in `lazyNamespaces`; the glob beside it finds its files.
  if (!imported && lazyNamespacesIn(resourcesSource).includes(namespace)) return;
  if (!imported) {
    problems.push(`${lang}/${namespace}.json: not imported in locales/resources.ts`);
    return;
  }
  const body = resourcesSource.slice(imported.index + imported[0].length);
  if (!new RegExp(`\\b${imported[1]}\\b`).test(body)) {
    problems.push(`${lang}/${namespace}.json: imported as ${imported[1]} in locales/resources.ts but never registered`);
  }
}

const resourcesSource = existsSync(RESOURCES) ? readFileSync(RESOURCES, 'utf8') : '';
if (!resourcesSource) problems.push('apps/web/src/locales/resources.ts is missing');

const sourceNamespaces = namespacesOf(SOURCE);
if (sourceNamespaces.length === 0) problems.push(`no namespace in apps/web/src/locales/${SOURCE}`);
let keyCount = 0;
for (const namespace of sourceNamespaces) {
  const sourceKeys = load(SOURCE, namespace);
  keyCount += sourceKeys.size;
  checkValues(SOURCE, namespace, sourceKeys);
  checkRegistered(SOURCE, namespace, resourcesSource);
  for (const lang of TARGETS) {
    if (!existsSync(path.join(LOCALES, lang, `${namespace}.json`))) {
      problems.push(`${lang}/${namespace}.json: missing (${SOURCE}/${namespace}.json exists)`);
      continue;
    }
    const targetKeys = load(lang, namespace);
    checkValues(lang, namespace, targetKeys);
    compare(lang, namespace, sourceKeys, targetKeys);
    checkRegistered(lang, namespace, resourcesSource);
  }
}
for (const lang of TARGETS) {
  for (const namespace of namespacesOf(lang)) {
    if (!sourceNamespaces.includes(namespace))
      problems.push(`${lang}/${namespace}.json: no ${SOURCE}/${namespace}.json to match`);
  }
}

if (problems.length > 0) {
  console.error(`check:i18n found ${problems.length} problem(s) in ${path.relative(ROOT, LOCALES) || LOCALES}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check:i18n: ${sourceNamespaces.length} namespace(s), ${keyCount} key(s), ${[SOURCE, ...TARGETS].join(' and ')} in step.`,
);
