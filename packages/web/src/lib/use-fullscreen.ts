import { useCallback, useEffect, useRef, useState } from 'react';

/** How long fullscreen buttons stay after the pointer stops. */
export const CONTROLS_HIDE_MS = 3000;

/**
 * A fullscreen state for the lightbox and the 360 view. The page goes fullscreen through the
 * Fullscreen API where the browser allows it; where it does not (iOS Safari, embedded views)
 * the state alone switches the view to its layout that covers the window. The whole document
 * goes fullscreen, not the view, so snackbars and popovers still show.
 */
export function useFullscreen() {
  const [active, setActive] = useState(false);
  const exitedAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement) return;
      // The browser left fullscreen by itself (its own Escape handling or a gesture).
      setActive((was) => {
        if (was) exitedAt.current = performance.now();
        return false;
      });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const enter = useCallback(() => {
    setActive(true);
    const root = document.documentElement;
    if (document.fullscreenEnabled && typeof root.requestFullscreen === 'function') {
      // Refused without a user gesture or by policy: the CSS layout still applies.
      root.requestFullscreen().catch(() => undefined);
    }
  }, []);

  const exit = useCallback(() => {
    setActive(false);
    exitedAt.current = performance.now();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const sinceExitMs = useCallback(() => performance.now() - exitedAt.current, []);

  return { active, enter, exit, sinceExitMs };
}

/**
 * Whether a view's buttons show: always outside fullscreen; in fullscreen they hide 3 s
 * after the pointer stops and come back when it moves.
 */
export function useControlsVisible(fullscreen: boolean): {
  visible: boolean;
  onPointerActivity: () => void;
} {
  const [visible, setVisible] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  const onPointerActivity = useCallback(() => {
    setVisible(true);
    window.clearTimeout(timer.current);
    if (fullscreen) timer.current = window.setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  }, [fullscreen]);

  useEffect(() => {
    onPointerActivity();
    return () => window.clearTimeout(timer.current);
  }, [onPointerActivity]);

  return { visible: visible || !fullscreen, onPointerActivity };
}
