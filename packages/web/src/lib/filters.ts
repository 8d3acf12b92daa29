import { formatSearch } from './search-string';

/** Query parameters that filter the spots shown: tag, user, spot set, spot list. */
export const FILTER_PARAMS = ['ft', 'fu', 'fs', 'fsl', 'fsu'] as const;

/** The active filter described for the top-bar chip, or null when none is set. */
export function describeFilter(search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  const parts: string[] = [];
  const tag = params.get('ft');
  if (tag) parts.push(`Tag: ${tagLabel(tag)}`);
  const user = params.get('fu');
  if (user) parts.push(`User: ${user}`);
  const spotSet = params.get('fs');
  if (spotSet) parts.push(`Spots: ${spotSet}`);
  // A spot list is named by its title and its owner, so it needs both parameters.
  const spotList = params.get('fsl');
  const listOwner = params.get('fsu');
  if (spotList && listOwner) parts.push(`Gallery: ${spotList} by ${listOwner}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The search string with every filter parameter removed. */
export function withoutFilters(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) params.delete(name);
  return formatSearch(params);
}

/** Tag names in URLs use underscores for spaces; the value is already percent-decoded. */
export function tagLabel(urlTag: string): string {
  return urlTag.replace(/_/g, ' ');
}

/**
 * The active filters as a query string for the API (`ft=Lake&fu=ansel`), or null when none
 * is set. A spot list needs its owner, so fsl counts only together with fsu.
 */
export function filterQuery(search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of ['ft', 'fu', 'fs'] as const) {
    const value = params.get(name);
    if (value) out.set(name, value);
  }
  const spotList = params.get('fsl');
  const listOwner = params.get('fsu');
  if (spotList && listOwner) {
    out.set('fsl', spotList);
    out.set('fsu', listOwner);
  }
  const query = out.toString();
  return query === '' ? null : query;
}
