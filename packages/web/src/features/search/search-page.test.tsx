import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchAnswer } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSpotSummary } from '../../test-support/factories';
import { findPageHeading, renderApp } from '../../test-support/render';
import { stubApiByPath } from '../../test-support/http';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Pages load lazily; with every test file transforming modules at once, a first load is slow.
const LAZY_PAGE_MS = 10_000;

const seceda: SearchAnswer = {
  text: 'Seceda',
  coordinates: null,
  corrected: null,
  places: [
    {
      displayName: 'Seceda, Val Gardena, Trentino-South Tyrol, Italy',
      lat: 46.6,
      long: 11.72,
      bbox: { south: 46.59, west: 11.71, north: 46.61, east: 11.73 },
      kind: 'peak',
    },
  ],
  tags: [{ name: 'Val Gardena', hier: 'Italy\\Trentino-South Tyrol\\Val Gardena', spotCount: 3 }],
  spots: [
    makeSpotSummary({
      id: 2,
      title: 'Seceda Ridgeline',
      tags: ['Dolomites', 'Mountains', 'Sunrise'],
      photoCount: 2,
    }),
  ],
  more: false,
};

const empty: SearchAnswer = { ...seceda, places: [], tags: [], spots: [] };

/** Answers each search path from the table; an error answer carries its status and message. */
function stubSearchApi(
  answers: Record<string, SearchAnswer | 'pending' | { status: number; message: string }>,
) {
  return stubApiByPath((path) => {
    const answer = answers[path];
    if (answer === undefined || answer === 'pending') return undefined;
    if ('status' in answer) {
      return new Response(
        JSON.stringify({ error: { code: 'bad_request', message: answer.message } }),
        { status: answer.status, statusText: 'Bad Request' },
      );
    }
    return new Response(JSON.stringify(answer));
  });
}

describe('search results page', { timeout: 30_000 }, () => {
  it('shows Places, Tags and the Spots tab, titled after the search', async () => {
    stubSearchApi({ '/search/Seceda': seceda });
    await renderApp('/search/Seceda');
    expect(await findPageHeading('Search: Seceda', LAZY_PAGE_MS)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Search: Seceda - Vantage'));

    const places = await screen.findByRole('region', { name: 'Places' });
    const place = within(places).getByRole('link');
    expect(place.textContent).toContain('Seceda');
    expect(place.textContent).toContain('Val Gardena, Trentino-South Tyrol, Italy');
    expect(place.getAttribute('href')).toMatch(
      /^\/map\?map&lat=46\.6\d*&long=11\.72&zoom=\d+(\.\d+)?$/,
    );

    const tags = screen.getByRole('region', { name: 'Tags' });
    const tag = within(tags).getByRole('link');
    expect(tag.getAttribute('href')).toBe('/tag/Val_Gardena');
    expect(tag.textContent).toContain('3 spots');
    expect(tag.textContent).toContain('Italy › Trentino-South Tyrol');

    expect(screen.getByRole('tab', { name: 'Spots', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Map' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /Seceda Ridgeline/ });
    expect(card.getAttribute('href')).toBe('/l/Seceda_Ridgeline/2');
    expect(card.textContent).toContain('Dolomites · Mountains · Sunrise');
    expect(screen.getByText('1 spot')).toBeTruthy();
    expect(screen.queryByText(/More spots match/)).toBeNull();
  });

  it('says which text was searched after a correction and when more spots match', async () => {
    stubSearchApi({
      '/search/Secda': { ...seceda, text: 'Secda', corrected: 'Seceda', more: true },
    });
    await renderApp('/search/Secda');
    expect(
      await screen.findByText('Seceda', { selector: 'em' }, { timeout: LAZY_PAGE_MS }),
    ).toBeTruthy();
    expect(screen.getByText(/Showing results for/)).toBeTruthy();
    expect(screen.getByText('1+ spots')).toBeTruthy();
    expect(screen.getByText(/More spots match than are shown here/)).toBeTruthy();
  });

  it('says plainly when nothing was found', async () => {
    stubSearchApi({ '/search/zzxq': { ...empty, text: 'zzxq' } });
    await renderApp('/search/zzxq');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No results for “zzxq”.' },
        { timeout: LAZY_PAGE_MS },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the error message of a failed search', async () => {
    stubSearchApi({ '/search/x': { status: 400, message: 'ft must be at most 100 characters' } });
    await renderApp('/search/x');
    const alert = await screen.findByRole('alert', {}, { timeout: LAZY_PAGE_MS });
    expect(alert.textContent).toContain(
      'The search could not be completed. ft must be at most 100 characters',
    );
  });

  it('passes the active filter to the API and searches again without it when the chip is removed', async () => {
    const asked = stubSearchApi({
      '/search/Seceda?ft=Dolomites': { ...seceda, places: [] },
      '/search/Seceda': seceda,
    });
    const router = await renderApp('/search/Seceda?ft=Dolomites');
    await screen.findByRole('link', { name: /Seceda Ridgeline/ }, { timeout: LAZY_PAGE_MS });
    expect(asked).toEqual(['/search/Seceda?ft=Dolomites']);
    expect(screen.queryByRole('region', { name: 'Places' })).toBeNull();

    const chip = await screen.findByRole(
      'button',
      { name: 'Tag: Dolomites' },
      { timeout: LAZY_PAGE_MS },
    );
    fireEvent.keyUp(chip, { key: 'Delete' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('region', { name: 'Places' });
    expect(asked).toEqual(['/search/Seceda?ft=Dolomites', '/search/Seceda']);
  });

  it('starts afresh on a new search instead of showing the old results', async () => {
    stubSearchApi({ '/search/Seceda': seceda, '/search/Yosemite': 'pending' });
    const router = await renderApp('/search/Seceda');
    await screen.findByRole('link', { name: /Seceda Ridgeline/ }, { timeout: LAZY_PAGE_MS });
    await act(async () => {
      await router.navigate('/search/Yosemite');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search: Yosemite' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Seceda Ridgeline/ })).toBeNull();
    expect(screen.getByLabelText('Loading results')).toBeTruthy();
  });

  it('sends coordinates in the address to the map', async () => {
    stubSearchApi({});
    const router = await renderApp(`/search/${encodeURIComponent('46.6, 11.72')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'), {
      timeout: LAZY_PAGE_MS,
    });
    expect(router.state.location.search).toBe('?map&lat=46.6&long=11.72&zoom=14&showGPS');
  });
});
