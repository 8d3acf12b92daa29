import { useControl } from 'react-map-gl/maplibre';
import type { IControl, Map as MaplibreMap } from 'maplibre-gl';

/** The longest the bar is drawn, in pixels. */
const SCALE_MAX_PX = 100;

/** The round distance at or below `distance` (1, 2, 3 or 5 times a power of ten), as MapLibre rounds it. */
export function roundDistance(distance: number): number {
  const power = 10 ** (String(Math.floor(distance)).length - 1);
  const digit = distance / power;
  if (digit >= 10) return power * 10;
  for (const step of [5, 3, 2, 1]) if (digit >= step) return power * step;
  const fraction = 10 ** Math.ceil(-Math.log10(digit));
  return (power * Math.round(digit * fraction)) / fraction;
}

/** The bar's length and label for `metres` across `maxPx` pixels of the map. */
export function scaleOf(metres: number, maxPx: number): { widthPx: number; label: string } {
  const [across, unit] = metres >= 1000 ? [metres / 1000, 'km'] : [metres, 'm'];
  const distance = roundDistance(across);
  return { widthPx: (maxPx * distance) / across, label: `${distance}\u00a0${unit}` };
}

/** Sets the bar to the ground distance across the middle of the map's view. */
function drawScale(map: MaplibreMap, bar: HTMLElement): void {
  const canvas = map.getCanvas();
  const [width, height] = [canvas.clientWidth, canvas.clientHeight];
  const y = height / 2;
  const left = map.unproject([width / 2 - SCALE_MAX_PX / 2, y]);
  const right = map.unproject([width / 2 + SCALE_MAX_PX / 2, y]);
  // Zoomed far out, the world may be narrower than the bar.
  const worldPx = Math.round(map.project(right).x - map.project(left).x);
  const maxPx = Math.min(SCALE_MAX_PX, worldPx, width);
  const { widthPx, label } = scaleOf(left.distanceTo(right), maxPx);
  bar.style.width = `${widthPx}px`;
  bar.textContent = label;
}

/** The map's scale bar in metres and kilometres, MapLibre's look, redrawn as the map moves. */
export function ScaleBar() {
  useControl(
    (): IControl => {
      const bar = document.createElement('div');
      bar.className = 'maplibregl-ctrl maplibregl-ctrl-scale';
      let shown: MaplibreMap | null = null;
      const redraw = () => shown && drawScale(shown, bar);
      return {
        onAdd(map) {
          shown = map;
          map.on('move', redraw);
          redraw();
          return bar;
        },
        onRemove() {
          shown?.off('move', redraw);
          shown = null;
          bar.remove();
        },
      };
    },
    { position: 'bottom-right' },
  );
  return null;
}
