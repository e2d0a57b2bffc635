import { baselineDraft, draftBody, draftUrl, type Draft } from './draft.js';
import { applyFamily, familyWeights } from './families.js';
import type { Operation } from './openapi.js';
import { Random, seedFor } from './prng.js';
import type { Caller, FuzzContext, FuzzRequest } from './types.js';
import { EXTRA_PATHS } from './url-mutations.js';

export interface FuzzPlan {
  seed: number;
  operations: Operation[];
  context: FuzzContext;
}

/** Share of state-changing requests sent without `X-Requested-With`, to exercise the CSRF refusal. */
const CSRF_OMITTED_SHARE = 0.08;
/** Share of requests aimed at paths outside the OpenAPI document (static files, page fallback). */
const EXTRA_PATH_SHARE = 0.03;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Operations with more inputs are picked more often: there is more to get wrong. */
function operationWeight(operation: Operation): number {
  const body = operation.body ? 2 + Object.keys(operation.body.properties ?? {}).length : 0;
  return 1 + operation.pathParams.length * 2 + operation.queryParams.length * 2 + body + (operation.multipart ? 4 : 0);
}

/** A distinct client address per request (10.0.0.0/8 and beyond), so per-address rate limits never hide a handler. */
export function clientAddress(index: number): string {
  const n = index + 1;
  return `${10 + ((n >>> 24) & 63)}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

const uniqueOf = (seed: number, index: number) => `${seed.toString(36)}${index.toString(36)}`;

function needsCsrf(method: string, path: string): boolean {
  return UNSAFE_METHODS.has(method) || /\/logout\/?$/.test(path);
}

function commonHeaders(
  draft: Draft,
  index: number,
  rng: Random,
  path: string,
): { headers: Record<string, string>; note?: string } {
  const headers: Record<string, string> = { 'x-forwarded-for': clientAddress(index), accept: 'application/json' };
  if (rng.chance(0.3)) headers['accept-language'] = 'en';
  let note: string | undefined;
  if (needsCsrf(draft.method, path)) {
    if (rng.chance(CSRF_OMITTED_SHARE)) note = 'without X-Requested-With';
    else headers['x-requested-with'] = 'pepites';
  }
  return { headers, note };
}

function extraPathDraft(rng: Random): { draft: Draft; mutation: string } {
  const path = rng.pick(EXTRA_PATHS);
  const method = rng.pick(['GET', 'GET', 'GET', 'POST', 'HEAD']);
  const draft: Draft = { method, template: path, pathValues: {}, pathOverride: path, query: [], headers: {} };
  if (rng.chance(0.4)) draft.headers.accept = 'text/html';
  return { draft, mutation: 'path outside the API document' };
}

function operationDraft(
  plan: FuzzPlan,
  rng: Random,
  caller: Caller,
  index: number,
): { draft: Draft; mutation: string; operation: string } {
  const operation = rng.weighted(plan.operations.map((candidate) => [candidate, operationWeight(candidate)] as const));
  const draft = baselineDraft(operation, { rng, caller, fuzz: plan.context, unique: uniqueOf(plan.seed, index) });
  const family = rng.weighted(familyWeights(operation));
  const mutation = applyFamily(family, draft, operation, rng);
  return { draft, mutation, operation: `${operation.method} ${operation.path}` };
}

/** Request `index` of the run seeded `plan.seed`: the same request every time, whatever ran before. */
export function generateRequest(plan: FuzzPlan, index: number): FuzzRequest {
  const rng = new Random(seedFor(plan.seed, index));
  const caller: Caller = rng.chance(0.5) ? 'user' : 'visitor';
  const built = rng.chance(EXTRA_PATH_SHARE)
    ? { ...extraPathDraft(rng), operation: 'outside the document' }
    : operationDraft(plan, rng, caller, index);
  const { draft } = built;
  const url = draftUrl(draft);
  const common = commonHeaders(draft, index, rng, url.split('?')[0] ?? '');
  const { body, contentType } = draftBody(draft);
  const headers = {
    ...common.headers,
    ...(contentType !== undefined ? { 'content-type': contentType } : {}),
    ...draft.headers,
  };
  return {
    seed: plan.seed,
    index,
    caller,
    method: draft.method,
    url,
    operation: built.operation,
    headers,
    body,
    mutation: [built.mutation, common.note].filter(Boolean).join(', '),
  };
}
