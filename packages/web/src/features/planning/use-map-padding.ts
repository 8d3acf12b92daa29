import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

/** Padding changes smaller than this are not worth moving the map for. */
const MIN_CHANGE_PX = 6;

/**
 * Keeps the map's centre clear of a panel laid over it: while `active`, the map is padded on
 * `side` by the room the panel takes, so the spot and its sun lines sit in the free part.
 * Render inside a MapView.
 */
export function useMapPadding(
  panel: HTMLElement | null,
  side: 'left' | 'bottom',
  active: boolean,
): void {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map || !panel || !active) return;
    let applied = 0;
    const apply = () => {
      const box = panel.getBoundingClientRect();
      const frame = map.getContainer().getBoundingClientRect();
      const room = Math.max(
        0,
        Math.round(side === 'left' ? box.right - frame.left : frame.bottom - box.top),
      );
      // Never pad away more than two thirds of the map.
      const size = side === 'left' ? frame.width : frame.height;
      const padding = Math.min(room, Math.round(size * 0.66));
      if (Math.abs(padding - applied) < MIN_CHANGE_PX) return;
      applied = padding;
      map.easeTo({ padding: { top: 0, right: 0, bottom: 0, left: 0, [side]: padding } });
    };
    const observer = new ResizeObserver(apply);
    observer.observe(panel);
    observer.observe(map.getContainer());
    return () => {
      observer.disconnect();
      try {
        map.easeTo({ padding: { top: 0, right: 0, bottom: 0, left: 0 } });
      } catch {
        // The whole map is going away with the panel: nothing to give back.
      }
    };
  }, [current, panel, side, active]);
}
