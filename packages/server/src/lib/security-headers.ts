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
 * The Content-Security-Policy directives of every page: scripts only from this site and the
 * page's own inline scripts, allowed by their hashes (`scriptHashes`, the same for every page,
 * so a kept page is sent as it was written), images and map data only from this site and the
 * configured hosts, MapLibre's workers from blob: URLs, no plugins, no framing by any site.
 * Styles may be inline: the UI library writes its styles at run time.
 */
export function cspDirectives(
  hosts: OutsideHosts,
  scriptHashes: string[],
): Record<string, string[]> {
  const unique = (list: string[]) => [...new Set(list)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
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

/** The header value of a policy's directives (`defaultSrc` written `default-src`). */
export function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');
}

/**
 * The policy of what is not a page or a script (JSON, images, files): nothing in it runs, and
 * no site may frame it.
 */
export const NOT_A_PAGE_POLICY = "frame-ancestors 'none'";

/**
 * Whether an answer of this content type gets the pages' policy: a page, or a script, since a
 * worker takes its policy from its script's answer.
 */
export function takesPagePolicy(contentType: string): boolean {
  return /^(text\/html|text\/javascript|application\/javascript)\b/.test(contentType);
}
