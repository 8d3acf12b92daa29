import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZoomControl } from './zoom-control';
import { renderWithProviders } from '../../test-support/render';

/** A stand-in for the MapLibre map: a zoom within limits, its listeners and zoom calls. */
const fakeMap = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const state = { zoom: 3, min: 0.5, max: 22, zoomIns: 0, zoomOuts: 0 };
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return {
    state,
    listeners,
    fire,
    map: {
      getZoom: () => state.zoom,
      getMinZoom: () => state.min,
      getMaxZoom: () => state.max,
      zoomIn: () => void (state.zoomIns += 1),
      zoomOut: () => void (state.zoomOuts += 1),
      on: (type: string, listener: () => void) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)?.add(listener);
      },
      off: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    },
  };
});

vi.mock('react-map-gl/maplibre', () => ({
  useMap: () => ({ current: { getMap: () => fakeMap.map } }),
  // The control's container is put in the page, as MapLibre puts it in the map.
  useControl: (make: () => { onAdd: () => HTMLElement }) => {
    const control = make();
    document.body.append(control.onAdd());
  },
}));

afterEach(cleanup);

describe('ZoomControl', () => {
  it('zooms the map in and out, each button off at its end of the zoom range', () => {
    const { unmount } = renderWithProviders(<ZoomControl />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect((zoomIn as HTMLButtonElement).disabled).toBe(false);
    expect((zoomOut as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(zoomIn);
    fireEvent.click(zoomOut);
    expect(fakeMap.state).toMatchObject({ zoomIns: 1, zoomOuts: 1 });

    fakeMap.state.zoom = 0.5;
    act(() => fakeMap.fire('zoom'));
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
    expect((zoomIn as HTMLButtonElement).disabled).toBe(false);

    // A larger map's minimum zoom rises with it.
    fakeMap.state.zoom = 1;
    fakeMap.state.min = 1;
    act(() => fakeMap.fire('resize'));
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);

    fakeMap.state.zoom = 22;
    act(() => fakeMap.fire('zoom'));
    expect((zoomIn as HTMLButtonElement).disabled).toBe(true);
    expect((zoomOut as HTMLButtonElement).disabled).toBe(false);

    unmount();
    expect([...fakeMap.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
