import type { MouseEvent, ReactNode } from 'react';

/** A map control's side where a finger presses it, on touch screens and phones (29 px for a mouse). */
export const FINGER_MAP_CONTROL_PX = 44;
/** The room the map's controls take at its right edge on a phone: a control and its margins. */
export const PHONE_MAP_CONTROLS_INSET_PX = FINGER_MAP_CONTROL_PX + 20;

/**
 * A square button of a map control group (styled by the map's `vantage-ctrl` rules), with a
 * tooltip from its label.
 */
export function MapControlButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
  ...aria
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
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
      disabled={disabled}
      onClick={onClick}
      className={pressed ? 'vantage-ctrl vantage-ctrl-pressed' : 'vantage-ctrl'}
      {...aria}
    >
      {children}
    </button>
  );
}
