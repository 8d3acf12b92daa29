import type { FastifyRequest } from 'fastify';

/** The site's own origin: PUBLIC_URL when set, else the request's protocol and host. */
export function siteOrigin(request: FastifyRequest, publicUrl: string): string {
  return publicUrl || `${request.protocol}://${request.host}`;
}

/** The origin of a URL (default ports dropped, lower case), or null when it is not one. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
