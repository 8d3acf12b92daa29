import { queryOptions } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, SearchAnswer } from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { FILTER_PARAMS } from '../../lib/filters';

/** The filter parameters of a search, in the order the address names them. */
export type SearchFilters = Partial<Record<(typeof FILTER_PARAMS)[number], string>>;

/** The active filters (tag, user, spot set, spot list) of an address's query string. */
export function searchFilters(search: string | URLSearchParams): SearchFilters {
  const params = new URLSearchParams(search);
  const filters: SearchFilters = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** `GET /api/search/{text}` with the filters as query parameters (path relative to /api). */
export function searchApiPath(text: string, filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value);
  }
  const query = params.toString();
  return `/search/${encodeURIComponent(text)}${query ? `?${query}` : ''}`;
}

/** The search query; its key names the text and the filters, so a new search starts afresh. */
export function searchQuery(text: string, filters: SearchFilters) {
  return queryOptions({
    queryKey: ['search', text, filters],
    queryFn: ({ signal }) => apiFetch(searchApiPath(text, filters), SearchAnswer, { signal }),
    staleTime: CACHE_LIFETIME_MS,
  });
}
