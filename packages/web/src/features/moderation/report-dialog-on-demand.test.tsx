import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../test-support/factories';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { ReportButton } from './report-button';

afterEach(cleanup);

describe('the report dialog on demand', () => {
  it('is not there until a member first presses Report, then opens, closes and opens again', async () => {
    renderWithProviders(
      <ReportButton target={{ kind: 'guide', id: 3, title: 'Dolomites at dawn' }} authorId={99} />,
      makeTestQueryClient(makeCurrentUser()),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this guide' });
    expect(dialog.textContent).toContain('Dolomites at dawn');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this guide' })).toBeTruthy();
  });
});
