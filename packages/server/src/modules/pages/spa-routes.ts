/** Every client route of both spec documents; any other path is answered with status 404. */
const SPA_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/map$/,
  /^\/i\/[^/]+$/,
  /^\/l\/[^/]+\/[^/]+$/,
  /^\/r\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/,
  /^\/search\/[^/]+$/,
  /^\/newPhoto$/,
  /^\/login$/,
  /^\/unsubscribe$/,
  /^\/photo(\/[^/]+)?$/,
  /^\/explore(\/[^/]+)?$/,
  /^\/about(\/[^/]+)?$/,
  /^\/by\/[^/]+(\/[^/]+)?$/,
  /^\/by\/[^/]+\/(gallery|spotlist)\/[^/]+(\/[^/]+)?$/,
  /^\/user\/[^/]+\/gallery\/[^/]+(\/[^/]+)?$/,
  /^\/user\/[^/]+(\/[^/]+)?$/,
  /^\/tag\/[^/]+$/,
  /^\/photo_location\/[^/]+(\/[^/]+){0,3}$/,
  /^\/guide(\/[^/]*)?$/,
  /^\/imports?$/,
  /^\/legal\/(tos|privacy)\.html$/,
  /^\/index\.html$/,
  /^\/review$/,
  /^\/badges$/,
  /^\/offline$/,
  /^\/[^/.]+\/[^/.]+$/,
];

/** Whether the SPA has a page for this path. */
export function isSpaRoute(pathname: string): boolean {
  return SPA_ROUTES.some((route) => route.test(pathname));
}
