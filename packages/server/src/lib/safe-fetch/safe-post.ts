import type { Readable } from 'node:stream';
import { SERVER_VERSION } from '../server-version';
import { isAllowListed } from './address-policy';
import { guardedAgent, loadUndici } from './guarded-agent';
import { findSafeFetchError, SafeFetchError } from './safe-fetch-error';
import { checkUrl } from './safe-fetch';

/** One POST of a body to a user-given URL. */
export interface SafePostOptions {
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Time for the whole request, answer included. */
  timeoutMs: number;
  /** `host` or `host:port` items reachable although private or on another port (tests only). */
  allowHosts?: readonly string[];
}

/** The answer's status; its body is dropped unread. */
export interface SafePostResult {
  status: number;
}

const USER_AGENT = `Vantage/${SERVER_VERSION}`;

/**
 * POSTs to a URL a user gave (a browser's push endpoint) with the rules of `safeFetch`: ports
 * 443 only (https), no credentials, only public addresses (checked on the socket connected) and a
 * deadline. Redirects are not followed: the answer is the status of the first hop.
 */
export async function safePost(url: string, options: SafePostOptions): Promise<SafePostResult> {
  const target = checkPostUrl(url, options);
  const [{ request }, agent] = await Promise.all([
    loadUndici(),
    guardedAgent(options.allowHosts, options.timeoutMs),
  ]);
  // The deadline is the push service's: loading the HTTP client the first time is not counted.
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await request(target, {
      dispatcher: agent,
      method: 'POST',
      signal,
      headers: { 'user-agent': USER_AGENT, ...options.headers },
      body: options.body,
    });
    drop(response.body);
    return { status: response.statusCode };
  } catch (error) {
    const own = findSafeFetchError(error);
    if (own) throw own;
    if (signal.aborted) {
      throw new SafeFetchError(
        'timeout',
        `did not answer within ${Math.ceil(options.timeoutMs / 1000)} s`,
      );
    }
    throw new SafeFetchError('http_error', 'could not be reached');
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}

/**
 * The URL parsed and checked as `safePost` will: the rules of `safeFetch`, and https only,
 * unless its host is allow-listed (tests' fakes). Throws a SafeFetchError whose message follows the field's name.
 */
export function checkPostUrl(url: string, options: Pick<SafePostOptions, 'allowHosts'>): URL {
  const target = checkUrl(url, options.allowHosts);
  const port = target.port !== '' ? target.port : target.protocol === 'https:' ? '443' : '80';
  const allowed = isAllowListed(options.allowHosts, target.hostname, port);
  if (target.protocol !== 'https:' && !allowed) {
    throw new SafeFetchError('invalid_url', 'must be an https URL');
  }
  return target;
}

function drop(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}
