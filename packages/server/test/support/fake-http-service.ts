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

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  protected abstract answer(
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ): void;
}
