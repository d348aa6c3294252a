import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '../transport/envelope';
import { PlatformError } from '../transport/errors';
import { endpointList } from './all';

// Every request and response schema meets 10,000 values: arbitrary ones, and
// ones shaped like the schema with parts replaced by anything at all, left
// out or shuffled into the wrong type. A failed parse is fine; an exception
// thrown out of `safeParse` (a transform reading a field that is not there,
// a regex on a number) would reach the player as a blank screen.

const runs = 10_000;

/** The parts of a valibot schema this walker reads (valibot's public schema objects). */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  literal?: unknown;
  key?: SchemaNode;
  value?: SchemaNode;
  pipe?: readonly { type: string; requirement?: unknown }[];
}

function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function requirementOf(node: SchemaNode, action: string): unknown {
  return node.pipe?.find((step) => step.type === action)?.requirement;
}

function textFor(node: SchemaNode, noisy: boolean): fc.Arbitrary<string> {
  const regex = requirementOf(node, 'regex');
  const min = requirementOf(node, 'min_length');
  const max = requirementOf(node, 'max_length');
  const fitting = fc.string({
    minLength: typeof min === 'number' ? min : 0,
    maxLength: typeof max === 'number' ? max : 20,
  });
  // fast-check reads patterns without flags; the flags only widen what matches.
  const matching = regex instanceof RegExp ? fc.stringMatching(new RegExp(regex.source)) : fitting;
  if (!noisy) return matching;
  const loose = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '0', '1', '-1', '1.5', 'null'),
  );
  return fc.oneof(matching, loose);
}

// Shallow on purpose: 10,000 values for each of ~290 schemas must stay quick to generate.
const anything = fc.anything({ maxDepth: 2, maxKeys: 4 });

const noise = fc.oneof(
  fc.constantFrom(null, undefined, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '', 'x', true, false, [], {}),
  anything,
);

/**
 * Values shaped like `node`. `noisy`: now and then a part is replaced by
 * noise, a field left out or a text broken; otherwise the value fits the
 * declared shape (a refinement such as `check` may still refuse it).
 */
function shaped(node: SchemaNode, noisy: boolean, depth = 0): fc.Arbitrary<unknown> {
  const fitting = shapedExactly(node, noisy, depth);
  return noisy ? fc.oneof({ weight: 12, arbitrary: fitting }, { weight: 1, arbitrary: noise }) : fitting;
}

function shapedExactly(node: SchemaNode, noisy: boolean, depth: number): fc.Arbitrary<unknown> {
  const child = (inner: SchemaNode | undefined) => (inner && depth < 8 ? shaped(inner, noisy, depth + 1) : anything);
  switch (node.type) {
    case 'string':
      return textFor(node, noisy);
    case 'number':
      return requirementOf(node, 'integer') === undefined && !node.pipe?.some((step) => step.type === 'integer')
        ? fc.oneof(fc.integer(), fc.double({ noNaN: !noisy, noDefaultInfinity: !noisy }))
        : fc.integer();
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
    case 'enum':
      return node.options && node.options.length > 0 ? fc.constantFrom(...node.options) : noise;
    case 'optional':
    case 'undefinedable':
    case 'exact_optional':
      return fc.oneof(child(node.wrapped), noisy ? fc.constantFrom(null, undefined) : fc.constant(undefined));
    case 'nullable':
      return fc.oneof(child(node.wrapped), noisy ? fc.constantFrom(null, undefined) : fc.constant(null));
    case 'nullish':
      return fc.oneof(child(node.wrapped), fc.constantFrom(null, undefined));
    case 'union':
    case 'variant': {
      const options = (node.options ?? []).filter(isSchemaNode);
      return options.length > 0 ? fc.oneof(...options.map((option) => child(option))) : noise;
    }
    case 'array':
      return fc.array(child(node.item), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 6 }), child(node.value), { maxKeys: 4 });
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = Object.entries(node.entries ?? {});
      const model = Object.fromEntries(entries.map(([key, entry]) => [key, child(entry)]));
      const extraFields = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const whole = fc.tuple(fc.record(model), extraFields).map(([known, extra]) => ({ ...extra, ...known }));
      return noisy ? fc.oneof(whole, fc.record(model, { requiredKeys: [] })) : whole;
    }
    default:
      // unknown, any, lazy and the like: anything at all.
      return anything;
  }
}

function valuesFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  if (!isSchemaNode(schema)) return anything;
  return fc.oneof(
    { weight: 2, arbitrary: shaped(schema, false) },
    { weight: 2, arbitrary: shaped(schema, true) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: anything },
  );
}

const schemas = endpointList.flatMap((definition) => [
  { name: `${definition.id} request`, schema: definition.request as v.GenericSchema },
  { name: `${definition.id} response`, schema: definition.response as v.GenericSchema },
]);

describe('every endpoint schema, whatever it is given', () => {
  it.each(schemas)('$name: safeParse never throws and parseOrThrow throws only PlatformError', ({ name, schema }) => {
    let parsedWell = 0;
    fc.assert(
      // A throw out of safeParse fails the property by itself (fast-check reports the value).
      fc.property(valuesFor(schema), (value) => {
        const parsed = v.safeParse(schema, value);
        if (parsed.success) parsedWell += 1;
        let thrown: unknown = null;
        try {
          parseOrThrow(schema, value, { endpoint: name });
        } catch (error) {
          thrown = error;
        }
        // parseOrThrow agrees with safeParse, and what it throws is a PlatformError.
        return parsed.success ? thrown === null : thrown instanceof PlatformError;
      }),
      { numRuns: runs },
    );
    // The shaped values reach the schema's transforms, not only its first type check.
    expect(parsedWell).toBeGreaterThan(runs / 20);
  });
});
