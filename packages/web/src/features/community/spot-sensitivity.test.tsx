import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SENSITIVE_RECORDED_MESSAGE } from '@vantage/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadLazy } from '../../lib/lazy-named';
import { makeCurrentUser, makeSpot } from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { SpotSensitivity } from './spot-sensitivity';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The dialog loads when first opened; here it is in place before the tests.
beforeAll(() => preloadLazy(['SensitivityDialog']));

describe('the sensitive-place notice', () => {
  it('tells a visitor why the place is protected and that its position is blurred', async () => {
    const spot = makeSpot({
      sensitive: { reason: 'wildlife', note: 'Herons nest here.' },
      positionBlurred: true,
    });
    renderWithProviders(<SpotSensitivity spot={spot} />, makeTestQueryClient(null));
    const notice = await screen.findByRole('region', { name: 'Sensitive place' });
    expect(notice.textContent).toContain('This place is sensitive: Wildlife');
    expect(notice.textContent).toContain('Herons nest here.');
    expect(notice.textContent).toContain('1.5 km');
  });

  it('sends a member’s proposal with its reason and note', { timeout: 30_000 }, async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        calls.push(JSON.parse(init?.body as string));
        return jsonResponse(200, {
          ok: true,
          status: 'pending',
          rating: 0,
          sensitive: null,
          newSensitive: { sensitive: true, reason: 'private_land', note: 'Farm', rating: 0 },
        });
      }),
    );
    renderWithProviders(
      <SpotSensitivity spot={makeSpot()} />,
      makeTestQueryClient(makeCurrentUser()),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Protect this fragile place' }));
    const send = screen.getByRole('button', { name: 'Propose to protect it' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Private land' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'More about it (optional)' }), {
      target: { value: ' Farm ' },
    });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByText(SENSITIVE_RECORDED_MESSAGE)).toBeTruthy());
    expect(calls).toEqual([{ sensitive: true, reason: 'private_land', note: 'Farm' }]);
  });
});
