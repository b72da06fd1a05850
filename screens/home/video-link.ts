/**
 * The address a jackpot panel embeds for an m_video banner (SPEC 2, login footer): a watch-style
 * video link becomes its embed link with autoplay off, related videos off and modest branding;
 * any other link gets the lang and theme parameters.
 */
export function jackpotFrameUrl(link: string, language: string, theme: string, origin: string): string {
  const url = new URL(link, origin);
  const watchId = url.pathname === '/watch' ? url.searchParams.get('v') : null;
  if (watchId) {
    const embed = new URL(`/embed/${encodeURIComponent(watchId)}`, url.origin);
    embed.searchParams.set('autoplay', '0');
    embed.searchParams.set('rel', '0');
    embed.searchParams.set('modestbranding', '1');
    return embed.href;
  }
  url.searchParams.set('lang', language);
  url.searchParams.set('theme', theme);
  return url.origin === origin ? url.pathname + url.search : url.href;
}
