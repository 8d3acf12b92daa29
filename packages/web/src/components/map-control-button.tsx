import type { MouseEvent, ReactNode } from 'react';

/**
 * A square button of a map control group (styled by the map's `vantage-ctrl` rules), with a
 * tooltip from its label.
 */
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
