/** A field value as it may travel in a query string or a form body. */
export type FieldValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type Fields = Readonly<Record<string, FieldValue>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Query and form encoding: null and undefined are left out, arrays repeat
 * the key (`inboxIds=1&inboxIds=2`, as EMFE_deleteInbox expects).
 */
export function toSearchParams(fields: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (!isFields(fields)) return params;
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

/**
 * The other way round, for whoever reads requests (the sandbox): a key that
 * repeats becomes an array. Request schemas accept query text for numbers and
 * booleans, so the result parses with the same schema the client used.
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
