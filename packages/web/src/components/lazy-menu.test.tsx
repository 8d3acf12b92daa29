import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Divider, LazyMenu, ListItemIcon, ListItemText, MenuItem } from './lazy-menu';

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
        <MenuItem>
          <ListItemIcon>↗</ListItemIcon>
          <ListItemText primary="Copy GPS coordinates" />
        </MenuItem>
        <Divider />
        <MenuItem component="a" href="https://www.openstreetmap.org/">
          Open in OpenStreetMap
        </MenuItem>
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
    expect(menu.textContent).toBe('↗Copy GPS coordinatesOpen in OpenStreetMap');

    rerender(<Page open={false} />);
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());

    rerender(<Page open />);
    expect((await screen.findByRole('menu', { name: 'Actions' })).textContent).toBe(
      '↗Copy GPS coordinatesOpen in OpenStreetMap',
    );
  });

  it('gives its items the keyboard as MUI does: the first has the focus, a divider is passed over', async () => {
    render(<Page open />);
    const first = await screen.findByRole('menuitem', { name: '↗ Copy GPS coordinates' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const link = screen.getByRole('menuitem', { name: 'Open in OpenStreetMap' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/');
  });
});
