import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer kept by a cache: its text encoded once (a large answer sent as a string is
 * encoded again for every request, which took two thirds of the time a 250 KB answer took to
 * send), compressed once, and an ETag of its content.
 */
export interface PreparedBody {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

export function prepareBody(json: string): PreparedBody {
  const body = Buffer.from(json);
  return {
    body,
    gzip: gzipSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** The kept answer of an address now, or undefined once its cache would build it again. */
export type KeptAnswerSource = () => PreparedBody | undefined;

const repeatable = new WeakMap<FastifyRequest, KeptAnswerSource>();

/**
 * Where the answer sent to `request` is kept, when the answer is the same for every visitor
 * asking its address (see `front-answers.ts`).
 */
export function repeatableAnswer(request: FastifyRequest): KeptAnswerSource | undefined {
  return repeatable.get(request);
}

/**
 * Whether a request's `If-None-Match` names `etag`: one of its listed tags compared weakly (a
 * `W/` tag matches its strong twin), or `*`.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strong = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === strong);
}

/** Whether a kept answer goes out compressed for a request's `Accept-Encoding`. */
export function takesPreparedGzip(acceptEncoding: string | undefined): boolean {
  return /\bgzip\b/.test(acceptEncoding ?? '');
}

/**
 * Sends a kept answer with its ETag: 304 when the browser has it, the compressed text when
 * the browser takes gzip, else the text. With `kept` (the answer as its cache holds it now), the
 * answer is the same for every visitor who asks this address: the next are answered in front of
 * the router while the cache holds it.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, gzip, etag }: PreparedBody,
  kept?: KeptAnswerSource,
): FastifyReply {
  if (kept) repeatable.set(request, kept);
  void reply.header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (takesPreparedGzip(request.headers['accept-encoding'])) {
    return reply.header('Content-Encoding', 'gzip').send(gzip);
  }
  return reply.send(body);
}
