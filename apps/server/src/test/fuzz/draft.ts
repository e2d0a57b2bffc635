import type { Operation } from './openapi.js';
import { encodePairs, queryString, type QueryPairs } from './query.js';
import type { RawBody } from './raw-bodies.js';
import { multipartBody, TINY_PNG } from './multipart.js';
import { toWire } from './url-mutations.js';
import { validObject, validString, validValue, type ValueContext } from './values.js';

/** A request being built: valid first (`baselineDraft`), then mutated in place by one family. */
export interface Draft {
  method: string;
  template: string;
  /** Path parameter values, already encoded for the wire. */
  pathValues: Record<string, string>;
  /** A whole path that replaces the filled template (respelt paths, routes outside the document). */
  pathOverride?: string;
  query: QueryPairs;
  /** The JSON body value, serialised at the end; undefined sends no JSON body. */
  json?: unknown;
  /** Bytes that replace the JSON body (malformed JSON, wrong Content-Type, multipart). */
  raw?: RawBody;
  headers: Record<string, string>;
}

/** A valid request for `operation`, as far as its schemas say. */
export function baselineDraft(operation: Operation, vc: ValueContext): Draft {
  const pathValues: Record<string, string> = {};
  for (const param of operation.pathParams)
    pathValues[param.name] = encodeURIComponent(validString(param.schema, param.name, vc));
  const query: Record<string, string> = {};
  for (const param of operation.queryParams) {
    if (param.required || vc.rng.chance(0.6)) query[param.name] = String(validValue(param.schema, param.name, vc));
  }
  const draft: Draft = {
    method: operation.method,
    template: operation.path,
    pathValues,
    query: encodePairs(query),
    headers: {},
  };
  if (operation.body) draft.json = validObject(operation.body, vc);
  if (operation.multipart)
    draft.raw = {
      ...multipartBody([{ name: 'file', filename: 'avatar.png', type: 'image/png', data: TINY_PNG }]),
      mutation: 'valid PNG upload',
    };
  return draft;
}

export function draftPath(draft: Draft): string {
  if (draft.pathOverride !== undefined) return draft.pathOverride;
  return draft.template.replace(/\{([^}]+)\}/g, (_, name: string) => draft.pathValues[name] ?? '');
}

export function draftUrl(draft: Draft): string {
  return `${toWire(draftPath(draft))}${queryString(draft.query)}`;
}

/** The body bytes and their Content-Type (none for a request without a body). */
export function draftBody(draft: Draft): { body?: string | Buffer; contentType?: string } {
  if (draft.raw) return { body: draft.raw.body, contentType: draft.raw.contentType };
  if (draft.json === undefined) return {};
  return { body: JSON.stringify(draft.json) ?? 'null', contentType: 'application/json' };
}
