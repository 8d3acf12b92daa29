/**
 * A date format of `locale` and `options` for any time zone, each zone's built once: building
 * an `Intl.DateTimeFormat` costs far more than formatting with it.
 */
export function zonedDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}
