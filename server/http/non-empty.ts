/**
 * Lists an answer's schema says are never empty (minItems 1): the generated types make them
 * tuples of one or more, and this checks a list is one at run time, where an empty list would be
 * a broken invariant of the data behind it.
 */
export function nonEmpty<T>(list: readonly T[], what: string): [T, ...T[]] {
  if (list.length === 0) throw new Error(`${what}: expected at least one item`);
  const [first, ...rest] = list;
  return [first, ...rest];
}
