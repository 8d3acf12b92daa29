import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Numbers a process exposes beside the request timings, read when metrics are scraped. */
export interface MetricSources {
  /** The database connection pool (PostgreSQL); null for SQLite, which has one connection. */
  pool: () => { total: number; idle: number; waiting: number } | null;
  /** Hits and misses of the tile-list cache. */
  tileCache: () => { hits: number; misses: number };
  /** Hits and misses of the visitors' rendered pages, and the bytes they keep. */
  renderedPages: () => { hits: number; misses: number; bytes: number };
  /** Visitors' requests answered in front of the router since start. */
  frontAnswers: () => number;
}

/**
 * The Prometheus metrics of one server process: request durations by route, method and
 * status, the database pool, event-loop lag and the process's own figures (prom-client's
 * defaults), and cache hits.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  readonly shed: Counter<'reason'>;

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'vantage_' });
    this.requests = new Histogram({
      name: 'vantage_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.shed = new Counter({
      name: 'vantage_http_requests_shed_total',
      help: 'Requests answered 503 because the process was saturated, by reason',
      labelNames: ['reason'],
      registers: [this.registry],
    });
    const pool = new Gauge({
      name: 'vantage_db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const stats = sources.pool();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    void pool;
    this.cacheLookups(
      'vantage_tile_cache_requests',
      'Tile-list cache lookups since start, by result',
      sources.tileCache,
    );
    this.cacheLookups(
      'vantage_rendered_page_cache_requests',
      "Lookups of visitors' server-rendered pages since start, by result",
      sources.renderedPages,
    );
    const pageBytes = new Gauge({
      name: 'vantage_rendered_page_cache_bytes',
      help: "Bytes of visitors' server-rendered pages kept",
      registers: [this.registry],
      collect() {
        this.set(sources.renderedPages().bytes);
      },
    });
    void pageBytes;
    const frontAnswers = new Gauge({
      name: 'vantage_front_answers',
      help: "Visitors' requests answered from kept answers in front of the router since start",
      registers: [this.registry],
      collect() {
        this.set(sources.frontAnswers());
      },
    });
    void frontAnswers;
  }

  /** A gauge of a cache's hits and misses since start, read from `stats` when scraped. */
  private cacheLookups(
    name: string,
    help: string,
    stats: () => { hits: number; misses: number },
  ): void {
    new Gauge({
      name,
      help,
      labelNames: ['result'],
      registers: [this.registry],
      collect() {
        const { hits, misses } = stats();
        this.set({ result: 'hit' }, hits);
        this.set({ result: 'miss' }, misses);
      },
    });
  }

  /** Records one answered request; `route` is the route's pattern, never the raw URL. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
