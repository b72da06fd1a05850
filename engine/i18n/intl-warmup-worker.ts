/**
 * A worker's whole work (engine/i18n/intl-warmup.ts): use Intl once, as the page's first render
 * will, in the page's language (the worker's name), say so to the page, then end.
 */
try {
  const locale = self.name || 'en';
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.PluralRules(locale).select(1);
} catch {
  // A name that is no locale: nothing is warmed, and the page does that work itself.
} finally {
  self.postMessage('warm');
  self.close();
}
