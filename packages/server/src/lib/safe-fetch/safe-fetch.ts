import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Dispatcher } from 'undici';
import { SERVER_VERSION } from '../server-version';
import { isAllowListed, isPublicAddress, parseIpLiteral } from './address-policy';
import { guardedAgent, loadUndici } from './guarded-agent';
import { findSafeFetchError, SafeFetchError } from './safe-fetch-error';

export { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error';

/** Limits and expectations of one fetch of a user-given URL. */
export interface SafeFetchOptions {
  /** Most bytes of (decoded) body read; more is refused as too_large. */
  maxBytes: number;
  /** Time for the whole fetch, redirects and body included. */
  timeoutMs: number;
  /** html: text/html (or XHTML) only; image: image/* only. */
  accept: 'html' | 'image';
  /** `host` or `host:port` items reachable although private or on another port (tests only). */
  allowHosts?: readonly string[];
}

/** A fetched body and where it finally came from. */
export interface SafeFetchResult {
  /** The URL after redirects. */
  url: string;
  status: number;
  /** The media type, lower case, without parameters (e.g. `text/html`). */
  contentType: string;
  body: Buffer;
}

/** A fetch with more detail: the Content-Type parameters and whether the body was cut. */
export interface SafeFetchDetails extends SafeFetchResult {
  /** The Content-Type parameters, e.g. `charset=utf-8`, for decoding text. */
  contentTypeParams: string;
  /** Whether the body went on beyond `maxBytes` (only with `cut`). */
  truncated: boolean;
}

/** Redirects followed, each hop checked like the first URL. */
export const MAX_REDIRECTS = 5;

const USER_AGENT = `Mozilla/5.0 (compatible; Vantage/${SERVER_VERSION}; +link-from-web)`;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way the server fetches a URL a user gave: http(s) on ports 80/443 only, no
 * credentials, only public addresses (checked on the socket actually connected, at every
 * redirect), a body cap and a deadline, and only the expected kind of content.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const details = await safeFetchDetails(url, options);
  return {
    url: details.url,
    status: details.status,
    contentType: details.contentType,
    body: details.body,
  };
}

/**
 * `safeFetch` with the Content-Type parameters; with `cut`, a body longer than `maxBytes` is
 * cut there instead of refused: enough to read an image's dimensions without all of it.
 */
export async function safeFetchDetails(
  url: string,
  options: SafeFetchOptions,
  { cut = false }: { cut?: boolean } = {},
): Promise<SafeFetchDetails> {
  const overflow = cut ? 'cut' : 'refuse';
  const signal = AbortSignal.timeout(options.timeoutMs);
  const [{ request }, agent] = await Promise.all([
    loadUndici(),
    guardedAgent(options.allowHosts, options.timeoutMs),
  ]);
  try {
    let current = checkUrl(url, options.allowHosts);
    for (let hop = 0; ; hop++) {
      const response = await request(current, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept:
            options.accept === 'html'
              ? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1'
              : 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8',
          'accept-encoding': options.accept === 'html' ? 'gzip, deflate, br' : 'identity',
        },
      });
      if (REDIRECTS.has(response.statusCode)) {
        discard(response.body);
        const location = header(response, 'location');
        if (!location) {
          throw new SafeFetchError(
            'http_error',
            `was answered with ${response.statusCode} by its site`,
          );
        }
        if (hop >= MAX_REDIRECTS) {
          throw new SafeFetchError(
            'too_many_redirects',
            `redirects more than ${MAX_REDIRECTS} times`,
          );
        }
        current = checkUrl(redirectTarget(location, current), options.allowHosts);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        discard(response.body);
        throw new SafeFetchError(
          'http_error',
          `was answered with ${response.statusCode} by its site`,
        );
      }
      const [type = '', ...params] = (header(response, 'content-type') ?? '').split(';');
      const contentType = type.trim().toLowerCase();
      if (!acceptable(contentType, options.accept)) {
        discard(response.body);
        throw new SafeFetchError(
          'bad_type',
          options.accept === 'html'
            ? `is not a web page (${contentType || 'no content type'})`
            : `is not an image (${contentType || 'no content type'})`,
          contentType,
        );
      }
      const encoding = (header(response, 'content-encoding') ?? 'identity').trim().toLowerCase();
      const length = Number(header(response, 'content-length') ?? NaN);
      if (overflow === 'refuse' && encoding === 'identity' && length > options.maxBytes) {
        discard(response.body);
        throw tooLarge(options.maxBytes);
      }
      const { body, truncated } = await readCapped(
        response.body,
        encoding,
        options.maxBytes,
        overflow,
      );
      return {
        url: current.href,
        status: response.statusCode,
        contentType,
        contentTypeParams: params.join(';').trim(),
        body,
        truncated,
      };
    }
  } catch (error) {
    throw asSafeFetchError(error, signal, options.timeoutMs);
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}

function redirectTarget(location: string, from: URL): string {
  try {
    return new URL(location, from).href;
  } catch {
    throw new SafeFetchError('invalid_url', 'redirects to something that is not a URL');
  }
}

/** Drops a body not to be read; undici reports the abort as an error nobody needs. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function header(response: Dispatcher.ResponseData, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function acceptable(contentType: string, accept: SafeFetchOptions['accept']): boolean {
  if (accept === 'html')
    return contentType === 'text/html' || contentType === 'application/xhtml+xml';
  return /^image\/[a-z0-9.+-]+$/.test(contentType);
}

const tooLarge = (maxBytes: number) =>
  new SafeFetchError('too_large', `is larger than ${Math.round(maxBytes / 1024)} KB`);

function decoderFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch (encoding) {
    case 'identity':
    case '':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new SafeFetchError('bad_type', `uses an unsupported content encoding (${encoding})`);
  }
}

/** Reads the body, decoded, up to `maxBytes`: a larger one is refused or cut there. */
async function readCapped(
  raw: Readable,
  encoding: string,
  maxBytes: number,
  overflow: 'refuse' | 'cut',
): Promise<{ body: Buffer; truncated: boolean }> {
  let decoder: ReturnType<typeof decoderFor>;
  try {
    decoder = decoderFor(encoding);
  } catch (error) {
    discard(raw);
    throw error;
  }
  // Bytes are counted after decoding, so a small compressed bomb is capped too.
  const source: Readable = decoder ? pipeline(raw, decoder, () => undefined) : raw;
  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (total + chunk.length > maxBytes) {
        if (overflow === 'refuse') throw tooLarge(maxBytes);
        chunks.push(chunk.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      total += chunk.length;
    }
  } finally {
    discard(raw);
    if (source !== raw) discard(source);
  }
  return { body: Buffer.concat(chunks, total), truncated };
}

function asSafeFetchError(error: unknown, signal: AbortSignal, timeoutMs: number): SafeFetchError {
  const own = findSafeFetchError(error);
  if (own) return own;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (
    signal.aborted ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return new SafeFetchError('timeout', `did not answer within ${Math.ceil(timeoutMs / 1000)} s`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new SafeFetchError('http_error', 'names a site that does not exist');
  }
  return new SafeFetchError('http_error', 'names a site that could not be reached');
}

/** The URL parsed and checked before any connection: scheme, credentials, port, literal address. */
export function checkUrl(text: string, allowHosts?: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('invalid_url', 'must be an http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', 'must be an http or https URL');
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError('invalid_url', 'must not contain a user name or password');
  }
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
  if (isAllowListed(allowHosts, url.hostname, port)) return url;
  if (port !== '80' && port !== '443') {
    throw new SafeFetchError('blocked', 'the address is not allowed (only ports 80 and 443)');
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const literal = parseIpLiteral(host);
  if (
    literal
      ? !isPublicAddress(host)
      : // Single-label names (intranet hosts) and *.localhost never mean a public site.
        host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')
  ) {
    throw new SafeFetchError('blocked', 'the address is not allowed');
  }
  return url;
}
