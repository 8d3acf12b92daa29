import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An outside service faked on 127.0.0.1 (a random port): the server's lifecycle and the
 * ways tests make it misbehave. Subclasses answer in the real service's format.
 */
export abstract class FakeHttpService {
  url = '';
  /** Answer every request with this status (and a short HTML page), e.g. 429 or 503. */
  failWithStatus: number | null = null;
  /** Answer every request with this text as the JSON body. */
  rawBody: string | null = null;
  /** Wait this long before answering. */
  delayMs = 0;
  private readonly server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      setTimeout(() => this.answer(request, body, response), this.delayMs);
    });
  });

  /** `path` is appended to the origin in `url`, e.g. an API's endpoint. */
  constructor(private readonly path = '') {}

  /** Listens on `port` of 127.0.0.1, by default a free one. */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${this.path}`;
    return this;
  }

  /**
   * Closes the port as a service that went down does: connections are refused (not answered
   * with an error) until `reopen`.
   */
  async goDown(): Promise<void> {
    if (this.server.listening) await this.close();
  }

  /** Listens again on the port it had before `goDown`. */
  async reopen(): Promise<void> {
    if (this.server.listening) return;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(Number(new URL(this.url).port), '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /** Forgets what tests changed: the fake answers normally again. */
  reset(): void {
    this.failWithStatus = null;
    this.rawBody = null;
    this.delayMs = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  protected abstract answer(
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ): void;

  /** Answers `body` as JSON, or the text of `rawBody` when a test set one. */
  protected sendJson(response: http.ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(this.rawBody ?? JSON.stringify(body));
  }
}

/** A request as a fake JSON API notes it. */
export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

/**
 * A fake JSON API: it notes every request, answers `failWithStatus` as its real service (or
 * the proxy in front of it) does, and leaves the rest to the subclass.
 */
export abstract class FakeJsonApi extends FakeHttpService {
  readonly requests: FakeRequest[] = [];

  override reset(): void {
    super.reset();
    this.requests.length = 0;
  }

  protected answer(request: http.IncomingMessage, _body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    this.requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    if (this.failWithStatus === null) {
      this.answerRequest(url, request, response);
      return;
    }
    const failure = this.failure(this.failWithStatus);
    if (typeof failure === 'string') {
      response.writeHead(this.failWithStatus, { 'Content-Type': 'text/html' });
      response.end(failure);
    } else {
      this.sendJson(response, this.failWithStatus, failure);
    }
  }

  /** The answer to a failure of this status: a JSON body, or the text of an HTML page. */
  protected abstract failure(status: number): unknown;

  protected abstract answerRequest(
    url: URL,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): void;
}
