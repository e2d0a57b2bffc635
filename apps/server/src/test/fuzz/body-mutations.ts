import { mainBranch, primaryType, type JsonSchema } from './openapi.js';
import { pickHostile, wrongTypeValues, type NamedValue } from './payloads.js';
import type { Random } from './prng.js';

/** A JSON body (before serialisation) and what was done to it. */
export interface MutatedBody {
  value: unknown;
  mutation: string;
}

type Fields = Record<string, unknown>;
type BodyMutator = (base: Fields, schema: JsonSchema, rng: Random) => MutatedBody;

const fieldNames = (schema: JsonSchema, base: Fields) => [
  ...new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(base)]),
];

function pickField(schema: JsonSchema, base: Fields, rng: Random): string | undefined {
  const names = fieldNames(schema, base);
  return names.length ? rng.pick(names) : undefined;
}

function fieldType(schema: JsonSchema, field: string): string {
  return primaryType(mainBranch(schema.properties?.[field] ?? {}));
}

const missingField: BodyMutator = (base, schema, rng) => {
  const required = schema.required ?? [];
  const field = required.length && rng.chance(0.7) ? rng.pick(required) : pickField(schema, base, rng);
  if (!field) return { value: base, mutation: 'no field to remove' };
  const { [field]: _removed, ...rest } = base;
  return { value: rest, mutation: `missing ${field}` };
};

const wrongType: BodyMutator = (base, schema, rng) => {
  const field = pickField(schema, base, rng);
  if (!field) return { value: base, mutation: 'no field to retype' };
  const wrong: NamedValue = rng.pick(wrongTypeValues(fieldType(schema, field)));
  return { value: { ...base, [field]: wrong.value }, mutation: `${field}: ${wrong.name}` };
};

/**
 * The payload alone, or inside the field's valid value (before, in the middle, after): inside, it
 * survives checks that only look at a prefix, a suffix or the overall shape (an email's `@`...).
 */
function placeInside(valid: unknown, payload: string, rng: Random): { value: string; where: string } {
  if (typeof valid !== 'string' || valid === '' || rng.chance(0.4)) return { value: payload, where: '' };
  const middle = Math.floor(valid.length / 2);
  return rng.pick([
    { value: `${payload}${valid}`, where: ' before a valid value' },
    { value: `${valid.slice(0, middle)}${payload}${valid.slice(middle)}`, where: ' inside a valid value' },
    { value: `${valid}${payload}`, where: ' after a valid value' },
  ]);
}

const hostileString: BodyMutator = (base, schema, rng) => {
  const field = pickField(schema, base, rng);
  const payload = pickHostile(rng);
  if (!field) return { value: { fuzz: payload.value }, mutation: `unknown field: ${payload.name}` };
  const placed = placeInside(base[field], payload.value, rng);
  return { value: { ...base, [field]: placed.value }, mutation: `${field}: ${payload.name}${placed.where}` };
};

const everyFieldHostile: BodyMutator = (base, schema, rng) => {
  const payload = pickHostile(rng, 70_000);
  const value = Object.fromEntries(fieldNames(schema, base).map((field) => [field, payload.value]));
  return { value, mutation: `every field: ${payload.name}` };
};

const emptyString: BodyMutator = (base, schema, rng) => {
  const field = pickField(schema, base, rng);
  if (!field) return { value: base, mutation: 'no field to empty' };
  return { value: { ...base, [field]: rng.pick(['', ' ', '\n']) }, mutation: `${field}: empty or blank` };
};

/** Lengths and numbers just inside and just outside the schema's bounds. */
const boundary: BodyMutator = (base, schema, rng) => {
  const field = pickField(schema, base, rng);
  if (!field) return { value: base, mutation: 'no field for bounds' };
  const child = mainBranch(schema.properties?.[field] ?? {});
  if (primaryType(child) === 'string') {
    const lengths = [child.minLength, child.maxLength]
      .filter((n): n is number => n !== undefined)
      .flatMap((n) => [n - 1, n, n + 1]);
    const length = Math.max(0, rng.pick(lengths.length ? lengths : [0, 1, 10_000]));
    return { value: { ...base, [field]: 'é'.repeat(length) }, mutation: `${field}: ${length} characters` };
  }
  const numbers = [child.minimum, child.maximum]
    .filter((n): n is number => n !== undefined)
    .flatMap((n) => [n - 1, n + 1]);
  const number = rng.pick(numbers.length ? numbers : [0, -1, 2 ** 31, 2 ** 53, -(2 ** 53)]);
  return { value: { ...base, [field]: number }, mutation: `${field}: ${number}` };
};

const EXTRA_FIELDS: readonly NamedValue[] = [
  { name: 'role admin', value: { role: 'admin' } },
  { name: 'id and user_id', value: { id: 1, user_id: 1, userId: 1 } },
  { name: 'password_hash', value: { password_hash: '$argon2id$x', passwordHash: 'x' } },
  { name: 'constructor.prototype', value: { constructor: { prototype: { isAdmin: true } } } },
  { name: 'unknown nested', value: { fuzz: { deep: [1, { x: null }] } } },
  {
    name: '2,000 unknown keys',
    get value() {
      return Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    },
  },
];

const extraFields: BodyMutator = (base, _schema, rng) => {
  const extra = rng.pick(EXTRA_FIELDS);
  return { value: { ...base, ...(extra.value as Fields) }, mutation: `extra fields: ${extra.name}` };
};

const WHOLE_BODIES: readonly NamedValue[] = [
  { name: 'null', value: null },
  { name: 'empty object', value: {} },
  { name: 'empty array', value: [] },
  { name: 'a string', value: 'fuzz' },
  { name: 'a number', value: 42 },
  { name: 'true', value: true },
  { name: 'nested 200 deep', value: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown },
];

const wholeBody: BodyMutator = (base, _schema, rng) => {
  if (rng.chance(0.2)) return { value: [base], mutation: 'body: the valid object inside an array' };
  const body = rng.pick(WHOLE_BODIES);
  return { value: body.value, mutation: `body: ${body.name}` };
};

const MUTATORS: readonly (readonly [BodyMutator, number])[] = [
  [missingField, 3],
  [wrongType, 4],
  [hostileString, 10],
  [everyFieldHostile, 1],
  [emptyString, 2],
  [boundary, 2],
  [extraFields, 2],
  [wholeBody, 2],
];

/** One mutation of a valid JSON body `base` of schema `schema`. */
export function mutateBody(base: Fields, schema: JsonSchema, rng: Random): MutatedBody {
  return rng.weighted(MUTATORS)(base, schema, rng);
}
