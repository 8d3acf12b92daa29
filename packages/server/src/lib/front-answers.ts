import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import { levels } from 'pino';
import {
  type KeptAnswerSource,
  matchesEtag,
  type PreparedBody,
  repeatableAnswer,
  takesPreparedGzip,
} from './prepared-body';
import { requestIds } from './request-log';
import { SESSION_COOKIE } from './session-http';

/** The most addresses answered in front of the router, and the longest address kept. */
const MAX_ADDRESSES = 4_000;
const MAX_URL_LENGTH = 1_024;

/**
 * Headers that belong to one answer, not to the address: each front answer writes its own. A
 * cookie set by the site's hooks would not be the same for the next visitor: such an answer is
 * never kept.
 */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * A request the front may answer: a GET from a visitor (no session cookie, no bearer token)
 * that is not a cross-origin call of the native app (whose answers carry CORS headers).
 */
function visitorGet(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return (
    method === 'GET' &&
    headers.authorization === undefined &&
    headers.origin === undefined &&
    !(headers.cookie !== undefined && headers.cookie.includes(`${SESSION_COOKIE}=`))
  );
}

/** The options of Fastify's own HTTP server, as it hands them to its `serverFactory`. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

type Headers = Record<string, string | string[]>;

/** The headers of each answer to one kept body, made once for all the requests it answers. */
interface BodyAnswers {
  body: PreparedBody;
  plain: Headers;
  gzip: Headers;
  notModified: Headers;
}

interface FrontEntry {
  /** The route's pattern, for the metrics. */
  route: string;
  source: KeptAnswerSource;
  /** The headers the site's request cycle sent with the answer, except those of one answer. */
  headers: Headers;
  answers: BodyAnswers | null;
}

function answersTo(body: PreparedBody, headers: Headers): BodyAnswers {
  const { 'content-type': _type, ...notModified } = headers;
  return {
    body,
    plain: { ...headers, etag: body.etag, 'content-length': String(body.body.length) },
    gzip: {
      ...headers,
      etag: body.etag,
      'content-encoding': 'gzip',
      'content-length': String(body.gzip.length),
    },
    notModified: { ...notModified, etag: body.etag },
  };
}

export interface FrontAnswersOptions {
  /** Fastify's `trustProxy`, for the client's address in the log as the site's own lines give it. */
  trustProxy: boolean | string;
  /** Whether the process takes work; shutting down, every request goes through the site. */
  accepting: () => boolean;
  observe: (method: string, route: string, status: number, seconds: number) => void;
}

/**
 * Answers kept for visitors, sent in front of the router, as a cache in front of the site would:
 * an address whose answer the site's request cycle sent as repeatable (`sendPrepared` told where
 * it is kept) is
 * answered to the next visitors straight from the kept answer, with the headers the site sent
 * (security headers included), its ETag (304) and gzip, while the cache that holds the answer
 * still holds it. Routing, the hooks, validation and serialization cost more than writing a kept
 * answer: a spot's data or a search answered here takes a third of the processor time. Each
 * answer still writes the site's log line and its timing in the metrics.
 *
 * Only what is the same for every visitor is kept, and only visitors are answered here; a
 * member, the native app's calls, HEAD and every other method go through the site. Load
 * shedding does not apply: a kept answer costs less than the 503 would.
 */
export class FrontAnswers {
  private readonly entries = new Map<string, FrontEntry>();
  private readonly proxyTrusted: (address: string, hop: number) => boolean;
  private log: FastifyBaseLogger | null = null;
  private closing = false;
  /** Answers sent here since start. */
  answered = 0;
  /** The ids of the requests in the log: Fastify's `genReqId`, and the front's own lines. */
  readonly nextRequestId = requestIds();

  constructor(private readonly options: FrontAnswersOptions) {
    const { trustProxy } = options;
    this.proxyTrusted =
      trustProxy === false
        ? () => false
        : trustProxy === true
          ? () => true
          : proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make (with its timeouts), which
   * gives each request to the front first.
   */
  readonly serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: ServerOptions,
  ): RawServerDefault => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /**
   * Keeps the addresses whose answers the site marks, once they are sent; logs through the
   * app's logger; and stops answering when the app closes.
   */
  install(app: FastifyInstance): void {
    this.log = app.log;
    app.addHook('onResponse', (request, reply, done) => {
      const source = repeatableAnswer(request);
      if (source) this.keep(request, reply, source);
      done();
    });
    app.addHook('preClose', (done) => {
      this.closing = true;
      this.entries.clear();
      done();
    });
  }

  private keep(request: FastifyRequest, reply: FastifyReply, source: KeptAnswerSource): void {
    const { url } = request.raw;
    if (
      reply.statusCode !== 200 ||
      url === undefined ||
      url.length > MAX_URL_LENGTH ||
      !visitorGet(request.raw.method, request.headers) ||
      reply.hasHeader('set-cookie')
    )
      return;
    const headers: Headers = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_ANSWER.has(name)) continue;
      headers[name] = typeof value === 'number' ? String(value) : value;
    }
    // The oldest address goes first once the front is full.
    this.entries.delete(url);
    if (this.entries.size >= MAX_ADDRESSES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(url, {
      route: request.routeOptions.url ?? url,
      source,
      headers,
      answers: null,
    });
  }

  /** Answers a request from the kept answers; false when the site must answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { url } = request;
    const entry = url === undefined ? undefined : this.entries.get(url);
    if (entry === undefined || this.closing || !this.options.accepting()) return false;
    if (!visitorGet(request.method, request.headers)) return false;
    const body = entry.source();
    if (body === undefined) {
      // Changed or expired: the site builds it again, and keeps the address again.
      this.entries.delete(url!);
      return false;
    }
    const started = performance.now();
    if (entry.answers?.body !== body) entry.answers = answersTo(body, entry.headers);
    const { answers } = entry;
    const { headers } = request;
    let status = 200;
    if (matchesEtag(headers['if-none-match'], body.etag)) {
      status = 304;
      response.writeHead(304, answers.notModified);
      response.end();
    } else if (takesPreparedGzip(headers['accept-encoding'])) {
      response.writeHead(200, answers.gzip);
      response.end(body.gzip);
    } else {
      response.writeHead(200, answers.plain);
      response.end(body.body);
    }
    this.answered++;
    const elapsedMs = performance.now() - started;
    this.options.observe('GET', entry.route, status, elapsedMs / 1000);
    this.logAnswer(request, status, elapsedMs);
    return true;
  }

  /** The site's line for an answered request, with the client as Fastify's request gives it. */
  private logAnswer(request: IncomingMessage, statusCode: number, responseTime: number): void {
    const log = this.log;
    const level = log ? levels.values[log.level] : undefined;
    if (log === null || level === undefined || level > levels.values.info!) return;
    const { headers, socket } = request;
    const trusted = this.proxyTrusted;
    const viaProxy = socket.remoteAddress !== undefined && trusted(socket.remoteAddress, 0);
    const forwardedHost = viaProxy ? headers['x-forwarded-host'] : undefined;
    const req = {
      method: request.method,
      url: request.url,
      headers,
      host: forwardedHost ? lastEntry(forwardedHost) : (headers.host ?? ''),
      ip: viaProxy ? proxyAddr(request, trusted) : socket.remoteAddress,
      socket,
    };
    log.info(
      { reqId: this.nextRequestId(), req, res: { statusCode }, responseTime },
      'request completed',
    );
  }
}

/** The nearest proxy's entry of a header each proxy appends to. */
function lastEntry(header: string | string[]): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}
