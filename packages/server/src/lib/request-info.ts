/** Who is asking: the client's address, browser and the site origin for links in mails. */
export interface RequestInfo {
  ip: string;
  userAgent?: string;
  origin: string;
  /** The session the request came with; a new sign-in replaces it. */
  sessionHash?: string;
  /** The browser's device cookie, which gives a known browser its own failure budget. */
  deviceCookie?: string;
}
