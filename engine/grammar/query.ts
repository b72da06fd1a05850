/**
 * The query string's limits (SPEC 9: at most 1,000 parameters, names nested 5 deep, 20 values
 * for one name), one copy for the pages and the server. The calls' own parameters are flat and
 * single-valued (the schemas say which), so the limits only decide how hostile input is refused:
 * with the limit it broke, before anything reads the values.
 */
export const QUERY_LIMITS = { parameters: 1_000, depth: 5, values: 20 } as const;

export type QueryLimit = keyof typeof QUERY_LIMITS;

export type QueryRead = { query: Record<string, string | string[]> } | { over: QueryLimit; name?: string };

/** How deep a parameter's name nests: `a` 0, `a[b]` 1, `a[b][c]` 2 (qs's reading of brackets). */
export function nameDepth(name: string): number {
  return name.match(/\[[^[\]]*\]/g)?.length ?? 0;
}

/**
 * The query as an object (a repeated name becomes an array of its values, in order), or the
 * first limit it breaks and the parameter that broke it.
 */
export function readQuery(params: URLSearchParams): QueryRead {
  // a Map, then own properties: a parameter named __proto__ is a key like any other (and refused by the schemas)
  const values = new Map<string, string[]>();
  let count = 0;
  for (const [name, value] of params) {
    if (++count > QUERY_LIMITS.parameters) return { over: 'parameters' };
    if (nameDepth(name) > QUERY_LIMITS.depth) return { over: 'depth', name };
    const seen = values.get(name);
    if (!seen) values.set(name, [value]);
    else if (seen.length >= QUERY_LIMITS.values) return { over: 'values', name };
    else seen.push(value);
  }
  return { query: Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list])) };
}

/**
 * What a broken limit says, for the part of the request that broke it ('query', or 'body' for a
 * form-encoded body): e.g. "query.types: given more than 20 times". The name is cut to 64
 * characters: it may be long or hostile, and the message only needs to point at it.
 */
export function queryLimitMessage(over: QueryLimit, name: string | undefined, part: 'query' | 'body'): { message: string; field?: string } {
  const limit = QUERY_LIMITS[over];
  const field = name === undefined ? undefined : `${part}.${name.slice(0, 64)}`;
  const message = {
    parameters: `${part}: more than ${limit} ${part === 'query' ? 'parameters' : 'fields'}`,
    depth: `${field}: names nest at most ${limit} brackets deep`,
    values: `${field}: given more than ${limit} times`,
  }[over];
  return field === undefined ? { message } : { message, field };
}
