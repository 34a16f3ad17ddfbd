/** Most formatters kept; past this the cache starts again (zones × shapes stay far below). */
const MAX_FORMATS = 500;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An `Intl.DateTimeFormat` made once per locale and options, then reused. Making one costs
 * far more than formatting with it: a first screen of plan cards made one per date shown, a
 * tenth of a second of a phone's main thread (issue 39, bench/README.md). Give a `timeZone`:
 * a formatter made without one keeps the device's zone of the moment it was made.
 * @example dateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone }).format(date)
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
