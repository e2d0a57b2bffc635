import { mainBranch, primaryType, type JsonSchema } from './openapi.js';
import type { Random } from './prng.js';
import type { Caller, FuzzContext } from './types.js';

/** What a valid value may depend on: the request's own randomness, who sends it, what the run knows. */
export interface ValueContext {
  rng: Random;
  caller: Caller;
  fuzz: FuzzContext;
  /** Unique within the run (derived from seed and index): new accounts must not collide. */
  unique: string;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function knownId(vc: ValueContext): number {
  if (vc.caller === 'user' && vc.rng.chance(0.7)) return vc.fuzz.userId;
  return vc.rng.int(1, Math.max(1, vc.fuzz.maxKnownUserId));
}

/** Shaped like the server's random tokens: 32 bytes in base64url. */
const randomToken = (vc: ValueContext) => Array.from({ length: 43 }, () => vc.rng.pick([...BASE64URL])).join('');

/** Candidates tried, in order, against a string schema's pattern (simple patterns only are met). */
function patternCandidates(name: string, vc: ValueContext): string[] {
  const token = randomToken(vc);
  return [
    String(knownId(vc)),
    vc.fuzz.uploadId ?? vc.rng.hex(32),
    vc.rng.pick(['FR', 'BE', 'CA', 'JP']),
    `fz${vc.unique}@example.com`,
    token,
    `${name.replace(/[^a-z]/gi, '') || 'value'}${vc.unique}`,
  ];
}

function fitsLength(value: string, schema: JsonSchema): boolean {
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

function matches(value: string, schema: JsonSchema): boolean {
  if (!fitsLength(value, schema)) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return new RegExp(schema.pattern).test(value);
  }
}

/** Field names that say more than their schema (a password policy, an account to sign in to...). */
function hintedString(name: string, vc: ValueContext): string | undefined {
  if (/e-?mail/i.test(name)) return vc.rng.chance(0.5) ? vc.fuzz.email : `fz${vc.unique}@example.com`;
  if (/password/i.test(name)) return vc.rng.chance(0.8) ? vc.fuzz.password : `Fz-${vc.unique}-Pass9`;
  if (/user_?name/i.test(name)) return `fz${vc.unique}`.slice(0, 16);
  if (/token/i.test(name)) return randomToken(vc);
  if (/avatar|image|picture/i.test(name) && vc.fuzz.uploadId) return `/api/uploads/${vc.fuzz.uploadId}`;
  if (/^(subject|title)$/i.test(name)) return 'Bonjour Pépites';
  if (/message|introduction|description/i.test(name)) return 'Un message de test, avec des accents : é à ç.';
  return undefined;
}

function plainText(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const text = 'Pépites fuzz';
  return text.padEnd(Math.min(Math.max(min, text.length), max), 'x').slice(0, max);
}

export function validString(schema: JsonSchema, name: string, vc: ValueContext): string {
  const hinted = hintedString(name, vc);
  if (hinted !== undefined && matches(hinted, schema)) return hinted;
  if (schema.pattern) {
    const found = patternCandidates(name, vc).find((candidate) => matches(candidate, schema));
    if (found !== undefined) return found;
  }
  return plainText(schema);
}

function validNumber(schema: JsonSchema, integer: boolean, vc: ValueContext): number {
  const low = Math.max(schema.minimum ?? 1, -1e6);
  const high = Math.min(schema.maximum ?? low + 100, low + 100);
  return integer ? vc.rng.int(Math.ceil(low), Math.floor(high)) : low + vc.rng.float() * (high - low);
}

/** A value the schema accepts (as far as the fuzzer can tell), for the field called `name`. */
export function validValue(schema: JsonSchema, name: string, vc: ValueContext): unknown {
  const branch = mainBranch(schema);
  if (branch.enum?.length) return vc.rng.pick(branch.enum);
  if (branch.const !== undefined) return branch.const;
  switch (primaryType(branch)) {
    case 'integer':
      return validNumber(branch, true, vc);
    case 'number':
      return validNumber(branch, false, vc);
    case 'boolean':
      return vc.rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from(
        { length: Math.max(branch.minItems ?? 0, vc.rng.int(0, Math.min(branch.maxItems ?? 3, 3))) },
        () => validValue(branch.items ?? {}, name, vc),
      );
    case 'object':
      return validObject(branch, vc);
    default:
      return validString(branch, name, vc);
  }
}

/** Every required property and most optional ones, each with a valid value. */
export function validObject(schema: JsonSchema, vc: ValueContext): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || vc.rng.chance(0.7)) out[key] = validValue(child, key, vc);
  }
  return out;
}
