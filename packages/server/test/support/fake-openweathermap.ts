import type http from 'node:http';
import { FakeJsonApi } from './fake-http-service';

/** The key the fake accepts. */
export const OWM_TEST_KEY = 'owm-test-key';

const STEP_S = 3 * 3600;

/**
 * A fake OpenWeatherMap on 127.0.0.1: `/data/2.5/forecast` answers 40 three-hour steps from
 * the step under way, in the real format (Kelvin, m/s, `rain.3h`); a wrong `appid` gets the
 * real 401 body.
 */
export class FakeOpenWeatherMap extends FakeJsonApi {
  now: () => number = Date.now;

  protected failure(status: number): unknown {
    return { cod: status, message: 'Internal error' };
  }

  protected answerRequest(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (status: number, body: unknown) => this.sendJson(response, status, body);
    if (url.searchParams.get('appid') !== OWM_TEST_KEY) {
      json(401, {
        cod: 401,
        message:
          'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      });
      return;
    }
    if (url.pathname !== '/data/2.5/forecast') {
      json(404, { cod: '404', message: 'Internal error' });
      return;
    }
    const lat = Number(url.searchParams.get('lat'));
    const lng = Number(url.searchParams.get('lon'));
    const nowS = Math.floor(this.now() / 1000);
    const first = nowS - (nowS % STEP_S);
    const list = Array.from({ length: 40 }, (_, i) => {
      const dt = first + i * STEP_S;
      const rainy = i % 8 === 4;
      return {
        dt,
        main: {
          temp: 283.15 + (i % 8),
          feels_like: 282.1 + (i % 8),
          temp_min: 283.15,
          temp_max: 284.15 + (i % 8),
          pressure: 1015,
          sea_level: 1015,
          grnd_level: 933,
          humidity: 69,
          temp_kf: -1.11,
        },
        weather: rainy
          ? [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }]
          : [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
        clouds: { all: rainy ? 100 : 0 },
        wind: { speed: 3.6, deg: 250, gust: 5.2 },
        visibility: 10000,
        pop: rainy ? 0.8 : 0,
        ...(rainy ? { rain: { '3h': 1.25 } } : {}),
        sys: { pod: 'd' },
        dt_txt: new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19),
      };
    });
    json(200, {
      cod: '200',
      message: 0,
      cnt: list.length,
      list,
      city: {
        id: 0,
        name: '',
        coord: { lat, lon: lng },
        country: '',
        population: 0,
        timezone: 0,
        sunrise: first,
        sunset: first + 12 * 3600,
      },
    });
  }
}
