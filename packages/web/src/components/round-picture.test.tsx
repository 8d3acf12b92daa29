import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundPicture } from './round-picture';

const picture = (src: string | null) => (
  <RoundPicture src={src} alt="Ada" lazy>
    AL
  </RoundPicture>
);

describe('RoundPicture', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is one lazy image, fetched by the page and not again from script', () => {
    const made = vi.fn();
    vi.stubGlobal(
      'Image',
      class extends window.Image {
        constructor() {
          super();
          made();
        }
      },
    );
    render(picture('/media/users/1.webp'));
    const img = screen.getByRole('img', { name: 'Ada' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('AL')).toBeNull();
    expect(made).not.toHaveBeenCalled();
  });

  it('shows what stands in for it without a picture, or when the picture fails', () => {
    const { rerender } = render(picture(null));
    expect(screen.getByText('AL')).toBeTruthy();
    rerender(picture('/media/users/1.webp'));
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    // Another picture is tried afresh.
    rerender(picture('/media/users/2.webp'));
    expect(screen.getByRole('img', { name: 'Ada' })).toBeTruthy();
  });

  it('sees a picture that failed before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(picture('/media/users/1.webp'));
    const img = container.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    await act(async () => {
      hydrateRoot(container, picture('/media/users/1.webp'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
  });
});
