import type * as v from 'valibot';

// What a platform call is, and the builder that declares one. The transport
// reads these types; this module imports nothing from it, so the two do not
// form a circle. `defineEndpoint` is marked free of side effects
// (`@__NO_SIDE_EFFECTS__`): a definition nobody uses drops out of the bundle.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `required`: never leaves the browser without a token (fails as
 * unauthorized). `none`: never sends one. `optional`: sends it when there is
 * one (visitors still see vendors and games).
 */
export type TokenRule = 'required' | 'none' | 'optional';

/** Where the request's fields travel: query string, JSON body or form body. */
export type RequestFormat = 'query' | 'json' | 'form';

/**
 * `required`: the answer must be the /wps envelope. `optional`: the /lgw and
 * /lotto gateways answer with the bare value on the platform's own front end,
 * so an envelope is unwrapped when present and the body taken as the value
 * otherwise (plain text included, for the RSA key).
 */
export type EnvelopeRule = 'required' | 'optional';

/**
 * Where a call's path comes from (the README's tables): the product
 * specification, the platform's endpoint catalogue, or our own choice where
 * neither names it.
 */
export type EndpointSource = 'spec' | 'catalogue' | 'assumption';

export interface EndpointDefinition<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  /** Stable id `<area>.<name>`; also the SWR key prefix and the sandbox handler name. */
  readonly id: string;
  readonly method: HttpMethod;
  /**
   * Path from the deployment's base URL, e.g. `/wps/relay/GCSGAME_gameList`.
   * A `{field}` segment is filled from the request field of that name, which
   * then travels in the path only (`fillPath`).
   */
  readonly path: string;
  readonly token: TokenRule;
  /** Payload encryption (DES body + RSA `Encryption` header, docs/platform.md#encrypted-calls). */
  readonly encrypted: boolean;
  /** Settings-tree module id sent in the module-id header. */
  readonly moduleId?: string;
  readonly format: RequestFormat;
  readonly envelope: EnvelopeRule;
  /** The request's fields as they travel (query values are accepted as text too). */
  readonly request: TRequest;
  /** The envelope's `value`. */
  readonly response: TResponse;
  /** One line for the README: what the player does with it. */
  readonly summary: string;
  readonly source: EndpointSource;
  /** Why a path, method or shape was assumed (README assumptions table). */
  readonly assumption?: string;
}

/** The assumption of catalogue calls whose fields the catalogue lists only in part. */
export const inferredShape = "Path from the platform's catalogue; field names beyond the ones seen there are inferred";

export interface EndpointSpec<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema> {
  id: string;
  method: HttpMethod;
  path: string;
  token?: TokenRule;
  encrypted?: boolean;
  moduleId?: string;
  format?: RequestFormat;
  envelope?: EnvelopeRule;
  request: TRequest;
  response: TResponse;
  summary: string;
  source?: EndpointSource;
  assumption?: string;
}

/**
 * Fills the defaults the platform follows: token required, reads (GET and
 * DELETE) carry their fields in the query and writes in a JSON body, /wps
 * answers in an envelope while /lgw and /lotto may answer bare.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(
  input: EndpointSpec<TRequest, TResponse>,
): EndpointDefinition<TRequest, TResponse> {
  const readLike = input.method === 'GET' || input.method === 'DELETE';
  const gateway = input.path.startsWith('/lgw/') || input.path.startsWith('/lotto/');
  return Object.freeze({
    id: input.id,
    method: input.method,
    path: input.path,
    token: input.token ?? 'required',
    encrypted: input.encrypted ?? false,
    ...(input.moduleId === undefined ? {} : { moduleId: input.moduleId }),
    format: input.format ?? (readLike ? 'query' : 'json'),
    envelope: input.envelope ?? (gateway ? 'optional' : 'required'),
    request: input.request,
    response: input.response,
    summary: input.summary,
    source: input.source ?? 'spec',
    ...(input.assumption === undefined ? {} : { assumption: input.assumption }),
  });
}

/** The names of a path's `{field}` segments, in order. */
export function pathFields(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The path a call goes to, and the fields left to send: each `{field}` segment
 * takes that field's value, URL-encoded, so a value can never reach another path.
 */
export function fillPath(path: string, fields: unknown): { path: string; rest: unknown } {
  const names = pathFields(path);
  if (names.length === 0) return { path, rest: fields };
  const record = (fields ?? {}) as Record<string, unknown>;
  const rest = { ...record };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = record[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new TypeError(`The path needs the field ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

export type RequestOf<TDefinition> =
  TDefinition extends EndpointDefinition<infer TRequest, v.GenericSchema> ? v.InferInput<TRequest> : never;

export type ResponseOf<TDefinition> =
  TDefinition extends EndpointDefinition<v.GenericSchema, infer TResponse> ? v.InferOutput<TResponse> : never;

/**
 * The arguments that go with a definition, in `client.call` and in its hooks:
 * the input, which may be left out when the call needs no fields, then options
 * (call options, or a hook's query options).
 */
export type InputArgs<TDefinition, TOptions> =
  undefined extends RequestOf<TDefinition>
    ? [input?: RequestOf<TDefinition>, options?: TOptions]
    : [input: RequestOf<TDefinition>, options?: TOptions];
