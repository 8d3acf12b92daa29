import { describe, expect, it } from 'vitest';
import { testEngines } from './support/engines';
import { useTestContext } from './support/test-context';

const engines = await testEngines();
const TOKEN = 'metrics-token-0123456789';

describe.each(engines)('probes and metrics on %s', (engine) => {
  const ctx = useTestContext(engine);

  it('answers /readyz with each dependency, and 503 once the process is shutting down', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'absent', media: 'ok' },
    });
    ctx.container.lifecycle.accepting = false;
    try {
      const leaving = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(leaving.statusCode).toBe(503);
      expect(leaving.json().status).toBe('shutting-down');
      // Still alive meanwhile.
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      ctx.container.lifecycle.accepting = true;
    }
  });

  it('keeps /metrics off without METRICS_TOKEN, and behind it with one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const withMetrics = await ctx.appWith({ METRICS_TOKEN: TOKEN });
    await withMetrics.inject({ method: 'GET', url: '/api/photos/latest' });
    await withMetrics.inject({ method: 'GET', url: '/api/pspots/3/4/2' });
    await withMetrics.inject({ method: 'GET', url: '/api/pspots/3/4/2' });
    expect((await withMetrics.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await withMetrics.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(404);
    const res = await withMetrics.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /vantage_http_request_duration_seconds_count\{method="GET",route="\/api\/photos\/latest",status="200"\} 1/,
    );
    expect(res.body).toContain('vantage_nodejs_eventloop_lag_seconds');
    expect(res.body).toMatch(/vantage_tile_cache_requests\{result="hit"\} [1-9]/);
    if (engine === 'postgres')
      expect(res.body).toMatch(/vantage_db_pool_connections\{state="total"\}/);
  });

  it('sheds load with 503 and Retry-After when the event loop lags, but answers the probes', async () => {
    const busy = await ctx.appWith({ LOAD_MAX_EVENT_LOOP_DELAY_MS: '1', METRICS_TOKEN: TOKEN });
    // Keep the event loop blocked until a sample of the lag sees it.
    let shed = await busy.inject({ method: 'GET', url: '/api/photos/latest' });
    for (let round = 0; round < 20 && shed.statusCode !== 503; round++) {
      const until = Date.now() + 200;
      while (Date.now() < until) {
        // blocking on purpose
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      shed = await busy.inject({ method: 'GET', url: '/api/photos/latest' });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json().error.code).toBe('overloaded');
    expect((await busy.inject({ method: 'GET', url: '/readyz' })).statusCode).not.toBe(503);
  });
});
