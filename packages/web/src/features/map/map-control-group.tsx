import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useControl, type ControlPosition } from 'react-map-gl/maplibre';

/**
 * A MapLibre control group holding React buttons, stacked by MapLibre with its own controls
 * (below the zoom buttons in the top-right corner by default).
 */
export function MapControlGroup({
  position = 'top-right',
  children,
}: {
  position?: ControlPosition;
  children: ReactNode;
}) {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'maplibregl-ctrl maplibregl-ctrl-group';
    return element;
  });
  useControl(
    () => ({
      onAdd: () => container,
      onRemove: () => container.remove(),
    }),
    { position },
  );
  return createPortal(children, container);
}
