import {
  ABOUT_TABS,
  EXPLORE_TABS,
  parseRegion,
  PROFILE_TABS,
  SPOT_LIST_TABS,
} from '@vantage/shared';
import { decodePath } from './path-parts';

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

/** The tab a page's address may end with, by the shape of the address. */
const PAGE_TABS: { address: RegExp; tabs: readonly string[] }[] = [
  { address: /^\/explore\/([^/]+)$/, tabs: EXPLORE_TABS.map((tab) => tab.id) },
  { address: /^\/about\/([^/]+)$/, tabs: ABOUT_TABS.map((tab) => tab.id) },
  { address: /^\/(?:by\/[^/]+|user\/\d{1,10})\/([^/]+)$/, tabs: PROFILE_TABS },
  {
    address: /^\/(?:by\/[^/]+|user\/\d{1,10})\/(?:gallery|spotlist)\/[^/]+\/([^/]+)$/,
    tabs: SPOT_LIST_TABS,
  },
];

/**
 * Whether the page's address can be read as the browser reads it: a tab the page has, a
 * region's four numbers within their ranges. An address that cannot is no page (answered 404);
 * the browser shows which part it could not read.
 */
export function isReadablePageAddress(pathname: string): boolean {
  for (const { address, tabs } of PAGE_TABS) {
    const tab = address.exec(pathname)?.[1];
    if (tab !== undefined) return tabs.includes(decodePath(tab));
  }
  const region = /^\/r\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (region) {
    const [, lat = '', long = '', dLat = '', dLong = ''] = region.map(decodePath);
    return parseRegion({ lat, long, dLat, dLong }).ok;
  }
  return true;
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
