/**
 * The one line a person reads when the server is ready, beside the JSON log lines for
 * machines: where to open the site.
 */

/** The address a person opens: the public URL when set, else this machine's listening port. */
export function openAddress(listen: { publicUrl: string; host: string; port: number }): string {
  if (listen.publicUrl) return listen.publicUrl;
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(listen.host);
  const host = local ? 'localhost' : listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return `http://${host}:${listen.port}`;
}

/** The ready line: the site's name and the address to open. */
export function readyLine(siteName: string, address: string): string {
  return `${siteName} is ready: open ${address} in a browser`;
}
