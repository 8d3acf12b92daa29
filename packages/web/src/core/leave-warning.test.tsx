import { act, cleanup, render } from '@testing-library/react';
import { LEAVE_PAGE_WARNING } from '@vantage/shared';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveWarningBlocker, shouldWarnOnLeave, useLeaveWarning } from './leave-warning';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('shouldWarnOnLeave', () => {
  it('warns when the path changes but not when only the query changes', () => {
    expect(shouldWarnOnLeave({ pathname: '/newPhoto' }, { pathname: '/map' })).toBe(true);
    expect(shouldWarnOnLeave({ pathname: '/newPhoto' }, { pathname: '/newPhoto' })).toBe(false);
  });
});

function Editor({ active }: { active: boolean }) {
  useLeaveWarning(active);
  return <p>editing</p>;
}

function setup(active: boolean) {
  const router = createMemoryRouter(
    [
      {
        // The shell holds the one blocker, as the app's root layout does.
        element: (
          <>
            <LeaveWarningBlocker />
            <Outlet />
          </>
        ),
        children: [
          { path: '/l/:title/:id', element: <Editor active={active} /> },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/l/Lake/1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveWarning', () => {
  it('does not ask when only the query string changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = setup(true);
    await act(() => router.navigate('/l/Lake/1?photo=3'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?photo=3');
  });

  it('asks before leaving the path and stays when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = setup(true);
    await act(() => router.navigate('/map'));
    expect(confirm).toHaveBeenCalledWith(LEAVE_PAGE_WARNING);
    expect(router.state.location.pathname).toBe('/l/Lake/1');
  });

  it('leaves when the user confirms', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = setup(true);
    await act(() => router.navigate('/map'));
    expect(router.state.location.pathname).toBe('/map');
  });

  it('does nothing while no edit is in progress', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = setup(false);
    await act(() => router.navigate('/map'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/map');
  });

  it('asks the browser to warn before the tab is closed only while active', () => {
    setup(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    cleanup();

    setup(false);
    const idle = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(idle);
    expect(idle.defaultPrevented).toBe(false);
  });
});
