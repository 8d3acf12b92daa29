/**
 * Every client route of both spec documents; any other path is answered with status 404. An
 * address whose id is not a row id's digits (`/l/x/abc`, `/photo/abc`, `/user/abc`) is no page:
 * the browser would say so on a page answered 404, not on one answered 200.
 */
const SPA_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/map$/,
  /^\/i\/[^/]+$/,
  /^\/l\/[^/]+\/\d{1,10}$/,
  /^\/r\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/,
  /^\/search\/[^/]+$/,
  /^\/newPhoto$/,
  /^\/login$/,
  /^\/unsubscribe$/,
  /^\/photo(\/\d{1,10})?$/,
  /^\/explore(\/[^/]+)?$/,
  /^\/about(\/[^/]+)?$/,
  /^\/by\/[^/]+(\/[^/]+)?$/,
  /^\/by\/[^/]+\/(gallery|spotlist)\/[^/]+(\/[^/]+)?$/,
  /^\/user\/\d{1,10}\/gallery\/[^/]+(\/[^/]+)?$/,
  /^\/user\/\d{1,10}(\/[^/]+)?$/,
  /^\/tag\/[^/]+$/,
  /^\/photo_location\/[^/]+(\/[^/]+){0,3}$/,
  /^\/guide(\/[^/]*)?$/,
  /^\/imports?$/,
  /^\/legal\/(tos|privacy)\.html$/,
  /^\/index\.html$/,
  /^\/review$/,
  /^\/moderation(\/log)?$/,
  /^\/badges$/,
  /^\/notifications$/,
  /^\/offline$/,
];

/** Whether the SPA has a page for this path. */
export function isSpaRoute(pathname: string): boolean {
  return SPA_ROUTES.some((route) => route.test(pathname));
}

/** The public pages rendered on the server with their content. */
const SERVER_RENDERED: RegExp[] = [
  /^\/$/,
  /^\/explore(\/[^/]+)?$/,
  /^\/l\/[^/]+\/\d{1,10}$/,
  /^\/r\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/,
  /^\/search\/[^/]+$/,
  /^\/photo\/\d{1,10}$/,
  /^\/by\/[^/]+(\/[^/]+)?$/,
  /^\/by\/[^/]+\/(gallery|spotlist)\/[^/]+(\/[^/]+)?$/,
  /^\/user\/\d{1,10}(\/[^/]+)?$/,
  /^\/user\/\d{1,10}\/gallery\/[^/]+(\/[^/]+)?$/,
  /^\/tag\/[^/]+$/,
  /^\/photo_location\/[^/]+(\/[^/]+){0,3}$/,
  /^\/guide\/[^/]+$/,
];

/** Whether `pathname` is a public page rendered on the server with its content. */
export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((page) => page.test(pathname));
}
