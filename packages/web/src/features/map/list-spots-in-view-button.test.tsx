import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSpotsInViewButton } from './list-spots-in-view-button';
import { renderWithProviders } from '../../test-support/render';

/** A stand-in for the MapLibre map: bounds that can change, and its moveend listeners. */
const fakeMap = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = { south: 46.3, west: 11.3, north: 46.9, east: 12.3 };
  return {
    state,
    listeners,
    map: {
      getBounds: () => ({
        getSouth: () => state.south,
        getWest: () => state.west,
        getNorth: () => state.north,
        getEast: () => state.east,
      }),
      on: (_type: string, listener: () => void) => listeners.add(listener),
      off: (_type: string, listener: () => void) => listeners.delete(listener),
    },
  };
});

vi.mock('react-map-gl/maplibre', () => ({
  useMap: () => ({ current: { getMap: () => fakeMap.map } }),
}));

afterEach(cleanup);

describe('ListSpotsInViewButton', () => {
  it('links to the region view of the map as it moves', () => {
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <ListSpotsInViewButton />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'List spots in view' });
    expect(link.getAttribute('href')).toBe('/r/46.6/11.8/0.6/1');

    Object.assign(fakeMap.state, { south: 37.6, west: -119.8, north: 37.8, east: -119.4 });
    act(() => fakeMap.listeners.forEach((listener) => listener()));
    expect(link.getAttribute('href')).toBe('/r/37.7/-119.6/0.2/0.4');

    unmount();
    expect(fakeMap.listeners.size).toBe(0);
  });
});
