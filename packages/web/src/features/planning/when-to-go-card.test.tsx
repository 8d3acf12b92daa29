import { cleanup, screen } from '@testing-library/react';
import type { WhenToGoAnswer } from '@vantage/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSpot } from '../../test-support/factories';
import { renderWithProviders } from '../../test-support/render';
import { WhenToGoCard } from './when-to-go-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function stubAnswer(spotId: number, body: WhenToGoAnswer) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      Promise.resolve(
        new Response(JSON.stringify(input === `/api/point/${spotId}/when-to-go` ? body : null), {
          status: input === `/api/point/${spotId}/when-to-go` ? 200 : 404,
        }),
      ),
    ),
  );
}

const emptyMonths = Array.from({ length: 12 }, (_, index) => ({
  month: index + 1,
  photos: 0,
  light: { sunrise: 0, day: 0, sunset: 0, night: 0 },
}));
const nothing: WhenToGoAnswer = {
  outlook: { available: false, towardSunM: 30_000, alternativeRadiusM: 30_000, events: [] },
  season: { photos: 0, months: emptyMonths },
  geometry: { headingDeg: null, alignments: [] },
};

describe('WhenToGoCard', () => {
  it('gives a no-go with its reasons and a better spot nearby, the season and the alignments', async () => {
    const sunsetMs = Date.now() + 3_600_000;
    stubAnswer(12, {
      outlook: {
        ...nothing.outlook,
        available: true,
        events: [
          {
            kind: 'sunset',
            epochMs: sunsetMs,
            seenEpochMs: sunsetMs - 20 * 60_000,
            azimuthDeg: 242,
            verdict: 'no-go',
            reasons: [
              { verdict: 'no-go', text: 'Low cloud toward the sun (95%) blocks the light' },
            ],
            clouds: 95,
            cloudsLow: 95,
            cloudsMid: 10,
            cloudsHigh: 0,
            towardSunLow: 90,
            rain: 0,
            snow: 0,
            wndSpeed: 3,
            visibility: 8000,
            alternative: {
              id: 40,
              title: 'Above the clouds',
              lat: 46.7,
              long: 12.1,
              distanceM: 10_000,
              verdict: 'go',
            },
          },
        ],
      },
      season: {
        photos: 3,
        months: emptyMonths.map((month) =>
          month.month === 7
            ? { ...month, photos: 3, light: { sunrise: 0, day: 1, sunset: 2, night: 0 } }
            : month,
        ),
      },
      geometry: {
        headingDeg: 250,
        alignments: [
          {
            body: 'sun',
            event: 'set',
            epochMs: Date.UTC(2026, 1, 12, 16, 40),
            azimuthDeg: 250.1,
            offsetDeg: 0.1,
          },
        ],
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <WhenToGoCard spot={makeSpot({ tz: { name: 'UTC' } })} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('region', { name: 'When to go' });
    expect(card.textContent).toContain('No-go');
    expect(card.textContent).toContain('Low cloud toward the sun (95%) blocks the light');
    expect(card.textContent).toContain('WSW (242°); behind the terrain');
    expect(card.textContent).toContain('low 90% 30 km toward the sun');
    expect(screen.getByRole('link', { name: 'Above the clouds' }).getAttribute('href')).toBe(
      '/l/Above_the_clouds/40',
    );
    expect(
      screen.getByRole('listitem', { name: 'Jul: 3 photos (1 at day, 2 at sunset)' }),
    ).toBeTruthy();
    expect(card.textContent).toContain('Most photographed in July, mostly at sunset.');
    expect(card.textContent).toContain('The sun sets in the view: 12 Feb 16:40');
  });

  it('is hidden when it has nothing to show', async () => {
    stubAnswer(12, nothing);
    renderWithProviders(<WhenToGoCard spot={makeSpot()} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('When to go')).toBeNull();
  });

  it('says in one line that the forecast is unavailable while its service is down', async () => {
    stubAnswer(12, { ...nothing, outlook: { ...nothing.outlook, unavailable: true } });
    renderWithProviders(<WhenToGoCard spot={makeSpot()} />);
    expect(await screen.findByText('The forecast is unavailable right now.')).toBeTruthy();
    expect(screen.getByText('When to go')).toBeTruthy();
  });
});
