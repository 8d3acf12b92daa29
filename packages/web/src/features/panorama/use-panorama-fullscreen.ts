import { useCallback, useEffect } from 'react';
import { useControlsVisible, useFullscreen } from '../../lib/use-fullscreen';

/**
 * Fullscreen for the 360 view: the page's fullscreen, left with Escape too, and
 * controls that go idle 3 s after the pointer stops while it lasts.
 */
export function usePanoramaFullscreen(): {
  fullscreen: boolean;
  toggle: () => void;
  idle: boolean;
  wake: () => void;
} {
  const { active, enter, exit } = useFullscreen();
  const controls = useControlsVisible(active);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, exit]);

  const toggle = useCallback(() => (active ? exit() : enter()), [active, enter, exit]);
  return { fullscreen: active, toggle, idle: !controls.visible, wake: controls.onPointerActivity };
}
