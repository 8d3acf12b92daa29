import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Height from the element's top to the bottom of the window, so a map fills the screen
 * below whatever bar the layout puts above it.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, minPx = 320): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minPx, Math.round(window.innerHeight - top)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, minPx]);
  return height;
}
