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
 * What a browser renders as a document that can run scripts (a page, and every XML type:
 * XHTML, SVG, and the `+xml` downloads such as GPX and KML, which a browser opens as XML), and
 * what it runs as a script (a worker takes its policy from its script's answer). Anything else
 * (JSON, images, tiles, styles, fonts) is data: the headers that govern documents do nothing
 * there.
 */
export function answerKind(contentType: string): AnswerKind {
  let kind = kindsByType.get(contentType);
  if (kind === undefined) {
    kind = kindOf(contentType);
    // Answers carry a handful of types, the site's own: every answer asks again.
    if (kindsByType.size < KNOWN_TYPES_MAX) kindsByType.set(contentType, kind);
  }
  return kind;
}

type AnswerKind = 'document' | 'script' | 'data';
const KNOWN_TYPES_MAX = 64;
const kindsByType = new Map<string, AnswerKind>();

function kindOf(contentType: string): AnswerKind {
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (essence === 'text/html' || essence === 'text/xml' || essence === 'application/xml')
    return 'document';
  if (essence.endsWith('+xml')) return 'document';
  return essence === 'text/javascript' || essence === 'application/javascript' ? 'script' : 'data';
}

/**
 * Headers every answer carries, because they act on any resource: no content-type guessing
 * (a JSON answer is never run as a script), no embedding by other sites, and, behind HTTPS,
 * HTTPS only from then on.
 */
export function everyAnswerHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
    // A browser must never be told to insist on HTTPS a site lacks.
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * Headers only documents carry, beside their Content-Security-Policy: sign-in popups report
 * back to the window that opened them (so `same-origin-allow-popups`), links tell other
 * sites only this site's origin, no framing (also for browsers without `frame-ancestors`),
 * the browser features the site uses, and the legacy switches set to their safe values.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
