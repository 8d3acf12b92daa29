/** The page data the server embedded in a page's HTML. */
export function initialData(html: string): Record<string, unknown> {
  const match =
    /<script id="vantage-initial-data" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no initial data in page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}
