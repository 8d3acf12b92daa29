import { expect, it } from 'vitest';
import { GazetteerGeocoder } from '../src/adapters/geocoder/gazetteer';
import { SHED_MIN_IN_FLIGHT } from '../src/lib/load-shedding';
import { describeEachEngine } from './support/engine-suite';

const TOKEN = 'metrics-token-0123456789';

describeEachEngine('probes and metrics on %s', (ctx, engine) => {
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

  it('sheds load with 503 and Retry-After once many requests wait on a lagging loop, but answers one visitor and the probes', async () => {
    const busy = await ctx.appWith({ LOAD_MAX_EVENT_LOOP_DELAY_MS: '1', METRICS_TOKEN: TOKEN });
    // Ready before the lag: a process that has started stays ready under load.
    expect((await busy.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const many = () =>
      Promise.all(
        Array.from({ length: SHED_MIN_IN_FLIGHT + 4 }, () =>
          busy.inject({ method: 'GET', url: '/api/photos/latest' }),
        ),
      );
    // Keep the event loop blocked until a sample of the lag sees it.
    let answers = await many();
    for (let round = 0; round < 40 && answers.every((res) => res.statusCode !== 503); round++) {
      const until = Date.now() + 200;
      while (Date.now() < until) {
        // blocking on purpose
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      answers = await many();
    }
    const shed = answers.find((res) => res.statusCode === 503)!;
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json().error.code).toBe('overloaded');
    // The first ones in were served: only the excess waits its turn.
    expect(answers[0]!.statusCode).toBe(200);
    expect((await busy.inject({ method: 'GET', url: '/api/photos/latest' })).statusCode).toBe(200);
    expect((await busy.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await busy.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers at once with 503 the requests beyond LOAD_MAX_IN_FLIGHT', async () => {
    const limited = await ctx.appWith({ LOAD_MAX_IN_FLIGHT: '3' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        limited.inject({ method: 'GET', url: '/api/photos/latest' }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(7);
    expect(answers.find((res) => res.statusCode === 503)!.headers['retry-after']).toBe('10');
    // Answered, they no longer count.
    expect((await limited.inject({ method: 'GET', url: '/api/photos/latest' })).statusCode).toBe(
      200,
    );
  });

  it('answers /readyz 503 while warming up, and 200 once the first requests will find everything loaded', async () => {
    const places = ctx.container.geocoder;
    expect(places).toBeInstanceOf(GazetteerGeocoder);
    expect((places as GazetteerGeocoder).isWarm).toBe(false);
    const warming = ctx.container.warmUp.run(ctx.container.log);
    const during = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(during.statusCode).toBe(503);
    expect(during.json().status).toBe('warming-up');
    // Alive meanwhile.
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await warming;
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    // The first place search after ready reads what the warm-up loaded.
    expect((places as GazetteerGeocoder).isWarm).toBe(true);
    expect(Object.keys(ctx.container.warmUp.stepMs)).toEqual([
      'places',
      'boundaries',
      'basemap',
      'search',
      'pages',
    ]);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/search/lyon' });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain('Lyon');
  });
});
