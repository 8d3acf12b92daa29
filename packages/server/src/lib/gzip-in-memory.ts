import { gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
const GZIP_MIN_BYTES = 1024;
/**
 * Above this, compressing in one call would hold the event loop for milliseconds: the answer
 * is left to the streaming compressor, which works off the main thread.
 */
export const GZIP_MAX_BYTES = 256 * 1024;
/** A fast level: answers are small, and time to first byte matters more than ratio. */
const GZIP_LEVEL = 3;

const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

/**
 * Compresses the app's answers: one whole in memory in one call ({@link gzipInMemory}); streams
 * (pages as they render, files) and clients that take only deflate through the streaming
 * compressor, at the same level.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', gzipInMemory);
  await app.register(fastifyCompress, {
    global: true,
    threshold: GZIP_MIN_BYTES,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/**
 * An `onSend` hook that compresses an answer already whole in memory (a JSON answer, a short
 * text) with gzip in one call, when the client takes gzip: the streaming compressor wraps such
 * an answer in four streams and sends it in chunks, which cost a busy API route about as much
 * processor time as building the answer did. Streams, large answers, answers already encoded
 * and clients that do not take gzip are left to the streaming compressor.
 */
function gzipInMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  // Called back at once: a hook that waits for nothing keeps the answer's sending in the
  // route's own turn, so a route that returns its reply finds it sent.
  done(null, compressedInMemory(request, reply, payload));
}

function compressedInMemory(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
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
  return gzipSync(payload, { level: GZIP_LEVEL });
}

/** Whether an `Accept-Encoding` header takes gzip: listed (or `*`) without `q=0`. */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
