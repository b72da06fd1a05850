/** JSON pointers into the merged config, the form the check's issues use. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
