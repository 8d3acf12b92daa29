/**
 * The search string of these parameters, with a leading '?' (or '' when empty). Flags with
 * no value stay bare (`?map&login`), as the site's addresses are written, instead of `?map=&login=`.
 */
export function formatSearch(params: URLSearchParams): string {
  const parts: string[] = [];
  params.forEach((value, name) => {
    parts.push(
      value === ''
        ? encodeURIComponent(name)
        : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    );
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
