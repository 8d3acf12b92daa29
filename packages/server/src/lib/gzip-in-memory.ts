import { constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
export const GZIP_MIN_BYTES = 1024;
/**
 * Above this, compressing in one call would hold the event loop for milliseconds: the answer
 * is left to the streaming compressor, which works off the main thread.
 */
export const GZIP_MAX_BYTES = 256 * 1024;
/** A fast level: answers are small, and time to first byte matters more than ratio. */
export const GZIP_LEVEL = 3;

const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

/**
 * An `onSend` hook that compresses an answer already whole in memory (a JSON answer, a short
 * text) with gzip in one call, when the client takes gzip: the streaming compressor wraps such
 * an answer in four streams and sends it in chunks, which cost a busy API route about as much
 * processor time as building the answer did. Streams, large answers, answers already encoded
 * and clients that do not take gzip are left to the streaming compressor.
 */
export async function gzipInMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const size = Buffer.byteLength(payload);
  if (size < GZIP_MIN_BYTES || size > GZIP_MAX_BYTES) return payload;
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
    return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
  if (!takesGzip(request.headers['accept-encoding'])) return payload;
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/\baccept-encoding\b/i.test(vary)) {
    void reply.header(
      'vary',
      typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    );
  }
  void reply.header('content-encoding', 'gzip').removeHeader('content-length');
  return gzipSync(payload, { level: GZIP_LEVEL, strategy: constants.Z_DEFAULT_STRATEGY });
}

/** Whether an `Accept-Encoding` header takes gzip: listed (or `*`) without `q=0`. */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
