/**
 * A page's first date or number format loads the browser's locale data: tens of milliseconds on
 * a phone, in one piece. Run inline in the head of a page the server wrote, it happens before the
 * page's first paint while the page's scripts download, not as a pause of a page on screen.
 */
export function loadLocaleData(): void {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', timeZoneName: 'shortOffset' }).format(0);
  } catch {
    // A browser without the data formats without it.
  }
}
