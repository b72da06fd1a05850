/** Which help article a /m/help address picks (SPEC 2): tag=tc or tag=privacy, else i (default 0). */
export function helpIndex(articles: { tag?: string }[], search: string): number {
  const query = new URLSearchParams(search);
  const tag = query.get('tag');
  if (tag) {
    const tagged = articles.findIndex((a) => a.tag === tag);
    if (tagged >= 0) return tagged;
  }
  const i = Number(query.get('i') ?? '0');
  return Number.isInteger(i) && i >= 0 && i < articles.length ? i : 0;
}
