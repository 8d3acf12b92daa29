import { useCallback, useEffect, useRef, useState } from 'react';

/** Fullscreen 360: controls hide this long after the pointer stops (spec 1 §4). */
export const IDLE_HIDE_MS = 3000;

/**
 * Fullscreen for the 360 view. The page itself goes fullscreen and the view covers it, so
 * menus, popovers and snackbars (drawn at the page's end) still show over it; where the
 * browser has no fullscreen the view still covers the window.
 */
export function useFullscreen(): {
  fullscreen: boolean;
  toggle: () => void;
  idle: boolean;
  wake: () => void;
} {
  const [fullscreen, setFullscreen] = useState(false);
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), IDLE_HIDE_MS);
  }, []);

  useEffect(() => {
    if (!fullscreen) {
      window.clearTimeout(timer.current);
      setIdle(false);
      return;
    }
    wake();
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
      window.clearTimeout(timer.current);
    };
  }, [fullscreen, wake]);

  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  const toggle = useCallback(() => {
    if (fullscreen) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } else {
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    }
    setFullscreen(!fullscreen);
  }, [fullscreen]);

  return { fullscreen, toggle, idle: fullscreen && idle, wake };
}
