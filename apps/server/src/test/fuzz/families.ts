import { mutateBody } from './body-mutations.js';
import { draftPath, type Draft } from './draft.js';
import { mutateHeaders } from './header-mutations.js';
import { uploadBody } from './multipart.js';
import type { Operation } from './openapi.js';
import type { Random } from './prng.js';
import { mutateQuery } from './query.js';
import { rawBody, unexpectedBody } from './raw-bodies.js';
import { hostilePathValue, respellPath } from './url-mutations.js';

/** The kinds of change made to a valid request; each request gets exactly one. */
export type Family =
  'baseline' | 'body' | 'raw-body' | 'upload' | 'query' | 'path-param' | 'path-spelling' | 'headers' | 'method';

/** How often each family is picked for `operation`: the inputs it has decide. */
export function familyWeights(operation: Operation): [Family, number][] {
  const hasBody = operation.body !== undefined;
  return [
    ['baseline', 3],
    ['body', hasBody ? 10 : 0],
    ['raw-body', hasBody ? 3 : operation.multipart ? 0 : 0.7],
    ['upload', operation.multipart ? 8 : 0],
    ['query', operation.queryParams.length ? 4 : 0.5],
    ['path-param', operation.pathParams.length ? 5 : 0],
    ['path-spelling', 1],
    ['headers', 1.5],
    ['method', 0.5],
  ];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

function mutateBodyOf(draft: Draft, rng: Random, operation: Operation): string {
  const base = (draft.json ?? {}) as Record<string, unknown>;
  const mutated = mutateBody(base, operation.body ?? {}, rng);
  draft.json = mutated.value;
  return `body ${mutated.mutation}`;
}

function mutatePathParam(draft: Draft, rng: Random, operation: Operation): string {
  const param = rng.pick(operation.pathParams);
  const hostile = hostilePathValue(rng);
  draft.pathValues[param.name] = hostile.value;
  return `path ${param.name}: ${hostile.name}`;
}

/** Applies one `family` of mutation to `draft` and says what it did. */
export function applyFamily(family: Family, draft: Draft, operation: Operation, rng: Random): string {
  switch (family) {
    case 'baseline':
      return 'valid request';
    case 'body':
      return mutateBodyOf(draft, rng, operation);
    case 'raw-body': {
      draft.raw = operation.body ? rawBody(draft.json, rng) : unexpectedBody(rng);
      return `body ${draft.raw.mutation}`;
    }
    case 'upload': {
      draft.raw = uploadBody(rng);
      return `upload ${draft.raw.mutation}`;
    }
    case 'query': {
      const mutated = mutateQuery(draft.query, operation.queryParams, rng);
      draft.query = mutated.pairs;
      return mutated.mutation;
    }
    case 'path-param':
      return mutatePathParam(draft, rng, operation);
    case 'path-spelling': {
      const respelt = respellPath(draftPath(draft), rng);
      draft.pathOverride = respelt.path;
      return respelt.name;
    }
    case 'headers': {
      const mutation = mutateHeaders(rng);
      Object.assign(draft.headers, mutation.headers);
      return `header ${mutation.name}`;
    }
    case 'method': {
      draft.method = rng.pick(METHODS.filter((method) => method !== operation.method));
      return `method ${draft.method} instead of ${operation.method}`;
    }
  }
}
