import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../core/page-title';
import { InvalidAddress, NotAvailableYet, details } from './not-available-yet';
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

/** /import and /imports render nothing. */
export function RenderNothing() {
  usePageTitle(null);
  return null;
}

/** /by/{username}/gallery/{spotlist}/{tab?} and /by/{username}/spotlist/{spotlist}/{tab?} */
export function SpotListPage() {
  const params = useParams();
  return withParams('Gallery', checkParams(routeParamSchemas.spotList, params), (list) => (
    <NotAvailableYet
      feature="Gallery"
      params={details([
        ['Owner', list.username],
        ['Gallery', list.spotlist],
        ['Tab', list.tab],
      ])}
    />
  ));
}

/** /tag/{tag} */
export function TagPage() {
  const params = useParams();
  return withParams('Tag page', checkParams(routeParamSchemas.tag, params), ({ tag }) => (
    <NotAvailableYet feature="Tag page" params={details([['Tag', tag]])} />
  ));
}

/** /photo_location/{tag1}/{tag2?}/{tag3?}/{tag4?} */
export function PhotoLocationPage() {
  const params = useParams();
  const result = checkParams(routeParamSchemas.photoLocation, params);
  return withParams('Location page', result, (tags) => (
    <NotAvailableYet
      feature="Location page"
      params={details([
        ['Location', [tags.tag1, tags.tag2, tags.tag3, tags.tag4].filter(Boolean).join(' › ')],
      ])}
    />
  ));
}

/** /guide/{guide?}; without a name it is a new article for the tag in ?t=. */
export function GuidePage() {
  const params = useParams();
  const [query] = useSearchParams();
  const raw = { guide: params.guide, t: query.get('t') ?? undefined };
  return withParams('Guide', checkParams(routeParamSchemas.guide, raw), ({ guide, t }) =>
    guide ? (
      <NotAvailableYet
        feature="Guide articles"
        title={guide}
        params={details([['Guide', guide]])}
      />
    ) : (
      <NotAvailableYet
        feature="Writing a new article"
        title="New Article"
        params={details([['Tag', t]])}
      />
    ),
  );
}

const PAGES = {
  spotShortLink: SpotShortLink,
  indexHtml: IndexHtmlRedirect,
  nothing: RenderNothing,
  spotList: SpotListPage,
  tag: TagPage,
  photoLocation: PhotoLocationPage,
  guide: GuidePage,
} as const;

/** The name of a page in this module. */
export type PlaceholderPageName = keyof typeof PAGES;

/** Renders the named page; the router loads this module once for all of them. */
export function PlaceholderRoute({ page }: { page: PlaceholderPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
