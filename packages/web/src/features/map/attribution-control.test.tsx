import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_ICON_CLASS, MapAttribution } from './attribution-control';

/** MapLibre's attribution control as far as it matters here: its details and summary button. */
class FakeAttributionControl {
  constructor(readonly options: { compact: boolean; customAttribution?: string }) {}
  onAdd() {
    const container = document.createElement('details');
    container.className = 'maplibregl-ctrl maplibregl-ctrl-attrib';
    const button = document.createElement('summary');
    button.className = 'maplibregl-ctrl-attrib-button';
    container.append(button);
    return container;
  }
}

const added = vi.hoisted(() => [] as Array<{ control: unknown; position: unknown }>);
vi.mock('react-map-gl/maplibre', () => ({
  useControl: (
    make: (context: { mapLib: unknown }) => { onAdd: (map: unknown) => HTMLElement },
    options: { position: unknown },
  ) => {
    const control = make({ mapLib: { AttributionControl: FakeAttributionControl } });
    document.body.append(control.onAdd({}));
    added.push({ control, position: options.position });
  },
}));

afterEach(cleanup);

describe('MapAttribution', () => {
  it("adds MapLibre's compact attribution with the style's credit and its icon drawn in the page", () => {
    render(<MapAttribution credit="© OpenStreetMap contributors" />);
    const { control, position } = added.at(-1)!;
    expect(position).toBe('bottom-right');
    expect((control as FakeAttributionControl).options).toEqual({
      compact: true,
      customAttribution: '© OpenStreetMap contributors',
    });
    const icon = document.querySelector(`summary.maplibregl-ctrl-attrib-button > svg`);
    expect(icon?.getAttribute('class')).toBe(ATTRIBUTION_ICON_CLASS);
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('path')?.getAttribute('d')).toMatch(/^M4 10a6 6/);
  });

  it('adds no credit of its own where the style has none', () => {
    render(<MapAttribution credit={null} />);
    const { control } = added.at(-1)!;
    expect((control as FakeAttributionControl).options.customAttribution).toBeUndefined();
  });
});
