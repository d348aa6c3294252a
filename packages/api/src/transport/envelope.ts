import * as v from 'valibot';
import { PlatformError } from './errors';

/**
 * The /wps response envelope. `errorCode` is a string on the
 * platforms we know of; a number is tolerated and read as its decimal text.
 */
export const envelopeSchema = v.object({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.nullish(v.string()),
  errorCode: v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))])),
});

export type Envelope = v.InferOutput<typeof envelopeSchema>;

/** What the platform sends back: the envelope around a call's `value`. */
export interface EnvelopeOf<T> {
  success: boolean;
  value?: T;
  message?: string | null;
  errorCode?: string | null;
}

export function isEnvelopeLike(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'success' in body;
}

/**
 * Parses `data` with `schema`; a mismatch becomes an invalid-response
 * PlatformError naming the dotted path of the first bad field. Never throws
 * anything else: valibot's own errors are caught and converted.
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  context: { pathPrefix?: string; endpoint?: string; status?: number } = {},
): v.InferOutput<TSchema> {
  let result: v.SafeParseResult<TSchema>;
  try {
    result = v.safeParse(schema, data);
  } catch (cause) {
    throw new PlatformError({
      kind: 'invalid-response',
      message: 'The response could not be read',
      path: context.pathPrefix,
      endpoint: context.endpoint,
      status: context.status,
      cause,
    });
  }
  if (result.success) return result.output;
  const issue = result.issues[0];
  const inner = v.getDotPath(issue);
  const path = [context.pathPrefix, inner].filter((part): part is string => !!part).join('.');
  throw new PlatformError({
    kind: 'invalid-response',
    message: `Invalid response at ${path || '(root)'}: ${issue.message}`,
    path: path || undefined,
    endpoint: context.endpoint,
    status: context.status,
    cause: result.issues,
  });
}
