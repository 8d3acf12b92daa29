import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANNING_PREFS,
  PlanningStateProvider,
  setPlanningPrefs,
  setPlanningTime,
  usePlanningPrefs,
  usePlanningTime,
} from './planning-state';

afterEach(() => {
  cleanup();
  act(() => setPlanningPrefs(DEFAULT_PLANNING_PREFS));
  window.localStorage.clear();
});

function Readout({ name }: { name: string }) {
  const [epochMs] = usePlanningTime();
  const [prefs] = usePlanningPrefs();
  return (
    <p data-testid={name}>
      {new Date(epochMs).toISOString().slice(0, 10)} shadows {prefs.shadows ? 'on' : 'off'}
    </p>
  );
}

const JUNE = Date.UTC(2026, 5, 10, 12);
const DECEMBER = Date.UTC(2026, 11, 5, 12);

describe('the page planning state', () => {
  it('gives every panel of the page the same day and switches', () => {
    act(() => setPlanningTime(DECEMBER));
    render(
      <PlanningStateProvider>
        <Readout name="map" />
        <Suspense fallback={null}>
          <Readout name="sidebar" />
        </Suspense>
      </PlanningStateProvider>,
    );
    expect(screen.getByTestId('sidebar').textContent).toBe('2026-12-05 shadows on');
    act(() => setPlanningTime(JUNE));
    act(() => setPlanningPrefs({ shadows: false }));
    expect(screen.getByTestId('map').textContent).toBe('2026-06-10 shadows off');
    expect(screen.getByTestId('sidebar').textContent).toBe('2026-06-10 shadows off');
  });

  it('keeps a component tried alone, outside any provider, in step with the state', () => {
    act(() => setPlanningTime(DECEMBER));
    render(<Readout name="alone" />);
    act(() => setPlanningTime(JUNE));
    expect(screen.getByTestId('alone').textContent).toBe('2026-06-10 shadows on');
  });

  it('remembers the switches for the next visit, not the day', () => {
    act(() => setPlanningPrefs({ shadows: false, cropFactor: 'APS-C' }));
    const stored = JSON.parse(window.localStorage.getItem('vantage.planning.prefs')!) as {
      shadows: boolean;
      cropFactor: string;
    };
    expect(stored).toMatchObject({ shadows: false, cropFactor: 'APS-C' });
    expect(Object.keys(stored)).not.toContain('epochMs');
  });
});
