import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { InvalidAddress } from './invalid-address';
import { checkParams, routeParamSchemas, type ParamResult } from '../../core/route-params';

/** Renders the invalid-address page for a failed check, or the page for valid parameters. */
function withParams<T>(feature: string, result: ParamResult<T>, render: (data: T) => ReactNode) {
  return result.ok ? (
    render(result.data)
  ) : (
    <InvalidAddress feature={feature} message={result.message} />
  );
}

/** /i/{id}: the short link of a spot, rewritten to /l/_/{id} (the spot page fills in the slug). */
export function SpotShortLink() {
  const params = useParams();
  const { search } = useLocation();
  return withParams('Spot link', checkParams(routeParamSchemas.spotId, params), ({ id }) => (
    <Navigate to={`/l/_/${id}${search}`} replace />
  ));
}

/** /index.html: the native-app entry, which is the home page. */
export function IndexHtmlRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}

const PAGES = {
  spotShortLink: SpotShortLink,
  indexHtml: IndexHtmlRedirect,
} as const;

/** The name of a page in this module. */
export type RedirectPageName = keyof typeof PAGES;

/** Renders the named page; the router loads this module once for all of them. */
export function RedirectRoute({ page }: { page: RedirectPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
