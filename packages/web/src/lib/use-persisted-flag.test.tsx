import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePersistedFlag } from './use-persisted-flag';

function Flag() {
  const [expanded] = usePersistedFlag('nearby', true);
  return <p>{expanded ? 'expanded' : 'collapsed'}</p>;
}

afterEach(() => window.localStorage.clear());

describe('usePersistedFlag', () => {
  it('starts from the default and remembers changes across mounts', () => {
    const first = renderHook(() => usePersistedFlag('nearby', true));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    first.unmount();

    const second = renderHook(() => usePersistedFlag('nearby', true));
    expect(second.result.current[0]).toBe(false);
  });

  it('hydrates a server-rendered page with the default, then shows the stored value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Flag />);
    expect(container.textContent).toBe('expanded');
    window.localStorage.setItem('vantage.panel.nearby', 'false');
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Flag />, { onRecoverableError: recoverable }),
    );
    expect(container.textContent).toBe('collapsed');
    expect(recoverable).not.toHaveBeenCalled();
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();
    act(() => root.unmount());
  });
});
