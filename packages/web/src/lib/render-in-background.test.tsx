import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderInBackground } from './render-in-background';

afterEach(cleanup);

describe('RenderInBackground', () => {
  it('mounts its children in a render after the one that mounts it', async () => {
    const commits: string[] = [];
    function Probe() {
      useLayoutEffect(() => {
        commits.push(document.body.textContent ?? '');
      });
      return <p>at once</p>;
    }
    await act(async () => {
      render(
        <>
          <Probe />
          <RenderInBackground>
            <p>later</p>
          </RenderInBackground>
        </>,
      );
    });
    expect(commits[0]).toBe('at once');
    expect(screen.getByText('later')).toBeTruthy();
  });
});
