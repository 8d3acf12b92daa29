import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A JSON answer kept by a cache: its text, compressed once, and an ETag of its content. */
export interface PreparedBody {
  body: string;
  gzip: Buffer;
  etag: string;
}

export function prepareBody(body: string): PreparedBody {
  return {
    body,
    gzip: gzipSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
