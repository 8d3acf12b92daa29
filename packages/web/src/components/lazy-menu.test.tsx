import { cleanup, render, screen, waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyMenu } from './lazy-menu';

afterEach(cleanup);

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button" id="anchor">
        More
      </button>
      <LazyMenu
        anchorEl={() => document.getElementById('anchor')!}
        open={open}
        slotProps={{ list: { 'aria-label': 'Actions' } }}
      >
        <MenuItem>Copy GPS coordinates</MenuItem>
      </LazyMenu>
    </>
  );
}

describe('a menu loaded when it first opens', () => {
  it('renders nothing while closed, then opens with its items and closes', async () => {
    const { rerender } = render(<Page open={false} />);
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    rerender(<Page open />);
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    expect(menu.textContent).toBe('Copy GPS coordinates');

    rerender(<Page open={false} />);
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());

    rerender(<Page open />);
    expect((await screen.findByRole('menu', { name: 'Actions' })).textContent).toBe(
      'Copy GPS coordinates',
    );
  });
});
