import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCurrentUser, makeSpot } from '../../test-support/factories';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { SpotActions } from './spot-actions';
import { approximatePosition, SpotHeader } from './spot-header';

afterEach(cleanup);

const routed = (ui: ReactNode) => <MemoryRouter initialEntries={['/l/x/5']}>{ui}</MemoryRouter>;

const protectedPlace = makeSpot({
  lat: 37.092616,
  long: -8.42119,
  sensitive: { reason: 'crowd_damage', note: null },
  positionBlurred: true,
});

describe('a protected place seen at its approximate position', () => {
  it('shows two decimals and how far the place may lie, not six decimals', () => {
    expect(approximatePosition({ lat: 37.092616, lng: -8.42119 })).toBe(
      '≈ 37.09, -8.42 (within 1.5 km)',
    );
    expect(approximatePosition({ lat: -0.001, lng: 0.004 })).toBe('≈ 0.00, 0.00 (within 1.5 km)');
    renderWithProviders(routed(<SpotHeader spot={protectedPlace} />), makeTestQueryClient(null));
    expect(screen.getByText('≈ 37.09, -8.42 (within 1.5 km)')).toBeTruthy();
    expect(screen.queryByText('37.092616, -8.421190')).toBeNull();
  });

  it('offers no move, exact copy or navigation link', async () => {
    renderWithProviders(
      routed(<SpotActions spot={protectedPlace} />),
      makeTestQueryClient(makeCurrentUser()),
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Add a photo' })).toBeTruthy();
    for (const name of ['Fix the position', 'Copy GPS coordinates', 'Open in OpenStreetMap']) {
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
    }
  });

  it('keeps all three for a place seen exactly', async () => {
    const exact = { ...protectedPlace, positionBlurred: false };
    renderWithProviders(
      routed(<SpotActions spot={exact} />),
      makeTestQueryClient(makeCurrentUser()),
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    for (const name of ['Fix the position', 'Copy GPS coordinates', 'Open in OpenStreetMap']) {
      expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
    }
  });
});
