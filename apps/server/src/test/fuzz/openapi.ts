import { NOTIFICATION_STREAM_PATH } from '@pepites/contracts';
/** The part of OpenAPI 3 (and its JSON Schema dialect) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  summary?: string;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationObject | undefined> | undefined>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path, with what it reads from the request. */
export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/user/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, when the operation reads a JSON body. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** Reads a multipart file upload. */
  multipart: boolean;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const MAX_REF_DEPTH = 8;

/**
 * A copy of `schema` with local `#/components/schemas/...` references inlined, so the rest of the
 * fuzzer never sees a `$ref`. Recursive schemas are cut at MAX_REF_DEPTH (an empty schema).
 */
export function resolveSchema(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (!schema || depth > MAX_REF_DEPTH) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveSchema(doc.components?.schemas?.[name], doc, depth + 1);
  }
  const inline = (child: JsonSchema) => resolveSchema(child, doc, depth + 1);
  const copy: JsonSchema = { ...schema };
  if (schema.properties)
    copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, inline(child)]));
  if (schema.items) copy.items = inline(schema.items);
  if (schema.anyOf) copy.anyOf = schema.anyOf.map(inline);
  if (schema.oneOf) copy.oneOf = schema.oneOf.map(inline);
  if (schema.allOf) copy.allOf = schema.allOf.map(inline);
  return copy;
}

function parametersIn(operation: OperationObject, where: 'path' | 'query', doc: OpenApiDocument): Parameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === where)
    .map((parameter) => ({
      name: parameter.name,
      required: where === 'path' || parameter.required === true,
      schema: resolveSchema(parameter.schema, doc),
    }));
}

/**
 * @fastify/swagger drops `consumes` from an OpenAPI 3 operation that has no body schema, which is how
 * the server declares its multipart upload routes; so a POST/PUT without a JSON body on an `upload`
 * path is taken for a file upload too.
 */
function isUpload(method: string, path: string, operation: OperationObject): boolean {
  if (operation.requestBody?.content?.['multipart/form-data']) return true;
  return (method === 'post' || method === 'put') && !operation.requestBody && /upload/i.test(path);
}

/**
 * Responses that never end by design (the notification stream): a fuzzer would wait on them forever.
 * Their own tests open them on a socket and read their events.
 */
const ENDLESS_PATHS = new Set([NOTIFICATION_STREAM_PATH]);

/** Every operation of the document, in document order (so a seed means the same thing on every run). */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    if (ENDLESS_PATHS.has(path)) continue;
    for (const [method, operation] of Object.entries(methods ?? {})) {
      if (!operation || !HTTP_METHODS.has(method)) continue;
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parametersIn(operation, 'path', doc),
        queryParams: parametersIn(operation, 'query', doc),
        body: json ? resolveSchema(json.schema, doc) : undefined,
        bodyRequired: operation.requestBody?.required === true,
        multipart: isUpload(method, path, operation),
      });
    }
  }
  return operations;
}

/** The first type a schema allows (`anyOf` branches and `type` arrays included), `string` when unsaid. */
export function primaryType(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.enum?.length) return typeof schema.enum[0];
  return 'string';
}

/** The branch to build a valid value from: the first of `anyOf`/`oneOf`, or the schema itself. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  const first = branches?.find((branch) => branch.type !== 'null') ?? branches?.[0];
  if (first) return first;
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf) as JsonSchema;
  return schema;
}
