import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { WeatherAnswer, WebcamsAnswer } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeatherForecast } from './weather-forecast';
import { WebcamsPanel } from './webcams-panel';
import { renderWithProviders } from '../../test-support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const answer = answers[input.replace(/^\/api/, '')] ?? { status: 404, body: null };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          statusText: answer.status === 200 ? 'OK' : 'Service Unavailable',
        }),
      );
    }),
  );
}

const now = Date.now();
const step = (hours: number, code: number) => ({
  dt: Math.floor(now / 3_600_000 / 3) * 3 * 3600 + hours * 3600,
  code,
  descr: `code ${code}`,
  temp: 280.15,
  clouds: 40,
  wndSpeed: 4.2,
  wndDeg: 90,
  rain: code >= 500 && code < 600 ? 1.2 : 0,
  snow: 0,
});

describe('WeatherForecast', () => {
  it('shows the days as tabs with temperature in °C, wind and rain', async () => {
    const forecast: WeatherAnswer = {
      available: true,
      provider: 'open-meteo',
      weather: Array.from({ length: 40 }, (_, index) => step(index * 3, index % 2 ? 500 : 800)),
    };
    stubApi({ '/point/7/weather': { status: 200, body: forecast } });
    renderWithProviders(<WeatherForecast spotId={7} timeZone="UTC" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.length).toBeGreaterThanOrEqual(5);
    expect(tabs.slice(0, 2).map((tab) => tab.textContent)).toEqual(['Today', 'Tomorrow']);
    fireEvent.click(tabs[1]!);
    const list = screen.getByRole('list', { name: 'Forecast for Tomorrow' });
    expect(list.textContent).toContain('7 °C');
    expect(list.textContent).toContain('4.2 m/s');
    expect(list.textContent).toContain('1.2 mm');
    expect(list.querySelector('[data-family="rain"]')).not.toBeNull();
  });

  it('says so when the forecast is not available, and when the call fails', async () => {
    stubApi({
      '/point/7/weather': { status: 200, body: { available: false, provider: null, weather: [] } },
    });
    renderWithProviders(<WeatherForecast spotId={7} timeZone="UTC" />);
    expect(await screen.findByText('Weather forecast is not available.')).toBeTruthy();
    cleanup();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ '/point/8/weather': { status: 503, body: null } });
    renderWithProviders(<WeatherForecast spotId={8} timeZone="UTC" />);
    expect(await screen.findByText('Weather forecast is not available.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});

describe('WebcamsPanel', () => {
  const webcams: WebcamsAnswer = {
    available: true,
    webcams: [
      {
        webcamId: '100',
        title: 'Harbour',
        location: { latitude: 1, longitude: 2 },
        distanceM: 850,
        images: { daylight: { preview: '/day.jpg' }, current: { preview: '/now.jpg' } },
        player: { day: 'https://webcams.example/player/100/day' },
        url: 'https://webcams.example/100',
      },
    ],
  };

  it('is closed at first, and opened lists webcams with their distance and chosen preview', async () => {
    stubApi({ '/point/3/webcams': { status: 200, body: webcams } });
    renderWithProviders(<WebcamsPanel spotId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Webcams around' }));
    const tile = await screen.findByRole('article', { name: 'Webcam Harbour' });
    expect(tile.textContent).toContain('0.8 km');
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/now.jpg');
    fireEvent.click(screen.getByRole('switch', { name: 'Daylight' }));
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/day.jpg');
    expect(window.localStorage.getItem('vantage.panel.webcams')).toBe('true');
    expect(window.localStorage.getItem('vantage.panel.webcamsDaylight')).toBe('true');
  });

  it('is hidden where no webcam service is configured or none is around', async () => {
    stubApi({ '/point/5/webcams': { status: 200, body: { available: false, webcams: [] } } });
    renderWithProviders(<WebcamsPanel spotId={5} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Webcams around' })).toBeNull();
    cleanup();
    stubApi({ '/point/6/webcams': { status: 200, body: { available: true, webcams: [] } } });
    renderWithProviders(<WebcamsPanel spotId={6} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText(/webcam/i)).toBeNull();
  });

  it('only logs a failed call, and shows nothing', async () => {
    window.localStorage.setItem('vantage.panel.webcams', 'true');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ '/point/4/webcams': { status: 503, body: null } });
    renderWithProviders(<WebcamsPanel spotId={4} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/webcam|not available|error|failed/i)).toBeNull();
  });
});
