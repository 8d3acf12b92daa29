import { useState, type MouseEvent, type ReactNode } from 'react';
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

/** A square button of a control group, with a tooltip from its label. */
export function MapControlButton({
  label,
  pressed,
  onClick,
  children,
  ...aria
}: {
  label: string;
  pressed?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={pressed ? 'vantage-ctrl vantage-ctrl-pressed' : 'vantage-ctrl'}
      {...aria}
    >
      {children}
    </button>
  );
}
