import * as v from 'valibot';

/**
 * Field schemas shared by the endpoint definitions. The platform is loose
 * about types (ids and flags arrive as numbers or as text, lists as null), so
 * these accept each spelling seen and output one type. Query strings carry
 * only text, so the same schemas also read a request's query back (sandbox).
 * The builders are marked free of side effects (`@__NO_SIDE_EFFECTS__`): a
 * schema nobody uses then drops out of the site's bundle.
 */

const decimalText = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A finite number, or its decimal text. */
export const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.regex(decimalText), v.transform(Number)),
]);

/** A whole number, or its decimal text. */
export const integer = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^\s*-?\d+\s*$/), v.transform(Number)),
]);

/** An id or code the platform sends as a number or as text; always text here. */
export const idText = v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]);

/** A switch written as a boolean, 0/1, '0'/'1' or 'true'/'false'. */
export const flag = v.union([
  v.boolean(),
  v.pipe(
    v.picklist([0, 1]),
    v.transform((value) => value === 1),
  ),
  v.pipe(
    v.picklist(['0', '1', 'true', 'false', 'Y', 'N']),
    v.transform((value) => value === '1' || value === 'true' || value === 'Y'),
  ),
]);

/** A row a list left out because it could not be read, for the caller to report. */
export interface DroppedRow {
  /** Where the row sat in its list. */
  index: number;
  /** What was wrong with it, and where inside the row. */
  message: string;
}

// The rows left out during the parse under way (parsing is synchronous, so one collector at a time).
let droppedRows: DroppedRow[] | null = null;

/** Parses with `parse` and returns what it gave, with the rows its lists left out. */
export function collectDroppedRows<T>(parse: () => T): { value: T; dropped: DroppedRow[] } {
  const outer = droppedRows;
  const dropped: DroppedRow[] = [];
  droppedRows = dropped;
  try {
    return { value: parse(), dropped };
  } finally {
    droppedRows = outer;
  }
}

/**
 * A list that may arrive as null or be left out; always an array here. A row
 * that cannot be read is left out (and reported through
 * `collectDroppedRows`) rather than failing the whole list: one banner
 * without an address must not take every banner, popup and notice with it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.nullish(v.array(v.unknown()), () => []),
    v.transform((rows) => {
      const kept: v.InferOutput<TItem>[] = [];
      rows.forEach((row, index) => {
        const parsed = v.safeParse(item, row);
        if (parsed.success) {
          kept.push(parsed.output);
          return;
        }
        const [issue] = parsed.issues;
        const inner = v.getDotPath(issue);
        droppedRows?.push({ index, message: inner ? `${inner}: ${issue.message}` : issue.message });
      });
      return kept;
    }),
  );
}

/** Optional text the platform may send as null. */
export const optionalText = v.nullish(v.string());

/** Optional id or code. */
export const optionalId = v.nullish(idText);

/** Optional number. */
export const optionalNumber = v.nullish(numeric);

/** Optional switch. */
export const optionalFlag = v.nullish(flag);

/** A value whose shape no call of ours reads (mutations that answer with nothing useful). */
export const anyValue = v.unknown();

/** Calls without fields. */
export const noFields = v.optional(v.object({}), {});

/** Paging fields the relays take. */
export const paging = {
  pageNo: v.optional(integer),
  pageSize: v.optional(integer),
};

/** Date-range fields of report relays (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`). */
export const dateRange = {
  startDate: v.optional(v.string()),
  endDate: v.optional(v.string()),
};

/**
 * The paged list shape of the member-centre relays: the rows under
 * `list`, with page counters. Relays that name their rows differently define
 * their own shape.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pagedList<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    list: list(item),
    pageNum: optionalNumber,
    totalPages: optionalNumber,
    totalCount: optionalNumber,
  });
}

/** An object of fields that may all be left out (the call can be made with no input). */
/* @__NO_SIDE_EFFECTS__ */
export function optionalFields<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.optional(v.object(entries));
}

/**
 * An object whose fields are all optional, which may itself be missing or
 * null: it then reads as the object parsed from `{}` (lists empty, flags off).
 */
/* @__NO_SIDE_EFFECTS__ */
export function orEmpty<TSchema extends v.GenericSchema<Record<string, unknown>, Record<string, unknown>>>(
  schema: TSchema,
) {
  return v.nullish(schema, () => v.parse(schema, {}));
}
