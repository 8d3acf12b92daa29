import type http from 'node:http';
import { FakeHttpService } from './fake-http-service';

/** The API token the fake Cloudflare accepts, and the zone it knows. */
export const CLOUDFLARE_TEST_TOKEN = 'cloudflare-test-token';
export const CLOUDFLARE_TEST_ZONE = '023e105f4ecef8ad9ca31a8372d0c353';

/** Answers a request with a JSON body. */
function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A fake Cloudflare API v4 on 127.0.0.1 (under `/client/v4`): `POST
 * /zones/{zone}/purge_cache` with `{"files": [...]}` and a Bearer token, answered in the real
 * envelope (`success`, `errors`, `messages`, `result`). It refuses an unknown token (403, code
 * 10000), an unknown zone (404, code 7003) and more than 100 URLs (400, code 1047), and keeps
 * every URL it was asked to purge.
 */
export class FakeCloudflare extends FakeHttpService {
  readonly purged: string[] = [];
  /** The purge requests, each with its URLs. */
  readonly requests: string[][] = [];

  constructor() {
    super('/client/v4');
  }

  override reset(): void {
    super.reset();
    this.purged.length = 0;
    this.requests.length = 0;
  }

  protected answer(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const fail = (status: number, code: number, message: string) =>
      json(response, status, {
        success: false,
        errors: [{ code, message }],
        messages: [],
        result: null,
      });
    if (this.failWithStatus !== null) {
      fail(this.failWithStatus, 10_000, 'Service unavailable');
      return;
    }
    const match = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      fail(404, 7003, 'Could not route to the requested path');
      return;
    }
    if (request.headers.authorization !== `Bearer ${CLOUDFLARE_TEST_TOKEN}`) {
      fail(403, 10_000, 'Authentication error');
      return;
    }
    if (match[1] !== CLOUDFLARE_TEST_ZONE) {
      fail(
        404,
        7003,
        'Could not route to /zones/x/purge_cache, perhaps your object identifier is invalid?',
      );
      return;
    }
    const files = (JSON.parse(body) as { files?: unknown }).files;
    if (!Array.isArray(files) || files.some((file) => typeof file !== 'string')) {
      fail(
        400,
        1012,
        'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
      );
      return;
    }
    if (files.length > 100) {
      fail(400, 1047, 'More than 100 files in purge request');
      return;
    }
    this.requests.push(files as string[]);
    this.purged.push(...(files as string[]));
    json(response, 200, {
      success: true,
      errors: [],
      messages: [],
      result: { id: CLOUDFLARE_TEST_ZONE },
    });
  }
}

/**
 * A caching proxy's purge on 127.0.0.1, as Varnish with the usual `PURGE` rule answers: 200
 * for a path it kept, 404 for one it did not; any other method is refused (405).
 */
export class FakePurgingCache extends FakeHttpService {
  readonly purged: string[] = [];
  /** Paths the cache holds a copy of (the others are answered 404). */
  readonly kept = new Set<string>();

  override reset(): void {
    super.reset();
    this.purged.length = 0;
    this.kept.clear();
  }

  protected answer(request: http.IncomingMessage, _body: string, response: http.ServerResponse) {
    if (this.failWithStatus !== null) {
      response.writeHead(this.failWithStatus).end();
      return;
    }
    if (request.method !== 'PURGE') {
      response.writeHead(405).end();
      return;
    }
    const path = request.url ?? '/';
    this.purged.push(path);
    const held = this.kept.delete(path);
    response.writeHead(held ? 200 : 404, { 'Content-Type': 'text/plain' });
    response.end(held ? 'Purged' : 'Not in cache');
  }
}
