import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RangeAnswer } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSpotSummary } from '../../test-support/factories';
import { renderApp } from '../../test-support/render';
import { stubApiByPath } from '../../test-support/http';

// MapLibre needs WebGL, which jsdom lacks; the map's own behaviour is covered by the journey.
vi.mock('./region-map', () => ({ RegionMap: () => <div data-testid="region-map" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Pages load lazily; with every test file transforming modules at once, a first load is slow.
const LAZY_PAGE_MS = 10_000;

// The id, title and tags of each spot of the Dolomites region.
const dolomiteSpots: [number, string, string[]][] = [
  [4, 'Alpe di Siusi', ['Dolomites', 'Mountains', 'Sunrise', 'Viewpoint']],
  [1, 'Lago di Braies', ['Dolomites', 'Lake', 'Mountains', 'Reflection']],
  [5, 'Santa Maddalena', ['Dolomites', 'Church', 'Mountains', 'Viewpoint']],
  [2, 'Seceda Ridgeline', ['Dolomites', 'Mountains', 'Viewpoint', 'Sunrise']],
];
const dolomites: RangeAnswer = {
  spots: dolomiteSpots.map(([id, title, tags]) => makeSpotSummary({ id, title, tags })),
  more: false,
};

function stubRangeApi(answers: Record<string, RangeAnswer>) {
  return stubApiByPath((path) =>
    answers[path] ? new Response(JSON.stringify(answers[path])) : undefined,
  );
}

describe('region view', { timeout: 30_000 }, () => {
  it('lists the spots of the region with their tags and a tag summary', async () => {
    const asked = stubRangeApi({ '/range/46.6/11.8/0.6/1': dolomites });
    await renderApp('/r/46.6/11.8/0.6/1');
    const list = await screen.findByRole(
      'list',
      { name: 'Spots in this region' },
      { timeout: LAZY_PAGE_MS },
    );
    expect(asked).toEqual(['/range/46.6/11.8/0.6/1']);
    await waitFor(() => expect(document.title).toBe('Region view - Vantage'));
    expect(screen.getByText('4 spots')).toBeTruthy();
    expect(screen.getByText('46.600000, 11.800000 · 0.6° × 1°')).toBeTruthy();

    const rows = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((row) => row.parentElement === list);
    expect(rows).toHaveLength(4);
    const braies = within(list).getByRole('link', { name: 'Lago di Braies' });
    expect(braies.getAttribute('href')).toBe('/l/Lago_di_Braies/1');
    const braiesTags = within(braies.closest('li')!).getByRole('list', { name: 'Tags' });
    expect(within(braiesTags).getByRole('link', { name: 'Reflection' }).getAttribute('href')).toBe(
      '/tag/Reflection',
    );

    const summary = screen.getByRole('region', { name: 'Tag summary' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((chip) => chip.textContent),
    ).toEqual(['Dolomites4', 'Mountains4', 'Viewpoint3']);
  });

  it('shows a capped list as 100+', async () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      makeSpotSummary({ id: i + 1, title: `Spot ${i + 1}` }),
    );
    stubRangeApi({ '/range/0/0/10/10': { spots: many, more: true } });
    await renderApp('/r/0/0/10/10');
    expect(await screen.findByText('100+ spots', {}, { timeout: LAZY_PAGE_MS })).toBeTruthy();
  });

  it('zooms in around the same centre, pushing a new entry', async () => {
    const asked = stubRangeApi({ '/range/46.6/11.8/0.6/1': dolomites });
    const router = await renderApp('/r/46.6/11.8/0.6/1');
    await screen.findByText('4 spots', {}, { timeout: LAZY_PAGE_MS });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/r/46.6/11.8/0.521739/0.869565'),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(asked).toContain('/range/46.6/11.8/0.521739/0.869565'));
  });

  it('says so when the region has no spots', async () => {
    stubRangeApi({ '/range/0/-30/1/1': { spots: [], more: false } });
    await renderApp('/r/0/-30/1/1');
    expect(
      await screen.findByText(/No spots in this region yet/, {}, { timeout: LAZY_PAGE_MS }),
    ).toBeTruthy();
    expect(screen.getByText('0 spots')).toBeTruthy();
  });

  it('names the invalid number of a bad address', async () => {
    stubRangeApi({});
    await renderApp('/r/46.6/11.8/0/1');
    const alert = await screen.findByRole('alert', {}, { timeout: LAZY_PAGE_MS });
    expect(alert.textContent).toBe('dLat must be greater than 0 and at most 180.');
  });
});
