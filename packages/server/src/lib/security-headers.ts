import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/** The script nonce of a request: made on first use, the same for its CSP and its page. */
export function scriptNonce(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = crypto.randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** Hosts a page may reach beyond its own origin, from the configuration. */
export interface OutsideHosts {
  /** Origins of map tiles, styles, glyphs and sprites (configured map layers). */
  map: string[];
  /** Origins of images shown as they are: sign-in providers' pictures, webcams. */
  images: string[];
  /** Origins of pages shown in frames (webcam players). */
  frames: string[];
}

/** The origin (`https://host:port`) of a URL or tile template, or null when it has none. */
export function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/?#{}]+)/i.exec(url.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The Content-Security-Policy directives of every page: scripts only from this site (the
 * initial data carries the request's nonce), images and map data only from this site and the
 * configured hosts, MapLibre's workers from blob: URLs, no plugins, no framing by any site.
 * Styles may be inline: the UI library writes its styles at run time.
 */
export function cspDirectives(
  hosts: OutsideHosts,
): Record<string, (string | ((request: IncomingMessage) => string))[]> {
  const unique = (list: string[]) => [...new Set(list)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (request: IncomingMessage) => `'nonce-${scriptNonce(request)}'`],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: unique(["'self'", 'data:', 'blob:', ...hosts.map, ...hosts.images]),
    // The 360 view and the map read blob: and data: images they made themselves.
    connectSrc: unique(["'self'", 'blob:', 'data:', ...hosts.map]),
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: hosts.frames.length > 0 ? unique(hosts.frames) : ["'none'"],
    manifestSrc: ["'self'"],
  };
}

/** Browser features the site uses itself (position, fullscreen, motion for the 360 view). */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'fullscreen=(self)',
  'accelerometer=(self)',
  'gyroscope=(self)',
  'magnetometer=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');
