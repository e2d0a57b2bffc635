import type { Parameter } from './openapi.js';
import { pickHostile } from './payloads.js';
import type { Random } from './prng.js';
import { safeEncode } from './url-mutations.js';

/** Query parameters in order, already encoded for the wire; a null value is a bare key (`?name`). */
export type QueryPairs = [string, string | null][];

export const encodePairs = (values: Record<string, string>): QueryPairs =>
  Object.entries(values).map(([key, value]) => [safeEncode(key), safeEncode(value)]);

export const queryString = (pairs: QueryPairs) =>
  pairs.length ? `?${pairs.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&')}` : '';

/** A query string's own defects: broken escapes, the same name many times, bracket notations... */
const RAW_VALUES = ['%', '%zz', '%00', 'a%00b', '%C0%AF', '%ED%A0%80', '%FF%FE', '+++', '%2B', '%26%3D'];

/** One mutation of the valid pairs of parameters `params`. */
export function mutateQuery(
  pairs: QueryPairs,
  params: Parameter[],
  rng: Random,
): { pairs: QueryPairs; mutation: string } {
  const names = params.map((param) => param.name);
  const name = names.length ? rng.pick(names) : 'fuzz';
  const others = pairs.filter(([key]) => key !== name);
  const current = pairs.find(([key]) => key === name)?.[1] ?? 'x';
  const hostile = pickHostile(rng);
  const choices: { mutation: string; make: () => QueryPairs }[] = [
    { mutation: `missing ${name}`, make: () => others },
    { mutation: `${name} empty`, make: () => [...others, [name, '']] },
    { mutation: `${name} without =`, make: () => [...others, [name, null]] },
    { mutation: `${name} twice`, make: () => [...others, [name, current], [name, 'other']] },
    { mutation: `${name}[] array`, make: () => [...others, [`${name}[]`, current], [`${name}[]`, current]] },
    { mutation: `${name}[key] object`, make: () => [...others, [`${name}[key]`, current]] },
    { mutation: `${name}: ${hostile.name}`, make: () => [...others, [name, safeEncode(hostile.value)]] },
    { mutation: `${name}: raw escapes`, make: () => [...others, [name, rng.pick(RAW_VALUES)]] },
    {
      mutation: 'prototype keys',
      make: () => [...pairs, ['__proto__[role]', 'admin'], ['constructor[prototype][x]', '1']],
    },
    { mutation: 'unknown parameter', make: () => [...pairs, ['fuzz', safeEncode(hostile.value)]] },
    {
      mutation: '1,000 parameters',
      make: () => [...pairs, ...Array.from({ length: 1000 }, (_, i): [string, string | null] => [`p${i}`, String(i)])],
    },
    { mutation: 'empty pairs', make: () => [['', ''], ...pairs, ['', null]] },
  ];
  const choice = rng.pick(choices);
  return { pairs: choice.make(), mutation: `query ${choice.mutation}` };
}
