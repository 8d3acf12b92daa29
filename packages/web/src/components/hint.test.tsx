import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Tooltip from '@mui/material/Tooltip';
import { Profiler, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hint } from './hint';

afterEach(cleanup);

// jsdom has no PointerEvent: a mouse event that carries the pointer's type stands in for it.
class PointerEventWithType extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
beforeAll(() => vi.stubGlobal('PointerEvent', PointerEventWithType));
afterAll(() => vi.unstubAllGlobals());

describe('a hint', () => {
  it('names its control, shows on a resting mouse and goes on Escape', async () => {
    render(
      <Hint title="Edit the title">
        <button type="button">✎</button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Edit the title' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Edit the title');

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('describes a named control while shown, and leaves a finger press alone', async () => {
    render(
      <Hint title="Keep this spot in this browser" describeChild>
        <button type="button" aria-label="Save offline">
          ⤓
        </button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Save offline' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    const hint = await screen.findByRole('tooltip');
    expect(hint.textContent).toBe('Keep this spot in this browser');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('hydrates in one render, where a tooltip renders again as React attaches its control', async () => {
    const rendersHydrating = async (wrap: (control: ReactElement<object>) => ReactNode) => {
      let renders = 0;
      const page = (
        <Profiler id="hint" onRender={() => renders++}>
          {wrap(<button type="button">✎</button>)}
        </Profiler>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const root = await act(async () => hydrateRoot(container, page));
      act(() => root.unmount());
      container.remove();
      return renders;
    };
    expect(await rendersHydrating((control) => <Hint title="Edit">{control}</Hint>)).toBe(1);
    expect(await rendersHydrating((control) => <Tooltip title="Edit">{control}</Tooltip>)).toBe(2);
  });
});
