import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type * as Undici from 'undici';
import { isAllowListed, isPublicAddress } from './address-policy';
import { SafeFetchError } from './safe-fetch-error';

type Resolve = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, callback) =>
  dns.lookup(hostname, { all: true, verbatim: true }, callback);

/** The HTTP client, loaded on the first outside fetch: most starts of the site make none. */
let undici: Promise<typeof Undici> | null = null;
export const loadUndici = (): Promise<typeof Undici> => (undici ??= import('undici'));

const blocked = () => new SafeFetchError('blocked', 'the address is not allowed');

/**
 * A `lookup` for sockets that answers only public addresses of a name, so the address the
 * socket connects to is the one that was checked (no second resolution a rebinding DNS
 * server could answer differently).
 */
export function guardedLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = addresses.filter(
        (entry) => isPublicAddress(entry.address) && (wanted === 0 || entry.family === wanted),
      );
      if (usable.length === 0) {
        callback(blocked(), '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, usable);
      } else {
        callback(null, usable[0]!.address, usable[0]!.family);
      }
    });
  };
}

/** The port a connection goes to, for the allow-list. */
function portOf(options: Undici.buildConnector.Options): string {
  return options.port !== '' ? options.port : options.protocol === 'https:' ? '443' : '80';
}

/**
 * An undici Agent for one fetch: names resolve through `guardedLookup`, and every socket's
 * peer address is checked once connected (IP literals skip the lookup), unless the host is on
 * the allow-list (tests' fake pages).
 */
export async function guardedAgent(
  allowHosts: readonly string[] | undefined,
  timeoutMs: number,
  resolve?: Resolve,
): Promise<Undici.Agent> {
  const { Agent, buildConnector } = await loadUndici();
  const guarded = buildConnector({ lookup: guardedLookup(resolve), timeout: timeoutMs });
  const plain = buildConnector({ timeout: timeoutMs });
  return new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 2,
    connect(options, callback) {
      const allowed = isAllowListed(allowHosts, options.hostname, portOf(options));
      (allowed ? plain : guarded)(options, (error, socket) => {
        if (error || !socket) {
          callback(error ?? blocked(), null);
          return;
        }
        if (!allowed && !isPublicAddress(socket.remoteAddress ?? '')) {
          socket.destroy();
          callback(blocked(), null);
          return;
        }
        callback(null, socket);
      });
    },
  });
}
